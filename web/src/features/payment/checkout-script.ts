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
  { kind: 'paid'; response: RazorpaySuccess } | { kind: 'failed'; description: string | null } | { kind: 'dismissed' };

/** Opens the payment window and resolves with what the shopper did there. */
export async function openCheckout(session: PaymentSessionLike): Promise<CheckoutOutcome> {
  const Razorpay = await loadCheckoutScript(session.scriptUrl);
  return new Promise<CheckoutOutcome>((resolve) => {
    let failure: string | null | undefined;
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
      // Razorpay keeps its window open after a failure (the shopper may retry there); closing it ends the attempt.
      modal: {
        ondismiss: () =>
          resolve(failure !== undefined ? { kind: 'failed', description: failure } : { kind: 'dismissed' }),
      },
    });
    checkout.on('payment.failed', (response) => {
      failure = response.error?.description ?? null;
      resolve({ kind: 'failed', description: failure });
    });
    checkout.open();
  });
}
