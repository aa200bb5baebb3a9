import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { ADMIN_URLS, adminCouponUrl } from '../../../lib/urls';
import { Button, LoadError, Spinner, TextField } from '../../../ui';
import { AdminPage } from '../AdminPage';
import adminStyles from '../admin.module.css';
import { EMPTY_COUPON_FORM, formValuesOf, type CouponFormValues } from './coupon-form';
import { AdminCouponQuery } from './coupon-queries';
import {
  CouponDiscountSection,
  CouponScheduleSection,
  CouponScopeSection,
  CouponVisibilitySection,
} from './CouponFormSections';
import { useCouponForm } from './use-coupon-form';
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
  const { values, set, errors, field, scopeOptions, submit, saving } = useCouponForm(initial, editing);
  const sectionProps = { values, set, errors, field };
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

        <CouponDiscountSection {...sectionProps} />
        <CouponScheduleSection {...sectionProps} />
        <CouponScopeSection {...sectionProps} options={scopeOptions} />
        <CouponVisibilitySection {...sectionProps} />

        <div className={styles.actions}>
          <Button type="submit" loading={saving}>
            {editing ? 'Save coupon' : 'Create coupon'}
          </Button>
          <Link to={ADMIN_URLS.coupons}>Cancel</Link>
        </div>
      </form>
    </AdminPage>
  );
}
