// The shopper's printable invoice: the sheet the shop issued, with the refund made before invoicing deducted, and
// a plain "not found" for an order without one.
import { ApolloLink } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { answeringLink, money, renderPage } from '../../testing/shop-test-kit';
import InvoicePage from './InvoicePage';

const zero = money(0);
const taxes = (taxable: number, cgst: number, sgst: number, total: number) => ({
  taxable: money(taxable),
  cgst: money(cgst),
  sgst: money(sgst),
  igst: zero,
  total: money(total),
});

const buyer = () => ({
  __typename: 'OrderParty',
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'asha@example.in',
  phone: '+919876543210',
  address: '12 Race Course Road',
  landmark: null,
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
});

/** A ₹1,180 mug, ₹590 of it refunded before the invoice was issued. */
const invoice = {
  __typename: 'Invoice',
  kind: 'TAX_INVOICE',
  title: 'Tax Invoice',
  number: { __typename: 'InvoiceNumber', number: 'LG/2026-27/00004', issuedAt: '2026-11-24T05:00:00.000Z' },
  orderNumber: 'LG-261124-ABCDE',
  orderPlacedAt: '2026-11-24T04:00:00.000Z',
  seller: {
    __typename: 'InvoiceSeller',
    legalName: 'Lovely Gifts Pvt Ltd',
    street: '24 Cross Cut Road',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: '33ABCDE1234F1Z5',
  },
  parties: {
    __typename: 'OrderParties',
    gift: false,
    delivery: null,
    placeOfSupply: 'Tamil Nadu (33)',
    billTo: buyer(),
    shipTo: buyer(),
  },
  placeOfSupply: 'Tamil Nadu (33)',
  supply: 'INTRA_STATE',
  lines: [
    {
      __typename: 'InvoiceLine',
      description: 'Photo Mug',
      hsnCode: '6912',
      quantity: 1,
      gstRate: 18,
      exempt: false,
      lineTotal: money(118000),
      discount: zero,
      ...taxes(100000, 9000, 9000, 118000),
    },
  ],
  charges: [],
  ...taxes(50000, 4500, 4500, 59000),
  discount: zero,
  exemptValue: zero,
  sold: money(118000),
  refundedBeforeInvoicing: { __typename: 'InvoiceRefund', ...taxes(50000, 4500, 4500, 59000) },
  roundOff: zero,
  payable: money(59000),
  totalInWords: 'Rupees Five Hundred Ninety Only',
};

function show(answer: unknown) {
  const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
  renderPage(
    <InvoicePage />,
    '/account/orders/:id/invoice',
    answeringLink(() => ({ myOrderInvoice: answer }), calls),
    [],
    '/account/orders/order-1/invoice',
  );
  return calls;
}

describe('the shopper invoice page', () => {
  it("asks for the order's invoice and shows what was sold, the refund before invoicing and the net", async () => {
    const calls = show(invoice);
    const sheet = await screen.findByTestId('invoice');
    expect(calls).toEqual([{ operationName: 'ShopperInvoice', variables: { orderId: 'order-1' } }]);
    expect(screen.getByTestId('invoice-title').textContent).toBe('Tax Invoice');
    expect(screen.getByTestId('invoice-number').textContent).toBe('LG/2026-27/00004');
    const refundRow = screen.getByTestId('invoice-refund-row');
    expect(refundRow.textContent).toContain('Less: refunded before invoicing');
    expect(refundRow.textContent).toContain('− ₹45');
    expect(refundRow.textContent).toContain('− ₹590');
    expect(screen.getByTestId('invoice-sold').textContent).toBe('₹1,180');
    expect(screen.getByTestId('invoice-refunded-before').textContent).toBe('− ₹590');
    expect(screen.getByTestId('invoice-total').textContent).toBe('₹590');
    expect(screen.getByTestId('invoice-payable').textContent).toBe('₹590');
    expect(screen.getByTestId('invoice-total-in-words').textContent).toContain('Rupees Five Hundred Ninety Only');
    expect(within(sheet).getByRole('link', { name: '← Back to the order' }).getAttribute('href')).toBe(
      '/account/orders/order-1',
    );
    expect(within(sheet).getByRole('button', { name: 'Print or save as PDF' })).toBeTruthy();
  });

  it('prints no refund row for an invoice without a refund before it', async () => {
    show({ ...invoice, ...taxes(100000, 9000, 9000, 118000), refundedBeforeInvoicing: null, payable: money(118000) });
    await screen.findByTestId('invoice');
    expect(screen.queryByTestId('invoice-refund-row')).toBeNull();
    expect(screen.queryByTestId('invoice-sold')).toBeNull();
    expect(screen.getByTestId('invoice-total').textContent).toBe('₹1,180');
  });

  it('says so when the order has no invoice', async () => {
    show(null);
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(screen.queryByTestId('invoice')).toBeNull();
  });
});

describe('the shopper invoice page for an order not theirs', () => {
  it("says not found, not the API's error, when the server answers NOT_FOUND", async () => {
    const notFound = new ApolloLink(
      () =>
        new Observable((observer) => {
          observer.next({
            data: { myOrderInvoice: null },
            errors: [{ message: 'We could not find this order.', extensions: { code: 'NOT_FOUND' } }],
          });
          observer.complete();
        }),
    );
    renderPage(<InvoicePage />, '/account/orders/:id/invoice', notFound, [], '/account/orders/order-9/invoice');
    expect(await screen.findByText('Invoice not found')).toBeTruthy();
    expect(screen.queryByText(/We could not load this invoice/)).toBeNull();
  });
});
