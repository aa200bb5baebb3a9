import { Link } from 'react-router-dom';
import { Badge, Button, GiftIcon, Price, QuantityControl } from '../../ui';
import { describeLineStatus } from './cart-line-status';
import type { PricedCartLine } from '../../shop/cart-summary';
import type { CartItem } from '../../shop/cart-rules';
import { LineOptions } from '../../shop/LineOptions';
import { productUrl } from '../../lib/urls';
import styles from './CartLineView.module.css';

export interface CartLineViewProps {
  item: CartItem;
  /** The server's view of this line; undefined while the cart is first priced. */
  priced: PricedCartLine | undefined;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  onAcknowledgePrice: (currentPricePaise: number) => void;
}

/** One cart line: what it is, the options chosen, current price and stock, and what to do when it changed. */
export function CartLineView({ item, priced, onQuantityChange, onRemove, onAcknowledgePrice }: CartLineViewProps) {
  const product = priced?.product ?? null;
  const name = product?.productName ?? (priced ? 'Product no longer available' : 'Loading…');
  const notice = priced
    ? describeLineStatus({
        status: priced.status,
        maxQuantity: priced.maxQuantity,
        quantity: priced.quantity,
        unitPrice: priced.unitPrice,
        previousUnitPrice: priced.previousUnitPrice,
        isLimitedOffer: product?.isLimitedOffer ?? item.isLimitedOffer,
        limitedOfferMax: product?.limitedOfferData?.maxQuantity ?? item.limitedOfferMaxQuantity,
        stockAvailable: product?.hasVariant
          ? product.variants.find((v) => v.name === item.variant)?.stock
          : product?.stockCount,
      })
    : null;
  const adjustable = priced
    ? priced.status === 'OK' || priced.status === 'PRICE_CHANGED' || priced.status === 'QUANTITY_UNAVAILABLE'
    : true;
  const countsInTotal = priced ? priced.status === 'OK' || priced.status === 'PRICE_CHANGED' : false;
  const noticeOffersRemove = notice?.fix === 'remove' || notice?.fix === 'choose-variant';
  const capHint =
    priced && countsInTotal && priced.maxQuantity > 0 && item.quantity >= priced.maxQuantity
      ? capText(priced, product)
      : null;
  const productLink = productUrl(item.id);

  return (
    <li
      className={[styles.line, notice?.tone === 'danger' && styles.blocked].filter(Boolean).join(' ')}
      data-testid="cart-line"
    >
      <Link to={productLink} className={styles.media} tabIndex={-1} aria-hidden="true">
        {product?.thumbnail ? (
          <img src={product.thumbnail} alt="" width={96} height={96} loading="lazy" decoding="async" />
        ) : (
          <span className={styles.placeholder}>
            <GiftIcon size={32} />
          </span>
        )}
      </Link>

      <div className={styles.details}>
        <h3 className={styles.name}>{product ? <Link to={productLink}>{name}</Link> : name}</h3>
        <LineOptions item={item} />
        {product?.isLimitedOffer && <Badge tone="brand">Limited offer</Badge>}
        {product && priced?.unitPrice && (
          <div className={styles.unitPrice}>
            <Price price={priced.unitPrice} compareAt={priced.unitMrp ?? product.mrp} size="small" />
            <span className={styles.each}>each</span>
          </div>
        )}
      </div>

      <div className={styles.controls}>
        {adjustable && priced && (
          <QuantityControl
            value={item.quantity}
            max={Math.max(priced.maxQuantity, 0)}
            onChange={onQuantityChange}
            itemName={name}
            disabled={priced.maxQuantity <= 0}
          />
        )}
        {capHint && <span className={styles.capHint}>{capHint}</span>}
        {priced?.lineTotal && countsInTotal && (
          <strong className={styles.lineTotal} aria-label={`Line total ${priced.lineTotal.formatted}`}>
            {priced.lineTotal.formatted}
          </strong>
        )}
        {!noticeOffersRemove && (
          <Button variant="ghost" size="small" onClick={onRemove} aria-label={`Remove ${name} from cart`}>
            Remove
          </Button>
        )}
      </div>

      {notice && priced && (
        <div className={[styles.notice, styles[notice.tone]].join(' ')} role="status">
          <span>{notice.message}</span>
          {notice.fix === 'acknowledge-price' && priced.unitPrice && (
            <Button variant="secondary" size="small" onClick={() => onAcknowledgePrice(priced.unitPrice!.paise)}>
              OK
            </Button>
          )}
          {notice.fix === 'reduce-quantity' && (
            <Button variant="secondary" size="small" onClick={() => onQuantityChange(priced.maxQuantity)}>
              Change to {priced.maxQuantity}
            </Button>
          )}
          {notice.fix === 'choose-variant' && (
            <Link to={productLink} className={styles.noticeLink}>
              See options
            </Link>
          )}
          {noticeOffersRemove && (
            <Button variant="danger" size="small" onClick={onRemove} aria-label={`Remove ${name} from cart`}>
              Remove
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/** Why + stopped: the limited offer's cap or the stock. */
function capText(priced: PricedCartLine, product: PricedCartLine['product']): string {
  const cap = product?.isLimitedOffer ? product.limitedOfferData?.maxQuantity : null;
  return cap != null && cap <= priced.maxQuantity ? `Limit ${cap} per order` : `Only ${priced.maxQuantity} in stock`;
}
