import { Link } from 'react-router-dom';
import { usePageOrigin } from '../../lib/page-origin';
import { categoryUrl, HOME_URL, subcategoryUrl } from '../../lib/urls';
import { useShopState } from '../../shop/shop-state';
import { soldOutOptions } from '../../shop/sold-out-options';
import { NotifyMeSlot } from '../../shop/stock-alert-slots';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CartIcon, HeartIcon } from '../../ui/icons';
import { Price } from '../../ui/Price';
import { StockBadge } from '../../ui/StockBadge';
import { DeliveryCheck } from './DeliveryCheck';
import { PersonalChoices, QuantityChoice, VariantChoice } from './ProductChoices';
import { ProductGallery } from './ProductGallery';
import { ProductPhotos } from './ProductPhotos';
import { productJsonLd, serializeJsonLd } from './product-json-ld';
import { useProductPurchase, type DetailedProduct } from './use-product-purchase';
import styles from './ProductPage.module.css';

/** The product page of a product that exists: gallery, facts, choices, add to cart and wishlist. */
export function ProductDetail({ product }: { product: DetailedProduct }) {
  const { wishlist } = useShopState();
  const purchase = useProductPurchase(product);
  const { variant, needsVariant, canAdd, addable } = purchase;
  const wished = wishlist.has(product.id);
  const origin = usePageOrigin();

  return (
    <article className={`container ${styles.page}`}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, origin)) }}
      />
      <Breadcrumbs product={product} />

      <div className={styles.layout}>
        <div className={styles.gallerySlot}>
          <ProductGallery name={product.productName} mediaUrls={product.mediaUrls} />
        </div>

        <div className={styles.info}>
          <div className={styles.titleBlock}>
            <h1>{product.productName}</h1>
            <p className={styles.path}>
              <Link to={categoryUrl(product.category)}>{product.category}</Link>
              {product.subCategory && (
                <>
                  {' › '}
                  <Link to={subcategoryUrl(product.category, product.subCategory)}>{product.subCategory}</Link>
                </>
              )}
            </p>
          </div>

          <div className={styles.priceBlock}>
            <ProductPrice product={product} option={variant} />
            <p className={styles.taxNote}>Inclusive of all taxes</p>
            <div className={styles.badges}>
              <StockBadge {...product} />
              {product.inStock && !product.isLimitedStock && <Badge tone="success">In stock</Badge>}
              {product.isLimitedOffer && <Badge tone="brand">Limited offer</Badge>}
            </div>
          </div>

          {product.shortDescription && <p className={styles.description}>{product.shortDescription}</p>}
          <ProductFacts product={product} />

          {product.hasVariant && product.variants.length > 0 && <VariantChoice product={product} purchase={purchase} />}

          {product.inStock && <QuantityChoice purchase={purchase} />}
          {product.inStock && !needsVariant && addable < 1 && (
            <p className={styles.limitNote} role="status">
              You already have the most we can offer{variant ? ` of ${variant.name}` : ''} in your cart.
            </p>
          )}

          {product.inStock && purchase.photoAsk && (
            <ProductPhotos ask={purchase.photoAsk} onChange={purchase.setPhotos} />
          )}

          {product.inStock && <PersonalChoices purchase={purchase} takesCustomText={product.takesCustomText} />}

          {needsVariant && product.inStock && <p className={styles.problem}>Please choose an option above.</p>}

          <div className={styles.actions}>
            <Button size="large" block disabled={!canAdd} onClick={purchase.addToCart}>
              <CartIcon size={20} />
              {product.inStock ? 'Add to cart' : 'Out of stock'}
            </Button>
            <Button
              size="large"
              variant="secondary"
              className={styles.wish}
              aria-pressed={wished}
              aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
              title={wished ? 'Remove from wishlist' : 'Add to wishlist'}
              onClick={() => wishlist.toggle(product.id)}
            >
              <HeartIcon filled={wished} size={20} />
            </Button>
          </div>

          <NotifyMeSlot productId={product.id} productName={product.productName} options={soldOutOptions(product)} />

          <DeliveryCheck productId={product.id} />
        </div>
      </div>
    </article>
  );
}

/** The chosen option's price, mrp and discount; "from" the lowest while no option is chosen and options differ. */
function ProductPrice({
  product,
  option,
}: {
  product: DetailedProduct;
  option: DetailedProduct['variants'][number] | null;
}) {
  if (!option && product.pricesVary) return <Price price={product.lowestPrice} from size="large" />;
  const shown = option ?? product;
  return <Price price={shown.sellingPrice} compareAt={shown.mrp} size="large" />;
}

function Breadcrumbs({ product }: { product: DetailedProduct }) {
  return (
    <nav className={styles.crumbs} aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to={HOME_URL}>Home</Link>
        </li>
        <li>
          <Link to={categoryUrl(product.category)}>{product.category}</Link>
        </li>
        {product.subCategory && (
          <li>
            <Link to={subcategoryUrl(product.category, product.subCategory)}>{product.subCategory}</Link>
          </li>
        )}
        <li aria-current="page">{product.productName}</li>
      </ol>
    </nav>
  );
}

/** The country of origin and HSN code, when the product has them. */
function ProductFacts({ product }: { product: DetailedProduct }) {
  if (!product.countryOfOrigin && !product.hsnCode) return null;
  return (
    <dl className={styles.facts}>
      {product.countryOfOrigin && (
        <div>
          <dt>Country of origin</dt>
          <dd>{product.countryOfOrigin}</dd>
        </div>
      )}
      {product.hsnCode && (
        <div>
          <dt>HSN code</dt>
          <dd>{product.hsnCode}</dd>
        </div>
      )}
    </dl>
  );
}
