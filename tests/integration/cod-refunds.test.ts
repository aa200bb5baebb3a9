// The owner's record of money handed back on a delivered cash-on-delivery order outside Razorpay (in cash),
// through adminRefundOrder, against the real Firestore and Auth emulators and two real servers: capped at what was
// collected less earlier refunds, once per idempotency key, a credit note for each, shown to the shopper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPaise } from '../../server/src/domain/money.js';
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

let codEmail: string;

async function place(token: string): Promise<{ id: string; totalPaise: number; orderNumber: string; email: string }> {
  const { body } = await placeOneLine(shop, token, { paymentMethod: 'COD' });
  const order = body.data?.placeOrder.order;
  if (!order) throw new Error(JSON.stringify(body));
  const totalPaise = (order.breakdown as { total: { paise: number } }).total.paise;
  return { id: order.id, totalPaise, orderNumber: order.orderNumber, email: codEmail };
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
  const shopper = await shop.shopper('cash-refunded');
  codToken = shopper.idToken;
  codEmail = shopper.email;
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('adminRefundOrder on cash on delivery (handed back outside Razorpay)', () => {
  const CASH_REFUND = `mutation ($id: ID!, $input: AdminRefundInput!) { adminRefundOrder(id: $id, input: $input) {
    order { actions refundable { paise } order { id status payment { status }
      cashRefunds { amount { paise } note refundedAt } creditNotes { number reason note total { paise } lines { kind description total { paise } } }
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
          note: string | null;
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
  async function deliveredCod(): Promise<{ id: string; totalPaise: number; orderNumber: string; email: string }> {
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
    // A partial refund credits the goods first: ₹100 of a ₹349 mug touches no fee; the note gives the owner's words.
    const firstNote = first.order!.order.creditNotes[0]!;
    expect(firstNote.note).toBe('Chipped mug, paid back by UPI');
    expect(firstNote.lines.map((line) => [line.kind, line.description, line.total.paise])).toEqual([
      ['GOODS', 'Photo Mug', part],
    ]);

    // Beyond the goods left, the fees are credited for the rest, shared over the order's fee lines by their labels.
    const goodsLeft = 34_900 - part;
    const second = await cashRefund(order.id, { amountPaise: goodsLeft + 2_000, reason: 'Whole mug and some fees' });
    expect(second.userErrors).toEqual([]);
    const credited = second.order!.order.creditNotes[1]!.lines;
    const feeLabels = second
      .order!.order.breakdown.chargeLines.filter((line) => !['ITEMS', 'DISCOUNT', 'ROUND_OFF'].includes(line.kind))
      .map((line) => line.label);
    expect(feeLabels.length).toBeGreaterThanOrEqual(2);
    expect(credited.filter((line) => line.kind === 'GOODS').map((line) => line.total.paise)).toEqual([goodsLeft]);
    expect(credited.filter((line) => line.kind === 'CHARGE').map((line) => line.description)).toEqual(feeLabels);
    expect(credited.filter((line) => line.kind === 'CHARGE').reduce((sum, line) => sum + line.total.paise, 0)).toBe(
      2_000,
    );
    const handedBack = part + goodsLeft + 2_000;

    const over = await cashRefund(order.id, { amountPaise: order.totalPaise - handedBack + 1, reason: 'More' });
    expect(over.order).toBeNull();
    expect(over.userErrors).toEqual([
      { field: 'input.amountPaise', code: 'INVALID', message: expect.stringMatching(/^At most ₹[\d,.]+ can still/) },
    ]);

    // The shopper's order: refunded and net from the server, each refund with its kind, filed as refunded.
    const { body } = await shop.graphql<{
      order: {
        cashRefunds: { amount: { paise: number }; note: string }[];
        paymentBucket: string;
        refundSummary: {
          refunded: { paise: number };
          net: { paise: number };
          state: string;
          entries: { kind: string; amount: { paise: number }; reason: string | null; status: string }[];
        };
      };
    }>(
      `query ($id: ID!) { order(id: $id) { cashRefunds { amount { paise } note } paymentBucket
        refundSummary { refunded { paise } net { paise } state entries { kind amount { paise } reason status } } } }`,
      { id: order.id },
      codToken,
    );
    expect(body.data?.order.cashRefunds).toEqual([
      { amount: { paise: part }, note: 'Chipped mug, paid back by UPI' },
      { amount: { paise: goodsLeft + 2_000 }, note: 'Whole mug and some fees' },
    ]);
    expect(body.data?.order.paymentBucket).toBe('REFUNDED');
    expect(body.data?.order.refundSummary).toEqual({
      refunded: { paise: handedBack },
      net: { paise: order.totalPaise - handedBack },
      state: 'PARTIAL',
      entries: [
        { kind: 'CASH', amount: { paise: part }, reason: 'Chipped mug, paid back by UPI', status: 'HANDED_BACK' },
        {
          kind: 'CASH',
          amount: { paise: goodsLeft + 2_000 },
          reason: 'Whole mug and some fees',
          status: 'HANDED_BACK',
        },
      ],
    });
    expect(await auditCount(order.id)).toBe(2);

    // The buyer is told of each refund as of an online one: one mail per refund, to the verified e-mail.
    const mails = (await shop.db.collection('mail').where('to', '==', order.email).get()).docs
      .map((doc) => doc.data() as { message: { subject: string; text: string } })
      .filter((mail) => mail.message.subject.includes('refunded'));
    expect(mails.map((mail) => mail.message.subject).sort()).toEqual(
      [
        `Lovely Gifts Coimbatore: ₹100 refunded on your order ${order.orderNumber}`,
        `Lovely Gifts Coimbatore: ${formatPaise(goodsLeft + 2_000)} refunded on your order ${order.orderNumber}`,
      ].sort(),
    );
    expect(mails.map((mail) => mail.message.text).join('\n')).toContain(
      'It was handed back to you by the shop (in cash).\nReason: Chipped mug, paid back by UPI',
    );
    // The first refund's mail counts only itself; the second's counts both.
    const firstMail = mails.find((mail) => mail.message.subject.includes('₹100 refunded'))!;
    expect(firstMail.message.text).toContain(
      `refunded in all ₹100; the order now comes to ${formatPaise(order.totalPaise - 100_00)}.`,
    );
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
    // One refund mail per refund recorded, the same key on two servers included.
    const mails = (await shop.db.collection('mail').where('to', '==', order.email).get()).docs.filter((doc) =>
      String(doc.get('message.subject')).includes(`refunded on your order ${order.orderNumber}`),
    );
    expect(mails).toHaveLength(3);
  });
});
