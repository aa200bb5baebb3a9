import { useId } from 'react';
import { QuantityControl } from '../../ui/QuantityControl';
import { TextArea } from '../../ui/TextField';
import type { DetailedProduct, ProductPurchase } from './use-product-purchase';
import styles from './ProductPage.module.css';

const TEXT_LIMIT = 500;
const LOW_STOCK = 10;

function variantStockText(stock: number): string {
  if (stock <= 0) return 'Out of stock';
  if (stock < LOW_STOCK) return `Only ${stock} left`;
  return 'In stock';
}

interface ChoiceProps {
  product: DetailedProduct;
  purchase: ProductPurchase;
}

/**
 * The product's variants as radio buttons in the owner's order, each with its stock (and its price when options differ
 * in price); sold-out ones cannot be chosen.
 */
export function VariantChoice({ product, purchase }: ChoiceProps) {
  const ids = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Choose an option</legend>
      <div className={styles.variants}>
        {product.variants.map((option) => (
          <label key={option.name} className={styles.variant}>
            <input
              type="radio"
              name={`${ids}-variant`}
              value={option.name}
              checked={purchase.variantName === option.name}
              disabled={!option.inStock}
              onChange={() => purchase.setVariantName(option.name)}
            />
            <span className={styles.variantLabel}>
              {option.name}
              {product.pricesVary && <span className={styles.variantPrice}>{option.sellingPrice.formatted}</span>}
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
  );
}

/** The quantity to add, up to what the cart still allows, and a limited offer's cap per order. */
export function QuantityChoice({ purchase }: { purchase: ProductPurchase }) {
  const ids = useId();
  return (
    <div className={styles.quantityRow}>
      <label className={styles.quantityLabel} htmlFor={`${ids}-quantity`}>
        Quantity
      </label>
      <QuantityControl
        inputId={`${ids}-quantity`}
        size="large"
        value={purchase.quantity}
        max={purchase.addable}
        onChange={purchase.setQuantity}
        disabled={!purchase.canAdd}
      />
      {purchase.limitedOfferMax !== null && (
        <p className={styles.limitNote}>Limited offer: at most {purchase.limitedOfferMax} per order.</p>
      )}
    </div>
  );
}

/**
 * "Make it personal": a customization text where the product takes one (not flowers or cakes), gift wrap and a gift
 * message.
 */
export function PersonalChoices({
  purchase,
  takesCustomText,
}: {
  purchase: ProductPurchase;
  takesCustomText: boolean;
}) {
  const ids = useId();
  return (
    <section className={styles.personal} aria-labelledby={`${ids}-personal`}>
      <h2 id={`${ids}-personal`}>Make it personal</h2>
      {takesCustomText && (
        <TextArea
          label="Customization (optional)"
          hint="A name, date or short text to print or engrave."
          value={purchase.customization}
          maxLength={TEXT_LIMIT}
          rows={2}
          onChange={(event) => purchase.setCustomization(event.target.value)}
        />
      )}
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={purchase.giftWrap}
          onChange={(event) => purchase.setGiftWrap(event.target.checked)}
        />
        Gift wrap this item
      </label>
      <TextArea
        label="Gift message (optional)"
        hint="We'll write it on a card and tuck it in with the gift."
        value={purchase.giftMessage}
        maxLength={TEXT_LIMIT}
        rows={3}
        onChange={(event) => purchase.setGiftMessage(event.target.value)}
      />
    </section>
  );
}
