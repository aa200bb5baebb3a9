import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { CouponField_CheckFragment } from '../../gql/graphql';
import { Button, TextField } from '../../ui';
import styles from './CheckoutPage.module.css';

/** What the quote says about the code sent with it. */
export const CouponFieldCheckFragment = graphql(`
  fragment CouponField_check on CouponCheck {
    code
    applied
    discount {
      ...Money
    }
    description
    refusal
    message
    deliveryNote
  }
`);

export interface CouponFieldProps {
  /** The quote's verdict on the code in use, or null when no code is in use. */
  check: CouponField_CheckFragment | null;
  /** Why the last code tried does not apply (it is no longer in use). */
  refusal: { code: string; message: string } | null;
  /** A code is being priced. */
  busy: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}

/** The review step's coupon field: type a code and apply it, or see what it takes off and remove it. */
export function CouponField({ check, refusal, busy, onApply, onRemove }: CouponFieldProps) {
  const [typed, setTyped] = useState(refusal?.code ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed.trim() !== '') onApply(typed);
  }

  if (check?.applied) {
    return (
      <div className={styles.couponApplied} data-testid="coupon-applied" role="status">
        <div>
          <span>
            <strong>{check.code}</strong> applied. You save {check.discount.formatted}.
          </span>
          {check.description && <span className={styles.hint}>{check.description}</span>}
          {check.deliveryNote && (
            <span className={styles.hint} data-testid="coupon-delivery-note">
              {check.deliveryNote}
            </span>
          )}
        </div>
        <Button variant="ghost" size="small" onClick={onRemove}>
          Remove
        </Button>
      </div>
    );
  }
  return (
    <form className={styles.couponForm} onSubmit={submit} aria-label="Coupon">
      <TextField
        label="Coupon code"
        name="couponCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={40}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={refusal?.message ?? null}
      />
      <Button type="submit" variant="secondary" loading={busy} disabled={busy || typed.trim() === ''}>
        Apply
      </Button>
    </form>
  );
}
