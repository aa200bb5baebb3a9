import type { AdminCouponScopeOptionsQuery } from '../../../gql/graphql';
import { Checkbox } from '../../../ui/Checkbox';
import { SearchablePicker } from './SearchablePicker';
import type { CouponSectionProps } from './use-coupon-form';
import styles from './coupons.module.css';

/** Percentage or fixed amount off, its cap, and the minimum order. */
export function CouponDiscountSection({ values, set, field }: CouponSectionProps) {
  const percent = values.discountType === 'PERCENTAGE';
  return (
    <fieldset className={styles.section}>
      <legend>Discount</legend>
      <div className={styles.kindSwitch} role="radiogroup" aria-label="Kind of discount">
        <label>
          <input
            type="radio"
            name="discountType"
            checked={percent}
            onChange={() => set('discountType', 'PERCENTAGE')}
          />
          Percentage off
        </label>
        <label>
          <input type="radio" name="discountType" checked={!percent} onChange={() => set('discountType', 'FIXED')} />
          Fixed amount off
        </label>
      </div>
      <div className={styles.row}>
        {percent ? (
          <>
            {field('percentOff', 'Percent off (%)', { inputMode: 'numeric', hint: '1 to 100' })}
            {field('maxDiscount', 'Maximum discount (₹)', { inputMode: 'decimal', hint: 'Empty: no cap' })}
          </>
        ) : (
          field('amountOff', 'Amount off (₹)', { inputMode: 'decimal' })
        )}
        {field('minimumOrder', 'Minimum order (₹)', {
          inputMode: 'decimal',
          hint: 'Of the items it applies to. Empty: no minimum',
        })}
      </div>
    </fieldset>
  );
}

/** The dates it is valid, how often it may be used, and whether only on a first order. */
export function CouponScheduleSection({ values, set, field }: CouponSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend>When and how often</legend>
      <div className={styles.row}>
        {field('validFrom', 'Valid from', { type: 'date', hint: 'Empty: at once' })}
        {field('validUntil', 'Valid until (last day)', { type: 'date', hint: 'Empty: never ends' })}
      </div>
      <div className={styles.row}>
        {field('usageLimit', 'Total uses allowed', { inputMode: 'numeric', hint: 'Empty: unlimited' })}
        {field('perShopperLimit', 'Uses per shopper', { inputMode: 'numeric', hint: 'Empty: unlimited' })}
      </div>
      <Checkbox checked={values.firstOrderOnly} onChange={(event) => set('firstOrderOnly', event.target.checked)}>
        First order only
      </Checkbox>
    </fieldset>
  );
}

type ScopeOptions = AdminCouponScopeOptionsQuery['adminCouponScopeOptions'];

/** The categories and products it applies to; none: the whole order. */
export function CouponScopeSection({
  values,
  set,
  errors,
  options,
}: CouponSectionProps & { options: ScopeOptions | undefined }) {
  return (
    <fieldset className={styles.section}>
      <legend>Applies to</legend>
      <p className={styles.muted}>
        Choose nothing for the whole order. Type to find a category or product; choose several.
      </p>
      <div className={styles.row}>
        <SearchablePicker
          label="Categories"
          options={(options?.categories ?? []).map((name) => ({ value: name, label: name }))}
          selected={values.categories}
          onChange={(selected) => set('categories', selected)}
          error={errors.categories}
        />
        <SearchablePicker
          label="Products"
          options={(options?.products ?? []).map((product) => ({
            value: product.id,
            label: `${product.name} (${product.category})`,
          }))}
          selected={values.productIds}
          onChange={(selected) => set('productIds', selected)}
          error={errors.productIds}
        />
      </div>
    </fieldset>
  );
}

/** Whether shoppers can use it, and whether it is listed on their coupons page. */
export function CouponVisibilitySection({ values, set }: CouponSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend>Visibility</legend>
      <Checkbox checked={values.active} onChange={(event) => set('active', event.target.checked)}>
        Active (shoppers can use it within its dates)
      </Checkbox>
      <Checkbox checked={values.listed} onChange={(event) => set('listed', event.target.checked)}>
        Listed on shoppers&apos; coupons page (unlisted codes still work when typed)
      </Checkbox>
    </fieldset>
  );
}
