// GST documents against the real Firestore and Auth emulators, two real servers and the local Razorpay test gateway
// over HTTP, nothing mocked: invoices of exempt and taxable goods (a bill of supply, an invoice-cum-bill of supply),
// and credit notes numbered in the refund's or cancellation's transaction, unique and consecutive across instances;
// the buyer's own invoice (another buyer's order is NOT_FOUND), and an invoice issued after a refund showing the net.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { signedInAdmin } from '../support/admin-support.js';
import {
  addPhotoMug,
  ADDRESS_TN,
  eventually,
  newKey,
  PLACE_ORDER,
  SHOP_SETTINGS,
  type OrdersHarness,
  type PlacedOrder,
} from '../support/orders-harness.js';
import { gatewayKeys, startPaymentsShop } from '../support/payments-harness.js';

let gateway: TestGateway;
let shop: OrdersHarness;
let shopperToken: string;
let adminToken: string;

const INVOICE = `{ kind title total { paise } taxable { paise } cgst { paise } sgst { paise } exemptValue { paise }
  number { number } lines { description hsnCode gstRate exempt lineTotal { paise } discount { paise }
    taxable { paise } cgst { paise } sgst { paise } igst { paise } total { paise } }
  charges { label sacCode gstRate taxable { paise } cgst { paise } sgst { paise } total { paise } }
  sold { paise } payable { paise } totalInWords
  refundedBeforeInvoicing { total { paise } taxable { paise } cgst { paise } sgst { paise } igst { paise } } }`;
const MY_INVOICE = `query ($id: ID!) { myOrderInvoice(orderId: $id) ${INVOICE} order(id: $id) { invoice { number } } }`;
const CREDIT_NOTES = `creditNotes { number reason invoiceNumber orderNumber total { paise } taxable { paise }
  cgst { paise } sgst { paise } igst { paise } totalInWords
  parties { billTo { firstName lastName city } shipTo { firstName lastName city } placeOfSupply }
  lines { description code gstRate total { paise } taxable { paise } cgst { paise } sgst { paise } } }`;

interface CreditNoteView {
  number: string;
  reason: string;
  invoiceNumber: string;
  total: { paise: number };
  taxable: { paise: number };
  cgst: { paise: number };
  sgst: { paise: number };
  lines: { code: string | null; gstRate: number; total: { paise: number }; cgst: { paise: number } }[];
  parties: { billTo: Record<string, string>; shipTo: Record<string, string>; placeOfSupply: string };
}

async function asAdmin<T>(query: string, variables: Record<string, unknown>, server = 0): Promise<T> {
  const { body } = await shop.graphql<T>(query, variables, adminToken, server);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function place(
  paymentMethod: 'ONLINE' | 'COD',
  lines: { productId: string; quantity: number }[],
): Promise<{ id: string; totalPaise: number }> {
  const { body } = await shop.graphql<PlacedOrder>(
    PLACE_ORDER,
    { input: { lines, address: ADDRESS_TN, paymentMethod, acceptTerms: true }, key: newKey() },
    shopperToken,
  );
  const order = body.data?.placeOrder.order;
  if (!order) throw new Error(JSON.stringify(body));
  return { id: order.id, totalPaise: (order.breakdown as { total: { paise: number } }).total.paise };
}

async function paid(lines = [{ productId: 'mug', quantity: 1 }]): Promise<{ id: string; totalPaise: number }> {
  const order = await place('ONLINE', lines);
  const stored = (await shop.db.doc(`orders/${order.id}`).get()).data() as { payment: { providerOrderId: string } };
  const payment = await gateway.pay(stored.payment.providerOrderId, 'success', { method: 'upi' });
  const { body } = await shop.graphql<{ confirmPayment: { userErrors: unknown[] } }>(
    'mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { userErrors { code } } }',
    {
      input: {
        orderId: order.id,
        razorpayPaymentId: payment.razorpay_payment_id,
        razorpayOrderId: payment.razorpay_order_id,
        razorpaySignature: payment.razorpay_signature!,
      },
    },
    shopperToken,
  );
  expect(body.data?.confirmPayment.userErrors).toEqual([]);
  return order;
}

async function issueInvoice(orderId: string) {
  const data = await asAdmin<{ adminIssueInvoice: { invoice: any; userErrors: unknown[] } }>(
    `mutation ($id: ID!) { adminIssueInvoice(orderId: $id) { invoice ${INVOICE} userErrors { code } } }`,
    { id: orderId },
  );
  expect(data.adminIssueInvoice.userErrors).toEqual([]);
  return data.adminIssueInvoice.invoice;
}

const REFUND = `mutation ($id: ID!, $input: AdminRefundInput!) { adminRefundOrder(id: $id, input: $input) {
  order { order { ${CREDIT_NOTES} } } userErrors { field code message } } }`;

async function refund(id: string, amountPaise: number, server = 0) {
  const data = await asAdmin<{
    adminRefundOrder: { order: { order: { creditNotes: CreditNoteView[] } } | null; userErrors: unknown[] };
  }>(REFUND, { id, input: { amountPaise, reason: 'Damaged in transit', idempotencyKey: newKey() } }, server);
  expect(data.adminRefundOrder.userErrors, JSON.stringify(data.adminRefundOrder.userErrors)).toEqual([]);
  return data.adminRefundOrder.order!.order.creditNotes;
}

async function shopperCreditNotes(id: string): Promise<CreditNoteView[]> {
  const { body } = await shop.graphql<{ order: { creditNotes: CreditNoteView[] } | null }>(
    `query ($id: ID!) { order(id: $id) { ${CREDIT_NOTES} } }`,
    { id },
    shopperToken,
  );
  return body.data!.order!.creditNotes;
}

beforeAll(async () => {
  ({ gateway, shop } = await startPaymentsShop(gatewayKeys('tax-documents')));
  gateway.setWebhookBehaviour({ mode: 'deliver' });
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 100 } });
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 0 });
  await addPhotoMug(shop, 500);
  // Fresh cut flowers still carrying the 18 % they were once charged: the HSN table makes them exempt.
  await shop.db.doc('products/roses').set({
    productName: 'Red roses',
    category: 'Flowers',
    sellingPrice: 899,
    stock: 500,
    gstRate: 18,
    hsnCode: '0603',
  });
  await eventually(async () => {
    const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
      '{ product(id: "roses") { stockCount } }',
    );
    return body.data?.product?.stockCount === 500 ? true : undefined;
  }, 'the roses in the catalog');
  shopperToken = (await shop.shopper('tax-documents')).idToken;
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await gateway?.stop();
});

describe('invoices of exempt and taxable goods', () => {
  it('makes a COD order of a mug and roses an invoice-cum-bill of supply: roses exempt, fee a service with SAC', async () => {
    const order = await place('COD', [
      { productId: 'mug', quantity: 1 },
      { productId: 'roses', quantity: 1 },
    ]);
    const invoice = await issueInvoice(order.id);
    expect(invoice.kind).toBe('TAX_INVOICE_CUM_BILL_OF_SUPPLY');
    expect(invoice.title).toBe('Tax Invoice cum Bill of Supply');
    const [mug, roses] = invoice.lines;
    expect(mug).toMatchObject({ hsnCode: '6912', gstRate: 18, exempt: false, taxable: { paise: 29576 } });
    expect(mug.cgst.paise + mug.sgst.paise).toBe(5324);
    expect(roses).toEqual({
      description: 'Red roses',
      hsnCode: '0603',
      gstRate: 0,
      exempt: true,
      lineTotal: { paise: 89900 },
      discount: { paise: 0 },
      taxable: { paise: 89900 },
      cgst: { paise: 0 },
      sgst: { paise: 0 },
      igst: { paise: 0 },
      total: { paise: 89900 },
    });
    // ₹1,248 ships free; the COD fee is a financial service at the shop's 18 %.
    expect(invoice.charges).toEqual([
      expect.objectContaining({ label: 'Cash on delivery fee', sacCode: '9971', gstRate: 18, total: { paise: 4900 } }),
    ]);
    expect(invoice.exemptValue.paise).toBe(89900);
    expect(invoice.total.paise).toBe(order.totalPaise);
    // The exempt roses are outside the taxable value: the mug and the fee alone, then GST and exempt make the total.
    expect(invoice.taxable.paise).toBe(29576 + invoice.charges[0]!.taxable.paise);
    expect(invoice.taxable.paise + invoice.cgst.paise + invoice.sgst.paise + invoice.exemptValue.paise).toBe(
      invoice.total.paise,
    );
  });

  it('makes an online order of roses alone a bill of supply without tax', async () => {
    const order = await paid([{ productId: 'roses', quantity: 2 }]);
    const invoice = await issueInvoice(order.id);
    expect(invoice).toMatchObject({
      kind: 'BILL_OF_SUPPLY',
      title: 'Bill of Supply',
      total: { paise: 179800 },
      // Exempt goods alone: nothing is taxable.
      taxable: { paise: 0 },
      exemptValue: { paise: 179800 },
      cgst: { paise: 0 },
      sgst: { paise: 0 },
      charges: [],
    });
    expect(invoice.lines[0]).toMatchObject({ exempt: true, gstRate: 0 });
  });

  it('shows shipping as a courier service (SAC 9968) at its rate', async () => {
    const order = await place('COD', [{ productId: 'roses', quantity: 1 }]);
    const invoice = await issueInvoice(order.id);
    expect(invoice.kind).toBe('TAX_INVOICE_CUM_BILL_OF_SUPPLY');
    expect(invoice.charges[0]).toMatchObject({
      label: 'Shipping',
      sacCode: '9968',
      gstRate: 18,
      total: { paise: 7900 },
    });
  });
});

describe('credit notes', () => {
  it('a refund before the invoice makes none; after it, a note that references the invoice and reverses its tax', async () => {
    const order = await paid();
    expect(await refund(order.id, 1000)).toEqual([]);
    const invoice = await issueInvoice(order.id);
    const notes = await refund(order.id, 10000);
    expect(notes).toHaveLength(1);
    const [note] = notes;
    expect(note).toMatchObject({ reason: 'REFUND', invoiceNumber: invoice.number.number, total: { paise: 10000 } });
    expect(note!.number).toMatch(/^CN\/\d{4}-\d{2}\/\d{4}$/);
    // ₹100 of the ₹349 mug: the goods first, the ₹79 shipping untouched; at 18 %, taxable 10000 × 100 / 118.
    expect(note!.lines.map((line) => [line.code, line.total.paise])).toEqual([['6912', 10000]]);
    expect(note!.taxable.paise).toBe(8475);
    expect(note!.cgst.paise + note!.sgst.paise).toBe(1525);
    expect(await shopperCreditNotes(order.id)).toEqual(notes);
  });

  it('a cancellation after the invoice credits what is left of it, so the notes add up to the invoice', async () => {
    const order = await paid();
    const invoice = await issueInvoice(order.id);
    await refund(order.id, 5000);
    const cancelled = await asAdmin<{
      adminCancelOrder: { order: { order: { creditNotes: CreditNoteView[] } } | null; userErrors: unknown[] };
    }>(
      `mutation ($id: ID!) { adminCancelOrder(id: $id, reason: "Out of stock") {
        order { order { ${CREDIT_NOTES} } } userErrors { code } } }`,
      { id: order.id },
    );
    expect(cancelled.adminCancelOrder.userErrors).toEqual([]);
    const notes = cancelled.adminCancelOrder.order!.order.creditNotes;
    expect(notes.map((note) => note.reason)).toEqual(['REFUND', 'CANCELLATION']);
    expect(notes[1]!.total.paise).toBe(invoice.total.paise - 5000);
    expect(notes.reduce((sum, note) => sum + note.total.paise, 0)).toBe(invoice.total.paise);
    // Each note names the parties as the invoice does: the buyer is billed and, with no recipient, shipped to.
    const buyer = { firstName: ADDRESS_TN.firstName, lastName: ADDRESS_TN.lastName, city: ADDRESS_TN.city };
    for (const note of notes)
      expect(note.parties).toEqual({ billTo: buyer, shipTo: buyer, placeOfSupply: 'Tamil Nadu (33)' });
  });

  it('numbers 8 concurrent refunds of 4 invoiced orders over two servers uniquely and consecutively', async () => {
    const orders = [];
    for (let index = 0; index < 4; index += 1) {
      const order = await paid();
      await issueInvoice(order.id);
      orders.push(order);
    }
    const started = performance.now();
    await Promise.all(
      orders.flatMap((order, index) => [refund(order.id, 5000, index % 2), refund(order.id, 7000, (index + 1) % 2)]),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    console.info(`8 refunds with credit notes at once over two servers in ${seconds} s`);
    const perOrder = await Promise.all(orders.map((order) => shopperCreditNotes(order.id)));
    for (const notes of perOrder) {
      expect(notes.map((note) => note.total.paise).sort((a, b) => a - b)).toEqual([5000, 7000]);
    }
    const numbers = perOrder.flat().map((note) => note.number);
    const sequences = numbers.map((number) => Number(number.split('/').at(-1))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(sequences).toEqual(Array.from({ length: 8 }, (_, index) => sequences[0]! + index));
    const counters = await shop.db.collection('creditNoteCounters').get();
    expect(counters.docs.map((doc) => doc.data().lastSequence)).toEqual([sequences.at(-1)]);
  });
});

describe("the buyer's invoice", () => {
  type MyInvoice = { myOrderInvoice: unknown; order: { invoice: { number: string } | null } | null };

  it('answers the buyer only once it is issued, the same invoice as the owner sees; another buyer gets NOT_FOUND', async () => {
    const order = await place('COD', [{ productId: 'mug', quantity: 1 }]);
    const before = await shop.graphql<MyInvoice>(MY_INVOICE, { id: order.id }, shopperToken);
    expect(before.body).toEqual({ data: { myOrderInvoice: null, order: { invoice: null } } });
    const invoice = await issueInvoice(order.id);
    const mine = await shop.graphql<MyInvoice>(MY_INVOICE, { id: order.id }, shopperToken, 1);
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data).toEqual({ myOrderInvoice: invoice, order: { invoice: { number: invoice.number.number } } });
    const stranger = (await shop.shopper('tax-documents-other')).idToken;
    const theirs = await shop.graphql<{ myOrderInvoice: unknown }>(
      'query ($id: ID!) { myOrderInvoice(orderId: $id) { number { number } } }',
      { id: order.id },
      stranger,
    );
    expect(theirs.body.data?.myOrderInvoice ?? null).toBeNull();
    expect(theirs.body.errors?.map((error) => [error.message, error.extensions?.code])).toEqual([
      ['We could not find this order.', 'NOT_FOUND'],
    ]);
  });

  it('issued after a refund, shows what was sold, the refund deducted with its tax and the net; a cancellation credits the net', async () => {
    const order = await paid();
    await refund(order.id, 10000);
    const invoice = await issueInvoice(order.id);
    expect(invoice.sold.paise).toBe(order.totalPaise);
    expect(invoice.refundedBeforeInvoicing.total.paise).toBe(10000);
    // ₹100 of a ₹349 mug and ₹79 shipping, both at 18 %: 8474 taxable and 1526 GST inside it.
    expect(invoice.refundedBeforeInvoicing.taxable.paise).toBe(8474);
    const refundTax = invoice.refundedBeforeInvoicing.cgst.paise + invoice.refundedBeforeInvoicing.sgst.paise;
    expect(refundTax).toBe(1526);
    expect(invoice.total.paise).toBe(order.totalPaise - 10000);
    expect(invoice.payable.paise).toBe(order.totalPaise - 10000);
    expect(invoice.taxable.paise + invoice.cgst.paise + invoice.sgst.paise).toBe(invoice.total.paise);
    const rowsTax = [...invoice.lines, ...invoice.charges].reduce(
      (sum: number, row: { cgst: { paise: number }; sgst: { paise: number } }) => sum + row.cgst.paise + row.sgst.paise,
      0,
    );
    expect(invoice.cgst.paise + invoice.sgst.paise).toBe(rowsTax - refundTax);
    const mine = await shop.graphql<MyInvoice>(MY_INVOICE, { id: order.id }, shopperToken);
    expect(mine.body.data?.myOrderInvoice).toEqual(invoice);
    const cancelled = await asAdmin<{ adminCancelOrder: { order: { order: { creditNotes: CreditNoteView[] } } } }>(
      `mutation ($id: ID!) { adminCancelOrder(id: $id, reason: "Out of stock") { order { order { ${CREDIT_NOTES} } } } }`,
      { id: order.id },
    );
    const notes = cancelled.adminCancelOrder.order.order.creditNotes;
    expect(notes.map((note) => [note.reason, note.total.paise])).toEqual([['CANCELLATION', invoice.total.paise]]);
  });
});
