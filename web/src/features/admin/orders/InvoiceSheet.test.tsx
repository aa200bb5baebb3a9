// The printed invoice from the API's figures: which document it is, exempt lines without tax, each line's discount,
// fees as services with SAC and rate, the signature line.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceSheet_InvoiceFragment } from '../../../gql/graphql';
import { answeringLink, money, renderPage } from '../../../testing/shop-test-kit';
import { InvoiceSheet } from './InvoiceSheet';

const zero = money(0);
const seller = {
  legalName: 'Lovely Gifts Pvt Ltd',
  street: '24 Cross Cut Road',
  city: 'Coimbatore',
  postalCode: '641012',
  state: 'Tamil Nadu',
  gstin: null,
};
const buyer = {
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'asha@example.in',
  phone: '+919876543210',
  address: '12 Race Course Road',
  landmark: null,
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};
const roses = {
  description: 'Red roses',
  hsnCode: '0603',
  quantity: 1,
  gstRate: 0,
  exempt: true,
  lineTotal: money(89900),
  discount: zero,
  taxable: money(89900),
  cgst: zero,
  sgst: zero,
  igst: zero,
  total: money(89900),
};
const mug = {
  description: 'Photo Mug',
  hsnCode: '6912',
  quantity: 1,
  gstRate: 18,
  exempt: false,
  lineTotal: money(34900),
  discount: money(5522),
  taxable: money(24897),
  cgst: money(2241),
  sgst: money(2240),
  igst: zero,
  total: money(29378),
};
const codFee = {
  label: 'Cash on delivery fee',
  sacCode: '9971',
  gstRate: 18,
  taxable: money(4153),
  cgst: money(374),
  sgst: money(373),
  igst: zero,
  total: money(4900),
};

function invoice(patch: Partial<InvoiceSheet_InvoiceFragment>): InvoiceSheet_InvoiceFragment {
  return {
    kind: 'TAX_INVOICE_CUM_BILL_OF_SUPPLY',
    title: 'Tax Invoice cum Bill of Supply',
    number: { number: 'LG/2026-27/00001', issuedAt: '2026-11-24T05:00:00.000Z' },
    orderNumber: 'LG-261124-ABCDE',
    orderPlacedAt: '2026-11-24T04:00:00.000Z',
    seller,
    parties: { billTo: buyer, shipTo: buyer, gift: false, delivery: null, placeOfSupply: 'Tamil Nadu (33)' },
    placeOfSupply: 'Tamil Nadu (33)',
    supply: 'INTRA_STATE',
    lines: [mug, roses],
    charges: [codFee],
    taxable: money(29050),
    cgst: money(2615),
    sgst: money(2613),
    igst: zero,
    total: money(124178),
    discount: money(5522),
    exemptValue: money(89900),
    sold: money(124178),
    refundedBeforeInvoicing: null,
    roundOff: money(22),
    payable: money(124200),
    totalInWords: 'Rupees One Thousand Two Hundred Forty-Two Only',
    ...patch,
  };
}

function show(value: InvoiceSheet_InvoiceFragment) {
  renderPage(
    <InvoiceSheet invoice={value} orderId="order-1" />,
    '/invoice',
    answeringLink(() => ({})),
  );
}

const recipient = {
  firstName: 'Meena',
  lastName: 'Iyer',
  email: null,
  phone: '+919812345678',
  address: '7 Lake View Road',
  landmark: 'Opposite the temple',
  city: 'Bengaluru',
  postalCode: '560001',
  state: 'Karnataka',
};

describe('InvoiceSheet', () => {
  it('bills the buyer and ships a gift to its recipient, with the delivery date and slot', () => {
    show(
      invoice({
        parties: {
          billTo: buyer,
          shipTo: recipient,
          gift: true,
          delivery: {
            mode: 'LOCAL',
            date: '2026-11-28',
            text: 'Arrives Sat 28 Nov, 23:00–23:59',
            slot: { id: 'midnight', label: 'Midnight' },
          },
          placeOfSupply: 'Tamil Nadu (33)',
        },
      }),
    );
    expect(screen.getByTestId('invoice-bill-to').textContent).toContain('Asha Raman');
    expect(screen.getByTestId('invoice-bill-to').textContent).not.toContain('Meena');
    expect(screen.getByTestId('invoice-ship-to').textContent).toContain('Meena Iyer');
    expect(screen.getByTestId('invoice-ship-to').textContent).toContain('7 Lake View Road');
    expect(screen.getByTestId('delivery-when').textContent).toBe('Deliver: Sat 28 Nov, 23:00–23:59 · Slot: Midnight');
  });

  it('prints a mixed order as an invoice-cum-bill of supply: exempt line without tax, discount, fee with SAC', () => {
    show(invoice({}));
    expect(screen.getByTestId('invoice-title').textContent).toBe('Tax Invoice cum Bill of Supply');
    const [mugRow, rosesRow] = screen.getAllByTestId('invoice-line');
    expect(
      within(mugRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Photo Mug', '6912', '1', '₹349', '− ₹55.22', '₹248.97', '18 %', '₹22.41', '₹22.40', '₹293.78']);
    expect(rosesRow!.textContent).toContain('Red roses (exempt)');
    // Exempt goods are outside the taxable value: no taxable cell, and the total's taxable value is the taxed rows'.
    expect(within(rosesRow!).getAllByRole('cell')[5]!.textContent).toBe('—');
    const totals = screen.getByTestId('invoice-totals').textContent;
    expect(totals).toContain('Exempt supplies₹899');
    expect(totals).toContain('Taxable value₹290.50');
    expect(within(rosesRow!).getByText('Exempt: no GST (bill of supply)')).toHaveAttribute('colspan', '3');
    const fee = screen.getByTestId('invoice-charge');
    expect(within(fee).getByText('SAC 9971')).toBeInTheDocument();
    expect(within(fee).getByText('18 %')).toBeInTheDocument();
    expect(screen.getByTestId('document-signature').textContent).toBe('For Lovely Gifts Pvt LtdAuthorised Signatory');
    expect(screen.getByTestId('invoice-round-off').textContent).toBe('+₹0.22');
    expect(screen.getByTestId('invoice-payable').textContent).toBe('₹1,242');
  });

  it('prints exempt goods alone as a bill of supply, without tax columns', () => {
    show(
      invoice({
        kind: 'BILL_OF_SUPPLY',
        title: 'Bill of Supply',
        lines: [roses],
        charges: [],
        taxable: zero,
        cgst: zero,
        sgst: zero,
        total: money(89900),
        discount: zero,
        roundOff: zero,
        payable: money(89900),
      }),
    );
    expect(screen.getByTestId('invoice-title').textContent).toBe('Bill of Supply');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).not.toContain('CGST');
    expect(headers).not.toContain('Rate');
    expect(screen.queryByText('Exempt: no GST (bill of supply)')).toBeNull();
    expect(screen.getByTestId('invoice-totals').textContent).not.toContain('GST');
    expect(screen.queryByTestId('invoice-round-off')).toBeNull();
  });
});
