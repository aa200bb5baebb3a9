// The printed credit note names bill-to and ship-to as the invoice does: a gift's recipient is the ship-to.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreditNoteSheet_CreditNoteFragment } from '../gql/graphql';
import { partiesOf } from '../testing/order-seams';
import { money } from '../testing/shop-test-kit';
import { CreditNoteSheet } from './CreditNoteSheet';

afterEach(() => cleanup());

const buyer = {
  firstName: 'Asha',
  lastName: 'Raman',
  email: 'asha@example.in',
  phone: '+919876543210',
  address: '12 MG Road',
  landmark: null,
  city: 'Bengaluru',
  postalCode: '560001',
  state: 'Karnataka',
};
const recipient = {
  firstName: 'Meena',
  lastName: 'Iyer',
  phone: '+919876501234',
  address: '4 Avinashi Road',
  landmark: 'Opposite the temple',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};
const amounts = { taxable: money(9524), cgst: money(0), sgst: money(0), igst: money(476), total: money(10000) };

const note = {
  number: 'CN/2026-27/0001',
  issuedAt: '2026-11-29T06:00:00.000Z',
  reason: 'REFUND',
  invoiceNumber: 'LG/2026-27/00001',
  invoiceIssuedAt: '2026-11-28T06:00:00.000Z',
  orderNumber: 'LG-1001',
  seller: {
    legalName: 'Lovely Gifts Pvt Ltd',
    street: '24 Cross Cut Road',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: null,
  },
  parties: partiesOf({ address: buyer, recipient }),
  placeOfSupply: 'Karnataka (29)',
  supply: 'INTER_STATE',
  lines: [{ kind: 'GOODS', description: 'Chocolate Truffle Cake', code: '1905', gstRate: 5, ...amounts }],
  ...amounts,
  totalInWords: 'Rupees One Hundred Only',
} as unknown as CreditNoteSheet_CreditNoteFragment;

describe('CreditNoteSheet', () => {
  it('bills the buyer and ships to the gift’s recipient, as the invoice it credits', () => {
    render(<CreditNoteSheet note={note} actions={null} />);
    const billTo = screen.getByTestId('credit-note-bill-to').textContent;
    const shipTo = screen.getByTestId('credit-note-ship-to').textContent;
    expect(billTo).toContain('Asha Raman');
    expect(billTo).toContain('Bengaluru');
    expect(shipTo).toContain('Meena Iyer');
    expect(shipTo).toContain('4 Avinashi Road');
    expect(shipTo).not.toContain('Asha');
    expect(screen.queryByRole('heading', { name: 'Buyer' })).toBeNull();
    expect(screen.getByTestId('credit-note-total').textContent).toBe('Amount credited: ₹100');
  });

  it("gives the owner's words as a refund's reason, and the kind alone when there are none", () => {
    const { rerender } = render(<CreditNoteSheet note={{ ...note, note: 'Cake arrived crushed' }} actions={null} />);
    expect(screen.getByTestId('credit-note-reason').textContent).toBe('Refund: Cake arrived crushed');
    rerender(<CreditNoteSheet note={{ ...note, note: null }} actions={null} />);
    expect(screen.getByTestId('credit-note-reason').textContent).toBe('Refund');
  });

  it('prints the credited charge lines as the invoice does, by label with SAC, and the rows add up to the total', () => {
    const goods = { taxable: money(47_619), cgst: money(0), sgst: money(0), igst: money(2_381), total: money(50_000) };
    const fee = { taxable: money(6_695), cgst: money(0), sgst: money(0), igst: money(1_205), total: money(7_900) };
    const slot = { taxable: money(3_390), cgst: money(0), sgst: money(0), igst: money(610), total: money(4_000) };
    const withCharges = {
      ...note,
      lines: [
        { kind: 'GOODS', description: 'Red Roses (12 roses)', code: '0603', gstRate: 0, ...goods },
        { kind: 'CHARGE', description: 'Delivery fee', code: '9968', gstRate: 18, ...fee },
        { kind: 'CHARGE', description: 'Midnight delivery', code: '9968', gstRate: 18, ...slot },
      ],
      total: money(61_900),
    } as unknown as CreditNoteSheet_CreditNoteFragment;
    render(<CreditNoteSheet note={withCharges} actions={null} />);
    const charges = screen.getAllByTestId('credit-note-charge');
    expect(charges.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Delivery feeSAC 996818 %/),
      expect.stringMatching(/^Midnight deliverySAC 996818 %/),
    ]);
    const goodsRow = screen.getByTestId('credit-note-line').textContent;
    expect(goodsRow).toMatch(/^Red Roses \(12 roses\)0603Exempt/);
    const rows = [screen.getByTestId('credit-note-line'), ...charges].map((row) => Number(row.dataset.paise));
    expect(rows.reduce((sum, paise) => sum + paise, 0)).toBe(
      Number(screen.getByTestId('credit-note-total').dataset.paise),
    );
  });
});
