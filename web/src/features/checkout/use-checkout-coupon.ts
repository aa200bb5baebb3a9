// The coupon code the review step prices and applies. The server says whether it applies: a code that does not is
// dropped, with its reason; one that does is remembered for the rest of the checkout.
import { useCallback, useEffect, useState } from 'react';
import { forgetCoupon, normaliseCouponCode, rememberCoupon, rememberedCoupon } from '../../shop/applied-coupon';

export interface CouponRefusal {
  code: string;
  message: string;
}

export interface CheckoutCoupon {
  /** The code being priced or applied, or null. */
  code: string | null;
  /** Why the last code tried does not apply. */
  refusal: CouponRefusal | null;
  apply: (code: string) => void;
  remove: () => void;
  /** Drops `code`, saying why (the quote's verdict, or placeOrder's when its last use went to someone else). */
  refuse: (code: string, message: string) => void;
}

export function useCheckoutCoupon(): CheckoutCoupon {
  const [code, setCode] = useState<string | null>(() => rememberedCoupon());
  const [refusal, setRefusal] = useState<CouponRefusal | null>(null);
  const refuse = useCallback((refused: string, message: string) => {
    setRefusal({ code: refused, message });
    setCode(null);
    forgetCoupon();
  }, []);
  const apply = (typed: string) => {
    setRefusal(null);
    setCode(normaliseCouponCode(typed));
  };
  const remove = () => {
    setRefusal(null);
    setCode(null);
    forgetCoupon();
  };
  return { code, refusal, apply, remove, refuse };
}

/** Acts on the quote's verdict on the code in use: remembers a code that applies, refuses one that does not. */
export function useCouponVerdict(
  coupon: Pick<CheckoutCoupon, 'code' | 'refuse'>,
  check: { code: string; applied: boolean; message: string } | null,
): void {
  const { code, refuse } = coupon;
  useEffect(() => {
    if (code === null || check === null || check.code !== code) return;
    if (check.applied) rememberCoupon(code);
    else refuse(check.code, check.message);
  }, [code, check, refuse]);
}
