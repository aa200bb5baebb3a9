// The owner's record of money handed back on a delivered cash-on-delivery order outside Razorpay (cash or UPI),
// through adminRefundOrder, against the real Firestore and Auth emulators and two real servers: capped at what was
// collected less earlier refunds, once per idempotency key, a credit note for each, shown to the shopper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import {
  addPhotoMug,
  newKey,
  placeOneLine,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
} from '../support/orders-harness.js';

let shop: OrdersHarness;
let adminToken: string;
let codToken: string;

async function place(token: string): Promise<{ id: string; totalPaise: number }> {
  const { body } = await placeOneLine(shop, token, { paymentMethod: 'COD' });
  const order = body.data?.placeOrder.order;
  if (!order) throw new Error(JSON.stringify(body));
  return { id: order.id, totalPaise: (order.breakdown as { total: { paise: number } }).total.paise };
}

async function auditCount(id: string): Promise<number> {
  const snapshot = await shop.db
    .collection('auditLog')
    .where('target.id', '==', id)
    .where('action', '==', 'order.refund')
    .get();
  return snapshot.size;
}

beforeAll(async () => {
  shop = await startOrdersHarness({ orderTransactionTimeoutMs: 20_000, servers: 2 });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 0 });
  await addPhotoMug(shop);
  codToken = (await shop.shopper('cash-refunded')).idToken;
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('adminRefundOrder on cash on delivery (handed back outside Razorpay)', () => {
  const CASH_REFUND = `mutation ($id: ID!, $input: AdminRefundInput!) { adminRefundOrder(id: $id, input: $input) {
    order { actions refundable { paise } order { id status payment { status }
      cashRefunds { amount { paise } note refundedAt } creditNotes { number reason total { paise } lines { kind description total { paise } } }
      breakdown { chargeLines { kind label } } } }
    userErrors { field code message } } }`;
  interface CashPayload {
    order: {
      actions: string[];
      refundable: { paise: number };
      order: {
        payment: null;
        cashRefunds: { amount: { paise: number }; note: string }[];
        creditNotes: {
          number: string;
          reason: string;
          total: { paise: number };
          lines: { kind: string; description: string; total: { paise: number } }[];
        }[];
        breakdown: { chargeLines: { kind: string; label: string }[] };
      };
    } | null;
    userErrors: { field: string | null; code: string; message: string }[];
  }
  async function cashRefund(
    id: string,
    input: { amountPaise: number; reason: string; idempotencyKey?: string },
    server = 0,
  ): Promise<CashPayload> {
    const { body } = await shop.graphql<{ adminRefundOrder: CashPayload }>(
      CASH_REFUND,
      { id, input: { idempotencyKey: newKey(), ...input } },
      adminToken,
      server,
    );
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.adminRefundOrder;
  }

  async function move(mutation: string, args: string, variables: Record<string, unknown>) {
    const { body } = await shop.graphql<Record<string, { userErrors: unknown[] }>>(
      `mutation (${args.split('|')[0]}) { ${mutation}(${args.split('|')[1]}) { userErrors { code message } } }`,
      variables,
      adminToken,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.[mutation]?.userErrors).toEqual([]);
  }

  /** A COD order packed (its invoice issued then), shipped and delivered: the cash is collected. */
  async function deliveredCod(): Promise<{ id: string; totalPaise: number }> {
    const order = await place(codToken);
    await move('adminMarkOrderPacked', '$id: ID!|id: $id', { id: order.id });
    await move('adminMarkOrderShipped', '$id: ID!, $s: ShipmentInput!|id: $id, shipment: $s', {
      id: order.id,
      s: { courier: 'India Post', trackingNumber: 'EE123456789IN' },
    });
    await move('adminMarkOrderDelivered', '$id: ID!|id: $id, confirmEarly: true', { id: order.id });
    return order;
  }

  it('refuses before delivery; after it records part with a credit note, the shopper sees it; refuses more', async () => {
    const placed = await place(codToken);
    const early = await cashRefund(placed.id, { amountPaise: 1_000, reason: 'Goodwill' });
    expect(early).toEqual({
      order: null,
      userErrors: [{ field: 'id', code: 'NOT_ALLOWED', message: expect.stringMatching(/once it is delivered/) }],
    });
    expect(await auditCount(placed.id)).toBe(0);

    const order = await deliveredCod();
    const part = 10_000;
    const first = await cashRefund(order.id, { amountPaise: part, reason: 'Chipped mug, paid back by UPI' });
    expect(first.userErrors).toEqual([]);
    expect(first.order).toMatchObject({
      refundable: { paise: order.totalPaise - part },
      order: {
        payment: null,
        cashRefunds: [{ amount: { paise: part }, note: 'Chipped mug, paid back by UPI' }],
        creditNotes: [{ reason: 'REFUND', total: { paise: part } }],
      },
    });
    expect(first.order!.actions).toContain('REFUND');
    // The credit note credits the invoice's goods and the order's fee lines by their charge-line labels, and its
    // rows add up to what it credits.
    const credited = first.order!.order.creditNotes[0]!.lines;
    const feeLabels = first
      .order!.order.breakdown.chargeLines.filter((line) => !['ITEMS', 'DISCOUNT', 'ROUND_OFF'].includes(line.kind))
      .map((line) => line.label);
    expect(feeLabels.length).toBeGreaterThanOrEqual(2);
    expect(credited.filter((line) => line.kind === 'CHARGE').map((line) => line.description)).toEqual(feeLabels);
    expect(credited.filter((line) => line.kind === 'GOODS').map((line) => line.description)).toEqual(['Photo Mug']);
    expect(credited.reduce((sum, line) => sum + line.total.paise, 0)).toBe(part);

    const over = await cashRefund(order.id, { amountPaise: order.totalPaise - part + 1, reason: 'More' });
    expect(over.order).toBeNull();
    expect(over.userErrors).toEqual([
      { field: 'input.amountPaise', code: 'INVALID', message: expect.stringMatching(/^At most ₹[\d,.]+ can still/) },
    ]);

    const { body } = await shop.graphql<{ order: { cashRefunds: { amount: { paise: number }; note: string }[] } }>(
      `query ($id: ID!) { order(id: $id) { cashRefunds { amount { paise } note } } }`,
      { id: order.id },
      codToken,
    );
    expect(body.data?.order.cashRefunds).toEqual([{ amount: { paise: part }, note: 'Chipped mug, paid back by UPI' }]);
    expect(await auditCount(order.id)).toBe(1);
  });

  it('the same key on both servers records once; five racing 40 % refunds over two servers: two succeed', async () => {
    const order = await deliveredCod();
    const input = { amountPaise: 2_000, reason: 'Late', idempotencyKey: newKey() };
    const [a, b] = await Promise.all([cashRefund(order.id, input, 0), cashRefund(order.id, input, 1)]);
    expect([a.userErrors, b.userErrors]).toEqual([[], []]);
    const stored = async () =>
      (await shop.db.doc(`orders/${order.id}`).get()).data() as {
        cashRefunds?: { amountPaise: number }[];
        creditNotes?: { amountPaise: number }[];
      };
    expect((await stored()).cashRefunds).toHaveLength(1);
    expect((await stored()).creditNotes).toHaveLength(1);

    const left = order.totalPaise - 2_000;
    const share = Math.floor(left * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        cashRefund(order.id, { amountPaise: share, reason: `Race ${index}` }, index % 2),
      ),
    );
    const succeeded = answers.filter((answer) => answer.userErrors.length === 0).length;
    const after = await stored();
    const refunded = after.cashRefunds!.reduce((sum, refund) => sum + refund.amountPaise, 0);
    console.info(
      `COD refund race: 5 × ${share} paise of ${left} left over 2 servers: ${succeeded} succeeded, ` +
        `${refunded} paise recorded in ${after.cashRefunds!.length} refunds and ${after.creditNotes!.length} notes`,
    );
    expect(succeeded).toBe(2);
    expect(after.cashRefunds).toHaveLength(3);
    expect(refunded).toBe(2_000 + 2 * share);
    expect(refunded).toBeLessThanOrEqual(order.totalPaise);
    // One credit note per refund, crediting exactly what was handed back.
    expect(after.creditNotes!.map((note) => note.amountPaise)).toEqual([2_000, share, share]);
    expect(await auditCount(order.id)).toBe(3);
  });
});
