import { formatRoundOff, type MoneyValue } from '../../../ui';

export interface InvoiceRoundOffRowsProps {
  roundOff: MoneyValue;
  payable: MoneyValue;
  /** How many columns the row labels span (the table's columns but the last). */
  labelColumns: number;
}

/** The invoice's "Round off" and "Amount payable" rows under its total; nothing when the total needed no rounding. */
export function InvoiceRoundOffRows({ roundOff, payable, labelColumns }: InvoiceRoundOffRowsProps) {
  if (roundOff.paise === 0) return null;
  return (
    <>
      <tr>
        <th scope="row" colSpan={labelColumns}>
          Round off
        </th>
        <td data-testid="invoice-round-off">{formatRoundOff(roundOff)}</td>
      </tr>
      <tr>
        <th scope="row" colSpan={labelColumns}>
          Amount payable
        </th>
        <td data-testid="invoice-payable">{payable.formatted}</td>
      </tr>
    </>
  );
}
