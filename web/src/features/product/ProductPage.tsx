import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../lib/page-meta';
import NotFoundPage from '../../ui/NotFoundPage';
import type { ProductDetailQuery as ProductData } from '../../gql/graphql';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CartIcon, HeartIcon } from '../../ui/icons';
import { Price } from '../../ui/Price';
import { Spinner } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextField';
import { useShopState } from '../../shop/shop-state';
import { StockBadge } from '../../ui/StockBadge';
import { QuantityControl } from '../../ui/QuantityControl';
import { LoadError } from '../../ui/LoadError';
import { categoryUrl, subcategoryUrl } from '../../lib/urls';
import { addableQuantity, clampQuantity, unitsInCart } from '../../shop/order-limits';
import { ProductGallery } from './ProductGallery';
import { productJsonLd, serializeJsonLd } from './product-json-ld';
import styles from './ProductPage.module.css';
import { graphql } from '../../gql';

const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      ...ProductCard_product
      shortDescription
      mediaUrls
      discountPercent
      countryOfOrigin
      hsnCode
      stock
      variants {
        name
        stock
        inStock
      }
    }
  }
`);

type Product = NonNullable<ProductData['product']>;

const TEXT_LIMIT = 500;
const LOW_STOCK = 10;

function describe(product: Product): string {
  const text = product.shortDescription.replace(/\s+/g, ' ').trim();
  const base = text || `${product.productName} from Lovely Gifts, Coimbatore.`;
  return base.length > 155 ? `${base.slice(0, 152).trimEnd()}…` : base;
}

function variantStockText(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock < LOW_STOCK) return `Only ${stock} left`;
  return 'In stock';
}

function ProductDetail({ product }: { product: Product }) {
  const { cart, wishlist } = useShopState();
  const ids = useId();
  const firstInStock = product.variants.find((variant) => variant.inStock)?.name ?? null;
  const [variantName, setVariantName] = useState<string | null>(product.hasVariant ? firstInStock : null);
  const [quantity, setQuantity] = useState(1);
  const [customization, setCustomization] = useState('');
  const [giftWrap, setGiftWrap] = useState(false);
  const [giftMessage, setGiftMessage] = useState('');

  const variant = product.hasVariant ? (product.variants.find((v) => v.name === variantName) ?? null) : null;
  const limitedOfferMax = product.isLimitedOffer ? (product.limitedOfferData?.maxQuantity ?? null) : null;
  const lineStock = product.hasVariant
    ? Math.min(variant?.stock ?? 0, product.maxOrderQuantity)
    : product.maxOrderQuantity;
  const addable = addableQuantity({
    stock: lineStock,
    limitedOfferMax,
    productUnitsInCart: unitsInCart(cart.items, product.id),
    lineUnitsInCart: unitsInCart(cart.items, product.id, variant?.name),
  });

  // Keep the chosen quantity possible when the variant or the cart changes.
  useEffect(() => {
    setQuantity((current) => clampQuantity(current, addable));
  }, [addable]);

  const wished = wishlist.has(product.id);
  const needsVariant = product.hasVariant && !variant;
  const canAdd = product.inStock && !needsVariant && (variant ? variant.inStock : true) && addable >= 1;

  const addToCart = () => {
    if (!canAdd) return;
    const text = customization.trim();
    const added = cart.addItem({
      id: product.id,
      hasVariant: product.hasVariant,
      quantity: clampQuantity(quantity, addable),
      ...(variant ? { variant: variant.name } : {}),
      ...(text ? { customization: { text } } : {}),
      giftWrap,
      giftMessage: giftMessage.trim(),
      isLimitedOffer: product.isLimitedOffer,
      limitedOfferMaxQuantity: limitedOfferMax,
      seenPricePaise: product.sellingPrice.paise,
    });
    if (added) setQuantity(1);
  };

  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

  return (
    <article className={`container ${styles.page}`}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd(productJsonLd(product, origin)) }}
      />
      <nav className={styles.crumbs} aria-label="Breadcrumb">
        <ol>
          <li>
            <Link to="/">Home</Link>
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
            <Price price={product.sellingPrice} compareAt={product.mrp} size="large" />
            <p className={styles.taxNote}>Inclusive of all taxes</p>
            <div className={styles.badges}>
              <StockBadge {...product} />
              {product.inStock && !product.isLimitedStock && <Badge tone="success">In stock</Badge>}
              {product.isLimitedOffer && <Badge tone="brand">Limited offer</Badge>}
            </div>
          </div>

          {product.shortDescription && <p className={styles.description}>{product.shortDescription}</p>}
          {(product.countryOfOrigin || product.hsnCode) && (
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
          )}

          {product.hasVariant && product.variants.length > 0 && (
            <fieldset className={styles.group}>
              <legend className={styles.legend}>Choose an option</legend>
              <div className={styles.variants}>
                {product.variants.map((option) => (
                  <label key={option.name} className={styles.variant}>
                    <input
                      type="radio"
                      name={`${ids}-variant`}
                      value={option.name}
                      checked={variantName === option.name}
                      disabled={!option.inStock}
                      onChange={() => setVariantName(option.name)}
                    />
                    <span className={styles.variantLabel}>
                      {option.name}
                      <span
                        className={`${styles.variantStock} ${!option.inStock ? styles.variantOut : option.stock < LOW_STOCK ? styles.variantLow : ''}`}
                      >
                        {variantStockText(option.stock)}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}

          {product.inStock && (
            <div className={styles.quantityRow}>
              <label className={styles.quantityLabel} htmlFor={`${ids}-quantity`}>
                Quantity
              </label>
              <QuantityControl
                inputId={`${ids}-quantity`}
                size="large"
                value={quantity}
                max={addable}
                onChange={setQuantity}
                disabled={!canAdd}
              />
              {limitedOfferMax !== null && (
                <p className={styles.limitNote}>Limited offer: at most {limitedOfferMax} per order.</p>
              )}
            </div>
          )}
          {product.inStock && !needsVariant && addable < 1 && (
            <p className={styles.limitNote} role="status">
              You already have the most we can offer{variant ? ` of ${variant.name}` : ''} in your cart.
            </p>
          )}

          {product.inStock && (
            <section className={styles.personal} aria-labelledby={`${ids}-personal`}>
              <h2 id={`${ids}-personal`}>Make it personal</h2>
              <TextArea
                label="Customization (optional)"
                hint="A name, date or short text to print or engrave, where the product allows it."
                value={customization}
                maxLength={TEXT_LIMIT}
                rows={2}
                onChange={(event) => setCustomization(event.target.value)}
              />
              <label className={styles.check}>
                <input type="checkbox" checked={giftWrap} onChange={(event) => setGiftWrap(event.target.checked)} />
                Gift wrap this item
              </label>
              <TextArea
                label="Gift message (optional)"
                hint="We'll write it on a card and tuck it in with the gift."
                value={giftMessage}
                maxLength={TEXT_LIMIT}
                rows={3}
                onChange={(event) => setGiftMessage(event.target.value)}
              />
            </section>
          )}

          {needsVariant && product.inStock && <p className={styles.problem}>Please choose an option above.</p>}

          <div className={styles.actions}>
            <Button size="large" block disabled={!canAdd} onClick={addToCart}>
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
        </div>
      </div>
    </article>
  );
}

export default function ProductPage() {
  const { id = '' } = useParams();
  const { data: latest, loading, error, refetch } = useQuery(ProductDetailQuery, { variables: { id } });
  // Rendered from a deferred copy, so React builds the page in small time slices instead of one long task.
  const data = useDeferredValue(latest);
  const product = data?.product ?? null;
  // An id the API refuses outright (BAD_USER_INPUT) is as unknown as one it cannot find.
  const refused =
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.['code'] === 'BAD_USER_INPUT');
  const missing = (Boolean(data) && product === null) || refused;
  const meta = useMemo(
    () => (product ? { title: product.productName, description: describe(product) } : null),
    [product],
  );
  usePageMeta(meta?.title ?? (missing ? 'Product not found' : 'Product'), meta?.description);

  if (product) return <ProductDetail key={product.id} product={product} />;
  if (missing) {
    return (
      <NotFoundPage
        title="Product not found"
        message="This product doesn't exist or is no longer sold. Have a look at our other gifts instead."
      />
    );
  }
  return (
    <div className={`container ${styles.loading}`}>
      {(loading || latest) && <Spinner centered label="Loading product" />}
      {error && !loading && (
        <LoadError className={styles.error} onRetry={refetch}>
          We couldn't load this product just now. Please check your connection and try again.
        </LoadError>
      )}
    </div>
  );
}
