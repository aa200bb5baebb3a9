import { Button, TextField } from '../../ui';
import { Checkbox } from '../../ui/Checkbox';
import type { VariantFormState } from './product-form';
import type { ProductSectionProps } from './use-product-form';
import styles from './admin-form.module.css';

/** The product form's stock: one count, or variants each with its own; and the limited offer's cap per order. */
export function ProductStockSection({ form, set, err }: ProductSectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Stock</h2>
      <Checkbox checked={form.hasVariant} onChange={(event) => set('hasVariant', event.target.checked)}>
        This product has variants (size, colour …) with their own stock and, if you like, their own price
      </Checkbox>
      {!form.hasVariant && (
        <TextField
          label="Units in stock"
          className={styles.narrow}
          inputMode="numeric"
          value={form.stock}
          onChange={(event) => set('stock', event.target.value)}
          error={err('stock')}
        />
      )}
      {form.hasVariant && <VariantRows form={form} set={set} err={err} />}
      <Checkbox checked={form.isLimitedOffer} onChange={(event) => set('isLimitedOffer', event.target.checked)}>
        Limited offer
      </Checkbox>
      {form.isLimitedOffer && (
        <TextField
          label="Maximum quantity per order"
          className={styles.narrow}
          inputMode="numeric"
          value={form.limitedOfferMaxQuantity}
          onChange={(event) => set('limitedOfferMaxQuantity', event.target.value)}
          error={err('limitedOfferMaxQuantity')}
          hint="Leave empty for no cap"
        />
      )}
    </section>
  );
}

function VariantRows({ form, set, err }: ProductSectionProps) {
  const change = (index: number, patch: Partial<VariantFormState>) =>
    set(
      'variants',
      form.variants.map((v, i) => (i === index ? { ...v, ...patch } : v)),
    );
  return (
    <div className={styles.variants}>
      {err('variants') && (
        <p className={styles.fieldError} role="alert">
          {err('variants')}
        </p>
      )}
      <p className={styles.hint}>
        Options show in this order. Leave an option&apos;s price or MRP empty to sell it at the product&apos;s.
      </p>
      {form.variants.map((variant, index) => (
        <div className={styles.variantRow} key={index}>
          <TextField
            label={`Variant ${index + 1} name`}
            value={variant.name}
            onChange={(event) => change(index, { name: event.target.value })}
            error={err(`variants[${index}].name`)}
          />
          <TextField
            label="Stock"
            inputMode="numeric"
            value={variant.stock}
            onChange={(event) => change(index, { stock: event.target.value })}
            error={err(`variants[${index}].stock`)}
          />
          <TextField
            label="Price (₹)"
            inputMode="decimal"
            value={variant.sellingPrice ?? ''}
            placeholder={form.sellingPrice}
            onChange={(event) => change(index, { sellingPrice: event.target.value })}
            error={err(`variants[${index}].sellingPrice`)}
          />
          <TextField
            label="MRP (₹)"
            inputMode="decimal"
            value={variant.mrp ?? ''}
            placeholder={form.mrp}
            onChange={(event) => change(index, { mrp: event.target.value })}
            error={err(`variants[${index}].mrp`)}
          />
          <Button
            variant="ghost"
            size="small"
            aria-label={`Remove variant ${index + 1}`}
            onClick={() =>
              set(
                'variants',
                form.variants.filter((_, i) => i !== index),
              )
            }
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        size="small"
        onClick={() => set('variants', [...form.variants, { name: '', stock: '0', sellingPrice: '', mrp: '' }])}
      >
        Add variant
      </Button>
    </div>
  );
}
