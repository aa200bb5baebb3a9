// What the shop needs of a payment provider, independent of which one: Razorpay in production, the local test
// gateway (speaking Razorpay's API) in local mode and tests. Amounts are integer paise.

/** A payment as the provider reports it. Only `captured` money is the shop's. */
export interface ProviderPayment {
  readonly id: string;
  /** The provider order it pays, or null. */
  readonly providerOrderId: string | null;
  readonly status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  readonly amountPaise: number;
  readonly currency: string;
  /** upi, card, netbanking, wallet … or null. */
  readonly method: string | null;
  /** Why it failed, in the provider's words (failed payments only). */
  readonly errorDescription: string | null;
}

export interface ProviderOrder {
  readonly id: string;
  readonly amountPaise: number;
  readonly currency: string;
  readonly receipt: string | null;
  readonly status: string;
}

export interface ProviderRefund {
  readonly id: string;
  readonly paymentId: string;
  readonly amountPaise: number;
  /** pending, processed or failed. */
  readonly status: 'pending' | 'processed' | 'failed';
}

export interface CreateProviderOrder {
  readonly amountPaise: number;
  readonly currency: 'INR';
  /** Our order number (unique, at most 40 characters). */
  readonly receipt: string;
  readonly notes: Readonly<Record<string, string>>;
}

/** The provider answered with an error, or could not be reached in time. */
export class PaymentProviderError extends Error {
  /** The provider's own words for what went wrong (Razorpay's `error.description`), when it gave them. */
  readonly description: string | null;

  constructor(
    message: string,
    /** HTTP status, or null when there was no answer. */
    readonly status: number | null,
    options?: { cause?: unknown; description?: string | null },
  ) {
    super(message, options);
    this.description = options?.description ?? null;
    this.name = 'PaymentProviderError';
  }
}

export interface PaymentProvider {
  /** The public key id Checkout.js is opened with. */
  readonly keyId: string;
  /** The script the browser loads (Checkout.js, or the test gateway's stand-in). */
  readonly checkoutScriptUrl: string;
  createOrder(request: CreateProviderOrder): Promise<ProviderOrder>;
  /**
   * Whether the browser's callback signature is the provider's for this payment of the provider order WE stored
   * (never the order id the browser sends back).
   */
  verifyCallback(storedProviderOrderId: string, paymentId: string, signature: string): boolean;
  /** Whether a webhook's signature header matches its raw body. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
  fetchPayment(paymentId: string): Promise<ProviderPayment>;
  fetchOrderPayments(providerOrderId: string): Promise<readonly ProviderPayment[]>;
  /** Refunds (part of) a payment; the same idempotency key never refunds twice. */
  refund(
    paymentId: string,
    amountPaise: number,
    idempotencyKey: string,
    notes: Readonly<Record<string, string>>,
  ): Promise<ProviderRefund>;
}
