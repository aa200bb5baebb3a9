import { Link } from 'react-router-dom';
import { toast } from '../lib/toast';
import { graphql } from '../gql';
import type { ProductCard_ProductFragment } from '../gql/graphql';
import { Badge } from '../ui/Badge';
import { Button, buttonClass } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { HeartIcon } from '../ui/icons';
import { StockBadge } from '../ui/StockBadge';
import { ListingPrice } from './ListingPrice';
import type { CartApi } from './use-cart';
import { addableQuantity, unitsInCart } from './order-limits';
import { categoryPath } from '../lib/category-path';
import { productUrl } from '../lib/urls';
import styles from './ProductCard.module.css';

/** A product in a line: name, category path, picture and prices (product cards, search results). */
export const ProductSummaryFragment = graphql(`
  fragment ProductSummary on Product {
    id
    productName
    category
    subCategory
    thumbnail
    sellingPrice {
      ...Money
    }
    mrp {
      ...Money
    }
    ...ListingPrice_product
  }
`);

/** What a product card shows; every listing (home rails, shop, category pages, the wishlist) spreads it. */
export const ProductCardFragment = graphql(`
  fragment ProductCard_product on Product {
    ...ProductSummary
    ...StockBadge_product
    hasVariant
    isLimitedOffer
    maxOrderQuantity
    limitedOfferData {
      maxQuantity
    }
  }
`);

export interface ProductCardProps {
  product: ProductCard_ProductFragment;
  /** Whether the product is on the wishlist. */
  wished: boolean;
  onToggleWish: (productId: string) => void;
  /** The cart, read when the shopper adds. */
  cart: Pick<CartApi, 'items' | 'addItem'>;
  /** Load the image eagerly (cards visible without scrolling). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A product in a listing: picture, stock and offer badges, wishlist heart, price and add to cart. */
export function ProductCard({
  product,
  wished,
  onToggleWish,
  cart,
  priority = false,
  headingLevel: Heading = 'h3',
}: ProductCardProps) {
  const href = productUrl(product.id);
  const limitedOfferMax = product.isLimitedOffer ? (product.limitedOfferData?.maxQuantity ?? null) : null;

  const addToCart = () => {
    const inCart = unitsInCart(cart.items, product.id);
    const addable = addableQuantity({
      stock: product.maxOrderQuantity,
      limitedOfferMax,
      productUnitsInCart: inCart,
      lineUnitsInCart: inCart,
    });
    if (addable < 1) {
      toast.message(`You already have the most we can offer of ${product.productName} in your cart.`, {
        duration: 2000,
      });
      return;
    }
    cart.addItem({
      id: product.id,
      hasVariant: false,
      quantity: 1,
      isLimitedOffer: product.isLimitedOffer,
      limitedOfferMaxQuantity: limitedOfferMax,
      seenPricePaise: product.sellingPrice.paise,
    });
  };

  return (
    <article className={`${styles.card} ${product.inStock ? '' : styles.soldOut}`}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        {product.thumbnail && (
          <img
            src={product.thumbnail}
            alt=""
            width={400}
            height={400}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'sync' : 'async'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        )}
      </Link>
      <div className={styles.badges}>
        <StockBadge {...product} />
        {product.isLimitedOffer && product.inStock && <Badge tone="brand">Limited offer</Badge>}
      </div>
      <IconButton
        className={styles.wish}
        label={wished ? `Remove ${product.productName} from wishlist` : `Add ${product.productName} to wishlist`}
        aria-pressed={wished}
        icon={<HeartIcon filled={wished} size={20} />}
        onClick={() => onToggleWish(product.id)}
      />
      <div className={styles.body}>
        <span className={styles.path}>{categoryPath(product.category, product.subCategory)}</span>
        <Heading className={styles.name}>
          <Link to={href}>{product.productName}</Link>
        </Heading>
        <ListingPrice className={styles.price} product={product} />
        <div className={styles.action}>
          {!product.inStock ? (
            <Button variant="secondary" size="small" block disabled>
              Out of stock
            </Button>
          ) : product.hasVariant ? (
            <Link
              to={href}
              className={buttonClass({ variant: 'secondary', size: 'small', block: true })}
              aria-label={`Choose options: ${product.productName}`}
            >
              Choose options
            </Link>
          ) : (
            <Button size="small" block onClick={addToCart} aria-label={`Add to cart: ${product.productName}`}>
              Add to cart
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
