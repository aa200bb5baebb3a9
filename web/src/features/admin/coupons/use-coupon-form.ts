import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ADMIN_URLS } from '../../../lib/urls';
import { bindTextFields } from '../bound-text-fields';
import { couponInputOf, fieldErrorsOf, type CouponFormValues, type FieldErrors } from './coupon-form';
import { AdminCouponScopeOptionsQuery, AdminCreateCouponMutation, AdminUpdateCouponMutation } from './coupon-queries';

/** Sets one value of the coupon form and clears that field's error. */
export type SetCouponValue = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) => void;

/** What each section of the coupon form gets: the values, their setter, the errors and a bound text field maker. */
export interface CouponSectionProps {
  values: CouponFormValues;
  set: SetCouponValue;
  errors: FieldErrors;
  field: ReturnType<typeof bindTextFields<CouponFormValues>>;
}

/** The coupon form's values, its errors (the form's own checks, then the server's), the scope options, and saving. */
export function useCouponForm(initial: CouponFormValues, editing: boolean) {
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
  return {
    values,
    set,
    errors,
    field,
    scopeOptions: scope.data?.adminCouponScopeOptions,
    submit,
    saving: creating || updating,
  };
}
