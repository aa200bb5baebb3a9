// Shared by the CheckoutPage*.test.tsx files: the server's answers to the checkout operations (typed from the generated
// operation types, so a field the pages start selecting cannot be missing here), and the shopper's steps through it.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type {
  ChargeKind,
  CheckoutAccountEmailQuery,
  CheckoutAddressStepQuery,
  CheckoutDeliveryOptionsQuery,
  CheckoutReviewQuery,
  DeliverySlotKind,
  DeliverySlotUnavailable,
  PinCodePlaceQuery,
  PlaceOrderMutation,
} from '../gql/graphql';
import { addToCart, clearCart } from '../shop/cart-state';
import { money, type Answer } from './shop-test-kit';
import { mocked, type Mocked } from './typed-answers';

type Quote = Mocked<CheckoutReviewQuery['checkoutQuote']>;
type Payload = Mocked<PlaceOrderMutation>;
type UserError = Payload['placeOrder']['userErrors'][number];
type Problem = { code: string; message: string; availableQuantity?: number | null };
export type QuoteOptions = {
  lineProblems?: Problem[];
  problems?: Problem[];
  /** The shop's own delivery on a date and slot (deliveryOptions answers localOptions); else a courier. */
  local?: boolean;
  /** With local: the first open day (Sat 28 Nov) has only the ₹199 midnight slot left, as for a photo mug. */
  midnightOnlyFirstDay?: boolean;
};
/** Answers placeOrder, given its variables. */
export type PlaceOrderAnswer = (operationName: string, variables: Record<string, unknown>) => Payload;

export const profile = {
  __typename: 'UserProfile',
  id: 'uid-1',
  firstName: 'Priya',
  lastName: 'Raman',
  email: 'priya@example.in',
  phone: '+919876543210',
  address: '12 Race Course Road',
  city: 'Coimbatore',
  pincode: '641018',
  state: 'Tamil Nadu',
};
const indianStates = ['Karnataka', 'Kerala', 'Tamil Nadu'];

function gst(totalPaise: number, intra: boolean): Quote['breakdown']['gst'] {
  const tax = Math.round(totalPaise - (totalPaise * 100) / 118);
  return {
    __typename: 'GstBreakdown',
    taxable: money(totalPaise - tax),
    total: money(tax),
    cgst: money(intra ? tax / 2 : 0),
    sgst: money(intra ? tax / 2 : 0),
    igst: money(intra ? 0 : tax),
    supply: intra ? 'INTRA_STATE' : 'INTER_STATE',
  };
}

/**
 * The coupon verdict: FESTIVE20 takes ₹100 off; TENPC takes 10 % (₹99.80 of two Rose Mugs) and, as the server says when
 * a coupon takes the items under the free-delivery line, warns that delivery then costs ₹49; any other code is unknown.
 */
function couponCheck(code: string | null | undefined): Quote['coupon'] {
  if (!code) return null;
  const festive = code === 'FESTIVE20';
  const tenPercent = code === 'TENPC';
  const applied = festive || tenPercent;
  const discount = festive ? 10000 : tenPercent ? 9980 : 0;
  return {
    __typename: 'CouponCheck',
    code,
    applied,
    discount: money(discount),
    description: festive ? '20% off up to ₹100' : tenPercent ? '10% off' : null,
    refusal: applied ? null : 'UNKNOWN_CODE',
    message: applied
      ? `You save ${money(discount).formatted} with ${code}.`
      : `We don't recognise the coupon code ${code}.`,
    deliveryNote: tenPercent ? 'Delivery becomes ₹49 with this coupon.' : null,
  };
}

const asProblem = (p: Problem) => ({ __typename: 'CheckoutProblem', availableQuantity: null, ...p });

/**
 * A checkoutQuote as the server would answer it: Rose Mug at ₹499, ₹49 shipping, ₹30 COD fee; FESTIVE20 takes ₹100
 * off.
 */
export function quote(variables: Record<string, unknown>, { lineProblems = [], problems = [] }: QuoteOptions = {}) {
  const input = (variables['input'] ?? {}) as {
    lines: { productId: string; variant?: string; quantity: number }[];
    state?: string;
    couponCode?: string | null;
    delivery?: { date: string; slotId: string | null } | null;
  };
  const coupon = couponCheck(input.couponCode);
  const discount = coupon?.discount.paise ?? 0;
  const lines = input.lines.map((line) => ({
    __typename: 'QuoteLine',
    productId: line.productId,
    variant: line.variant ?? null,
    quantity: line.quantity,
    maxQuantity: 5,
    counted: lineProblems.length === 0,
    product: { __typename: 'Product', id: line.productId, productName: 'Rose Mug', thumbnail: null },
    unitPrice: money(49900),
    lineTotal: money(49900 * line.quantity),
    problems: lineProblems.map(asProblem),
  }));
  const items = lines.reduce((sum, line) => sum + line.lineTotal.paise, 0);
  const slotSurcharge = input.delivery?.slotId === 'midnight' ? 19900 : 0;
  const exact = items - discount + 4900 + slotSurcharge + 3000;
  // Rounded to the whole rupee, half up, as the server rounds every payable total.
  const total = exact % 100 >= 50 ? exact - (exact % 100) + 100 : exact - (exact % 100);
  return mocked<CheckoutReviewQuery['checkoutQuote']>({
    __typename: 'CheckoutQuote',
    lines,
    breakdown: {
      __typename: 'PriceBreakdown',
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      itemsSubtotal: money(items),
      couponCode: coupon?.applied ? coupon.code : null,
      discount: money(discount),
      chargeLines: [
        charge('ITEMS', `Items (${lines.reduce((sum, line) => sum + line.quantity, 0)} items)`, items),
        ...(discount > 0 ? [charge('DISCOUNT', `Discount (${coupon?.code ?? ''})`, -discount)] : []),
        charge('SHIPPING', 'Shipping', 4900),
        ...(slotSurcharge > 0 ? [charge('SLOT_SURCHARGE', 'Delivery slot: Midnight', slotSurcharge)] : []),
        charge('COD_FEE', 'Cash on delivery fee', 3000),
        ...(total !== exact ? [charge('ROUND_OFF', 'Round off', total - exact)] : []),
      ],
      total: money(total),
      gst: gst(exact, input.state === 'Tamil Nadu'),
    },
    amountToFreeShipping: money(0),
    problems: problems.map(asProblem),
    canPlace: lineProblems.length === 0 && problems.length === 0 && (coupon?.applied ?? true),
    // The shop takes cash on delivery only in these tests.
    onlinePaymentAvailable: false,
    coupon,
    delivery: {
      __typename: 'QuoteDelivery',
      mode: input.delivery ? 'LOCAL' : 'COURIER',
      promise: input.delivery
        ? { __typename: 'DeliveryPromise', text: `Arrives on ${input.delivery.date} (${input.delivery.slotId})` }
        : null,
      nextAvailable: null,
    },
  });
}

function charge(kind: ChargeKind, label: string, paise: number) {
  return { __typename: 'ChargeLine' as const, kind, label, amount: money(paise) };
}

type DeliveryOptionsAnswer = Mocked<CheckoutDeliveryOptionsQuery['deliveryOptions']>;

function slotOption(
  date: string,
  id: string,
  label: string,
  times: [string, string],
  extra: { available?: boolean; unavailableReason?: DeliverySlotUnavailable; placesLeft?: number } = {},
) {
  const kind: DeliverySlotKind = id === 'standard' ? 'STANDARD' : id === 'midnight' ? 'MIDNIGHT' : 'FIXED';
  return {
    __typename: 'DeliverySlotOption',
    available: true,
    unavailableReason: null as DeliverySlotUnavailable | null,
    placesLeft: 5,
    slot: {
      __typename: 'DeliverySlot',
      id,
      kind,
      label,
      startTime: times[0],
      endTime: times[1],
      surcharge: money(id === 'midnight' ? 19900 : 0),
    },
    date,
    ...extra,
  };
}

/**
 * deliveryOptions for a Coimbatore PIN: today's slots are past the cut-off or full, tomorrow's are open (or, with
 * midnightOnlyFirstDay, tomorrow only midnight is in time and the day after has every slot).
 */
export function localOptions(pin: string, midnightOnlyFirstDay = false): DeliveryOptionsAnswer {
  const day = (date: string, open: boolean, standardOpen = open) => ({
    __typename: 'DeliveryDateOption',
    date,
    available: open,
    closedReason: null,
    slots: [
      slotOption(
        date,
        'standard',
        'Standard',
        ['09:00', '21:00'],
        standardOpen ? {} : { available: false, unavailableReason: open ? 'NOT_READY_IN_TIME' : 'PAST_CUTOFF' },
      ),
      slotOption(
        date,
        'midnight',
        'Midnight',
        ['23:00', '23:59'],
        open ? {} : { available: false, unavailableReason: 'FULL', placesLeft: 0 },
      ),
    ],
  });
  return mocked<CheckoutDeliveryOptionsQuery['deliveryOptions']>({
    __typename: 'DeliveryOptions',
    pin,
    deliverable: true,
    message: 'Delivered by the shop on the date and slot you choose.',
    mode: 'LOCAL',
    earliestDate: '2026-11-27',
    dates: midnightOnlyFirstDay
      ? [day('2026-11-27', false), day('2026-11-28', true, false), day('2026-11-29', true)]
      : [day('2026-11-27', false), day('2026-11-28', true)],
    courierPromise: null,
    lineProblems: [],
  });
}

/** deliveryOptions for a courier PIN. */
export function courierOptions(pin: string): DeliveryOptionsAnswer {
  return mocked<CheckoutDeliveryOptionsQuery['deliveryOptions']>({
    __typename: 'DeliveryOptions',
    pin,
    deliverable: true,
    message: 'By courier',
    mode: 'COURIER',
    earliestDate: '2026-11-26',
    dates: [],
    courierPromise: { __typename: 'DeliveryPromise', text: 'Arrives between Thu 26 Nov and Sat 28 Nov' },
    lineProblems: [],
  });
}

/** The PIN directory of the tests: Coimbatore, Chennai and Delhi. */
const PIN_PLACES: Record<string, { city: string; state: string }> = {
  '641018': { city: 'Coimbatore', state: 'Tamil Nadu' },
  '641002': { city: 'Coimbatore', state: 'Tamil Nadu' },
  '600001': { city: 'Chennai', state: 'Tamil Nadu' },
  '110001': { city: 'New Delhi', state: 'Delhi' },
};

export function pinPlace(pin: string) {
  const place = PIN_PLACES[pin];
  return mocked<PinCodePlaceQuery>({
    pinCode: place ? { __typename: 'PinCodePlace', pin, ...place } : null,
  });
}

export const order = { __typename: 'Order', id: 'order-1', orderNumber: 'LG-261122-7KQ2M' };

export const userError = (code: string, field: string | null, message: string): UserError => ({
  __typename: 'UserError',
  field,
  code,
  message,
});

/** placeOrder's answer when it places `order`. */
export function placed(): Payload {
  return { placeOrder: { __typename: 'PlaceOrderPayload', order, quote: null, userErrors: [] } };
}

/** placeOrder's answer when it places nothing. */
export function refused(...userErrors: UserError[]): Payload {
  return { placeOrder: { __typename: 'PlaceOrderPayload', order: null, quote: null, userErrors } };
}

export function answers(placeOrder?: PlaceOrderAnswer, quoteOptions?: QuoteOptions): Answer {
  return (operationName, variables) => {
    if (operationName === 'CheckoutAddressStep') return mocked<CheckoutAddressStepQuery>({ me: profile, indianStates });
    if (operationName === 'CheckoutAccountEmail')
      return mocked<CheckoutAccountEmailQuery>({
        me: { __typename: 'UserProfile', id: profile.id, email: profile.email },
      });
    if (operationName === 'CheckoutReview')
      return mocked<CheckoutReviewQuery>({ checkoutQuote: quote(variables, quoteOptions) });
    if (operationName === 'PlaceOrder' && placeOrder) return placeOrder(operationName, variables);
    if (operationName === 'PinCodePlace') return pinPlace(String(variables['pin']));
    if (operationName === 'CheckoutDeliveryOptions') {
      const pin = String(variables['pin']);
      return {
        deliveryOptions: quoteOptions?.local
          ? localOptions(pin, quoteOptions.midnightOnlyFirstDay)
          : courierOptions(pin),
      };
    }
    throw new Error(`unexpected ${operationName}`);
  };
}

export const routes = [
  { path: '/cart', element: <h1>Cart page</h1> },
  { path: '/account/orders/:id', element: <h1>Order page</h1> },
];

export function startCheckout() {
  sessionStorage.setItem('cameFromCart', 'true');
  addToCart({ id: 'mug', hasVariant: false, quantity: 2, giftWrap: true, giftMessage: 'Happy birthday' });
}

export async function completeAddressStep() {
  const form = await screen.findByRole('form', { name: 'Delivery address' });
  fireEvent.click(within(form).getByRole('button', { name: 'Continue to review' }));
  return screen.findByRole('heading', { name: 'Your order' });
}

export const placeButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Place order' });
export const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));

/** Through the address step to review, terms accepted, Place order pressed. */
export async function placeFromReview() {
  await completeAddressStep();
  acceptTerms();
  fireEvent.click(placeButton());
}

export type Calls = { operationName: string; variables: Record<string, unknown> }[];

/** Every checkout page test starts with an empty cart and session, and is unmounted with its spies restored after. */
export function resetCheckoutAroundEachTest(): void {
  beforeEach(() => {
    sessionStorage.clear();
    clearCart();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });
}
