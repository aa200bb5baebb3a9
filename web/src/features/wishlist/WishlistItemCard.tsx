import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, CloseIcon, GiftIcon, IconButton, Price } from '../../ui';
import { StockBadge } from '../../ui/StockBadge';
import { categoryPath } from '../../lib/category-path';
import type { WishlistProductsQuery } from '../../gql/graphql';
import { addToCart } from '../../shop/cart-state';
import { ListingPrice } from '../../shop/ListingPrice';
import { removeFromWishlist } from '../../shop/wishlist-state';
import { soldOutOptions } from '../../shop/sold-out-options';
import { NotifyMeSlot } from '../../shop/stock-alert-slots';
import { productUrl } from '../../lib/urls';
import styles from './WishlistItemCard.module.css';

type WishlistProduct = NonNullable<WishlistProductsQuery['productsByIds'][number]>;

/** A saved product with its current price and stock, move to cart and remove. Deleted products are explained. */
export function WishlistItemCard({ id, product }: { id: string; product: WishlistProduct | null }) {
  if (!product) {
    return (
      <li className={`${styles.card} ${styles.gone}`} data-testid="wishlist-item">
        <div className={styles.media}>
          <GiftIcon size={40} />
        </div>
        <div className={styles.body}>
          <h2 className={styles.name}>Product no longer available</h2>
          <p className={styles.goneText}>This gift has been removed from our shop, so it can't be bought any more.</p>
          <Button
            variant="secondary"
            size="small"
            block
            onClick={() => removeFromWishlist(id)}
            aria-label="Remove from wishlist"
          >
            Remove
          </Button>
        </div>
      </li>
    );
  }
  return <AvailableItem product={product} />;
}

function AvailableItem({ product }: { product: WishlistProduct }) {
  const inStockVariants = product.variants.filter((variant) => variant.inStock);
  const [variant, setVariant] = useState<string>(inStockVariants[0]?.name ?? '');
  const selectId = useId();
  const productLink = productUrl(product.id);
  const canMove = product.inStock && (!product.hasVariant || variant !== '');
  // The chosen option's price, where it has options; the product's otherwise.
  const chosen = product.hasVariant ? product.variants.find((option) => option.name === variant) : undefined;
  const price = chosen ?? product;

  function moveToCart() {
    const added = addToCart({
      id: product.id,
      hasVariant: product.hasVariant,
      variant: product.hasVariant ? variant : undefined,
      quantity: 1,
      isLimitedOffer: product.isLimitedOffer,
      limitedOfferMaxQuantity: product.limitedOfferData?.maxQuantity ?? null,
      seenPricePaise: price.sellingPrice.paise,
    });
    if (added) removeFromWishlist(product.id, { quiet: true });
  }

  return (
    <li className={styles.card} data-testid="wishlist-item">
      <Link to={productLink} className={styles.media} tabIndex={-1} aria-hidden="true">
        {product.thumbnail ? (
          <img src={product.thumbnail} alt="" width={240} height={240} loading="lazy" decoding="async" />
        ) : (
          <GiftIcon size={40} />
        )}
      </Link>
      <IconButton
        className={styles.remove}
        label={`Remove ${product.productName} from wishlist`}
        icon={<CloseIcon size={18} />}
        onClick={() => removeFromWishlist(product.id)}
      />
      <div className={styles.body}>
        <h2 className={styles.name}>
          <Link to={productLink}>{product.productName}</Link>
        </h2>
        <p className={styles.category}>{categoryPath(product.category, product.subCategory)}</p>
        <div className={styles.priceRow}>
          {chosen || !product.hasVariant ? (
            <Price price={price.sellingPrice} compareAt={price.mrp} size="small" />
          ) : (
            <ListingPrice product={product} />
          )}
          <StockBadge {...product} />
        </div>
        {product.hasVariant && inStockVariants.length > 0 && (
          <div className={styles.variant}>
            <label htmlFor={selectId}>Option</label>
            <select id={selectId} value={variant} onChange={(event) => setVariant(event.target.value)}>
              {inStockVariants.map((option) => (
                <option key={option.name} value={option.name}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <Button size="small" block onClick={moveToCart} disabled={!canMove}>
          {product.inStock ? 'Move to cart' : 'Out of stock'}
        </Button>
        <NotifyMeSlot productId={product.id} productName={product.productName} options={soldOutOptions(product)} />
      </div>
    </li>
  );
}
