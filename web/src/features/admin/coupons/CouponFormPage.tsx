import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ADMIN_URLS, adminCouponUrl } from '../../../lib/urls';
import { Button, LoadError, Spinner, TextField } from '../../../ui';
import { Checkbox } from '../../../ui/Checkbox';
import { AdminPage } from '../AdminPage';
import { bindTextFields } from '../bound-text-fields';
import adminStyles from '../admin.module.css';
import {
  couponInputOf,
  EMPTY_COUPON_FORM,
  fieldErrorsOf,
  formValuesOf,
  type CouponFormValues,
  type FieldErrors,
} from './coupon-form';
import {
  AdminCouponQuery,
  AdminCouponScopeOptionsQuery,
  AdminCreateCouponMutation,
  AdminUpdateCouponMutation,
} from './coupon-queries';
import styles from './coupons.module.css';

/** /admin/coupons/new and /admin/coupons/:code/edit: every rule of a coupon. */
export default function CouponFormPage() {
  const { code } = useParams<{ code: string }>();
  const editing = code !== undefined;
  const existing = useQuery(AdminCouponQuery, {
    variables: { code: code ?? '' },
    skip: !editing,
    fetchPolicy: 'network-only',
  });

  if (!editing) return <CouponForm initial={EMPTY_COUPON_FORM} editing={false} />;
  if (existing.loading) return <Spinner centered label="Loading the coupon" />;
  if (existing.error) return <LoadError onRetry={() => existing.refetch()}>The coupon could not be loaded.</LoadError>;
  const coupon = existing.data?.adminCoupon;
  if (!coupon)
    return (
      <AdminPage title="Coupon not found">
        <p>
          There is no coupon with the code {code}. <Link to={ADMIN_URLS.coupons}>Back to coupons</Link>
        </p>
      </AdminPage>
    );
  return <CouponForm initial={formValuesOf(coupon)} editing />;
}

function CouponForm({ initial, editing }: { initial: CouponFormValues; editing: boolean }) {
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const scope = useQuery(AdminCouponScopeOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const [create, { loading: creating }] = useMutation(AdminCreateCouponMutation);
  const [update, { loading: updating }] = useMutation(AdminUpdateCouponMutation);

  function set<K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const built = couponInputOf(values);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    try {
      const variables = { code: values.code, input: built.input };
      const payload = editing
        ? (await update({ variables })).data?.adminUpdateCoupon
        : (await create({ variables })).data?.adminCreateCoupon;
      if (!payload) throw new Error('no answer');
      if (payload.userErrors.length > 0 || !payload.coupon) {
        setErrors(fieldErrorsOf(payload.userErrors));
        return;
      }
      void navigate(ADMIN_URLS.coupons);
    } catch {
      setErrors({ form: 'The coupon could not be saved. Please try again.' });
    }
  }

  const field = bindTextFields(values, set, (name) => errors[name]);
  const percent = values.discountType === 'PERCENTAGE';
  const options = scope.data?.adminCouponScopeOptions;
  const title = editing ? `Edit ${values.code}` : 'New coupon';

  return (
    <AdminPage
      title={title}
      intro={
        editing ? (
          <Link to={adminCouponUrl(values.code)}>See the orders that used it</Link>
        ) : (
          'Shoppers type the code at checkout; codes are not case-sensitive.'
        )
      }
    >
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
        {errors.form && (
          <p className={adminStyles.formError} role="alert">
            {errors.form}
          </p>
        )}
        <fieldset className={styles.section}>
          <legend>The coupon</legend>
          <TextField
            label="Code"
            value={values.code}
            onChange={(event) => set('code', event.target.value.toUpperCase())}
            error={errors.code}
            hint={editing ? 'The code cannot change.' : '2–40 letters, digits, - or _'}
            readOnly={editing}
            required
            autoComplete="off"
          />
          {field('description', 'Description shoppers read', {
            hint: 'For example: Flat ₹150 off on hampers above ₹1,499. Empty: the offer in words.',
          })}
        </fieldset>

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
              <input
                type="radio"
                name="discountType"
                checked={!percent}
                onChange={() => set('discountType', 'FIXED')}
              />
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

        <fieldset className={styles.section}>
          <legend>Applies to</legend>
          <p className={styles.muted}>Choose nothing for the whole order. Hold Ctrl (⌘ on a Mac) to choose several.</p>
          <div className={styles.row}>
            <MultiSelect
              label="Categories"
              options={(options?.categories ?? []).map((name) => ({ value: name, label: name }))}
              selected={values.categories}
              onChange={(selected) => set('categories', selected)}
              error={errors.categories}
            />
            <MultiSelect
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

        <fieldset className={styles.section}>
          <legend>Visibility</legend>
          <Checkbox checked={values.active} onChange={(event) => set('active', event.target.checked)}>
            Active (shoppers can use it within its dates)
          </Checkbox>
          <Checkbox checked={values.listed} onChange={(event) => set('listed', event.target.checked)}>
            Listed on shoppers&apos; coupons page (unlisted codes still work when typed)
          </Checkbox>
        </fieldset>

        <div className={styles.actions}>
          <Button type="submit" loading={creating || updating}>
            {editing ? 'Save coupon' : 'Create coupon'}
          </Button>
          <Link to={ADMIN_URLS.coupons}>Cancel</Link>
        </div>
      </form>
    </AdminPage>
  );
}

function MultiSelect({
  label,
  options,
  selected,
  onChange,
  error,
}: {
  label: string;
  options: { value: string; label: string }[];
  selected: string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const id = `coupon-${label.toLowerCase()}`;
  // A saved entry no longer in the catalog stays visible so that it can be removed.
  const shown = [
    ...options,
    ...selected
      .filter((value) => !options.some((option) => option.value === value))
      .map((value) => ({ value, label: value })),
  ];
  return (
    <div className={styles.picker}>
      <label className={styles.pickerLabel} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        multiple
        value={selected}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange([...event.target.selectedOptions].map((option) => option.value))}
      >
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <span id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
