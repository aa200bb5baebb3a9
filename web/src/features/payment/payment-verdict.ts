// What the payment status page shows, from the server's view of the order and what just happened in the browser.

export type ServerPaymentStatus =
  'AWAITING_PAYMENT' | 'FAILED' | 'PAID' | 'REFUND_PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'NOT_PAID';

/**
 * What the browser last saw: nothing yet, Checkout.js reported success (the server may not know yet), a failure,
 * or the window closed.
 */
export type BrowserPhase = 'idle' | 'confirming' | 'failed' | 'dismissed';

export type Verdict = 'paid' | 'failed' | 'pending' | 'waiting' | 'closed' | 'expired' | 'refunded';

export function verdictOf(status: ServerPaymentStatus, phase: BrowserPhase): Verdict {
  switch (status) {
    case 'PAID':
    case 'PARTIALLY_REFUNDED':
      return 'paid';
    case 'REFUND_PENDING':
    case 'REFUNDED':
      return 'refunded';
    case 'NOT_PAID':
      return 'expired';
    case 'FAILED':
      return phase === 'confirming' ? 'pending' : 'failed';
    case 'AWAITING_PAYMENT':
      if (phase === 'confirming') return 'pending';
      if (phase === 'failed') return 'failed';
      return phase === 'dismissed' ? 'closed' : 'waiting';
  }
}

/** Whether the page should keep asking the server. */
export function keepsPolling(verdict: Verdict): boolean {
  return verdict === 'pending' || verdict === 'waiting' || verdict === 'closed' || verdict === 'failed';
}

/** Whether "Try again" / "Pay now" can reopen the payment window. */
export function canPay(verdict: Verdict): boolean {
  return verdict === 'failed' || verdict === 'closed' || verdict === 'waiting';
}
