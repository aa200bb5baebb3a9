// Razorpay's Checkout.js (or the local test gateway's stand-in), loaded only when the shopper pays: a <script> added
// on demand, once per URL, never part of the shop's own bundle.

export interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayCheckout {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

const loading = new Map<string, Promise<RazorpayConstructor>>();

function current(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}

export function loadCheckoutScript(url: string): Promise<RazorpayConstructor> {
  const known = loading.get(url);
  if (known) return known;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      const Razorpay = current();
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('The payment window did not load.'));
    };
    script.onerror = () => {
      loading.delete(url);
      script.remove();
      reject(new Error('The payment window could not be loaded.'));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

export interface PaymentSessionLike {
  orderId: string;
  keyId: string;
  providerOrderId: string;
  amount: { paise: number };
  currency: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
  scriptUrl: string;
}

export type CheckoutOutcome =
  { kind: 'paid'; response: RazorpaySuccess } | { kind: 'dismissed'; afterFailure: boolean };

/**
 * Opens the payment window and resolves when it is done with: paid, or closed. A failed attempt is reported through
 * `onFailed` while the window stays open (the shopper may retry there, as in Razorpay's own window).
 */
export async function openCheckout(
  session: PaymentSessionLike,
  onFailed: (description: string | null) => void,
): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckoutScript(session.scriptUrl);
  return new Promise<CheckoutOutcome>((resolve) => {
    let failed = false;
    const checkout = new Razorpay({
      key: session.keyId,
      amount: session.amount.paise,
      currency: session.currency,
      name: session.name,
      description: session.description,
      order_id: session.providerOrderId,
      prefill: session.prefill,
      notes: { orderId: session.orderId },
      theme: { color: '#b83280' },
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: { ondismiss: () => resolve({ kind: 'dismissed', afterFailure: failed }) },
    });
    checkout.on('payment.failed', (response) => {
      failed = true;
      onFailed(response.error?.description ?? null);
    });
    checkout.open();
  });
}
