import type { AdminCategoriesQuery as AdminCategories } from '../../gql/graphql';
import { Link } from 'react-router-dom';
import { ADMIN_URLS } from '../../lib/urls';
import { TextArea, TextField } from '../../ui';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import type { ProductSectionProps } from './use-product-form';
import styles from './admin-form.module.css';

const GST_RATES = ['0', '3', '5', '18', '40'];

interface DetailsSectionProps extends ProductSectionProps {
  categories: AdminCategories['adminCategories'];
  setCategory: (category: string) => void;
}

/** The product's name, category and subcategory, and short description. */
export function ProductDetailsSection({ form, set, err, categories, setCategory }: DetailsSectionProps) {
  const subcategories = categories.find((entry) => entry.name === form.category)?.subcategories ?? [];
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Details</h2>
      <TextField
        label="Product name"
        value={form.productName}
        onChange={(event) => set('productName', event.target.value)}
        error={err('productName')}
        maxLength={120}
      />
      <div className={styles.row}>
        <SelectField
          label="Category"
          value={form.category}
          onChange={(event) => setCategory(event.target.value)}
          error={err('category')}
        >
          <option value="">Choose a category</option>
          {categories.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Subcategory"
          value={form.subCategory}
          onChange={(event) => set('subCategory', event.target.value)}
          error={err('subCategory')}
          disabled={subcategories.length === 0}
        >
          <option value="">None</option>
          {subcategories.map((entry) => (
            <option key={entry.name} value={entry.name}>
              {entry.name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea
        label="Short description"
        rows={4}
        value={form.shortDescription}
        onChange={(event) => set('shortDescription', event.target.value)}
        error={err('shortDescription')}
      />
    </section>
  );
}

/** The selling price and MRP, the GST rate, HSN code and country of origin. */
export function ProductPriceSection({ form, set, err }: ProductSectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Price and tax</h2>
      <div className={styles.row}>
        <TextField
          label="Selling price (₹)"
          inputMode="decimal"
          value={form.sellingPrice}
          onChange={(event) => set('sellingPrice', event.target.value)}
          error={err('sellingPrice')}
          hint="Including GST"
        />
        <TextField
          label="MRP (₹)"
          inputMode="decimal"
          value={form.mrp}
          onChange={(event) => set('mrp', event.target.value)}
          error={err('mrp')}
          hint="Shown struck through when higher"
        />
      </div>
      <div className={styles.row}>
        <SelectField
          label="GST rate"
          value={form.gstRate}
          onChange={(event) => set('gstRate', event.target.value)}
          error={err('gstRate')}
        >
          <option value="">From the HSN code (GST rates table)</option>
          {GST_RATES.map((rate) => (
            <option key={rate} value={rate}>
              {rate} %
            </option>
          ))}
        </SelectField>
        <TextField
          label="HSN code"
          inputMode="numeric"
          value={form.hsnCode}
          onChange={(event) => set('hsnCode', event.target.value)}
          error={err('hsnCode')}
          hint="4, 6 or 8 digits"
        />
        <TextField
          label="Country of origin"
          value={form.countryOfOrigin}
          onChange={(event) => set('countryOfOrigin', event.target.value)}
          error={err('countryOfOrigin')}
        />
      </div>
      <p className={styles.hint}>
        Each HSN heading allows only some GST rates (fresh flowers, HSN 0603, are exempt):{' '}
        <Link to={ADMIN_URLS.gstRates}>see the GST rates table</Link>.
      </p>
    </section>
  );
}

/** Whether shoppers see the product. */
export function ProductVisibilitySection({ form, set }: ProductSectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Visibility</h2>
      <Checkbox checked={form.hidden} onChange={(event) => set('hidden', event.target.checked)}>
        Hidden: not listed to shoppers (old orders keep their copy)
      </Checkbox>
    </section>
  );
}
