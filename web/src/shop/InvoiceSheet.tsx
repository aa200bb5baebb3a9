import type { ReactNode } from 'react';
import { graphql } from '../gql';
import type { InvoiceSheet_InvoiceFragment } from '../gql/graphql';
import { DeliveryWhen, PartyAddress } from './OrderParties';
import { formatRoundOff } from '../ui';
import { ShopMasthead, SignatureLine } from './TaxDocumentParts';
import styles from './tax-sheet.module.css';

export const InvoiceSheetFragment = graphql(`
  fragment InvoiceSheet_invoice on Invoice {
    kind
    title
    number {
      number
      issuedAt
    }
    orderNumber
    orderPlacedAt
    seller {
      legalName
      street
      city
      postalCode
      state
      gstin
    }
    parties {
      ...OrderPartiesDetails
    }
    placeOfSupply
    supply
    lines {
      description
      hsnCode
      quantity
      gstRate
      exempt
      lineTotal {
        ...Money
      }
      discount {
        ...Money
      }
      taxable {
        ...Money
      }
      cgst {
        ...Money
      }
      sgst {
        ...Money
      }
      igst {
        ...Money
      }
      total {
        ...Money
      }
    }
    charges {
      label
      sacCode
      gstRate
      taxable {
        ...Money
      }
      cgst {
        ...Money
      }
      sgst {
        ...Money
      }
      igst {
        ...Money
      }
      total {
        ...Money
      }
    }
    taxable {
      ...Money
    }
    cgst {
      ...Money
    }
    sgst {
      ...Money
    }
    igst {
      ...Money
    }
    total {
      ...Money
    }
    discount {
      ...Money
    }
    exemptValue {
      ...Money
    }
    sold {
      ...Money
    }
    refundedBeforeInvoicing {
      taxable {
        ...Money
      }
      cgst {
        ...Money
      }
      sgst {
        ...Money
      }
      igst {
        ...Money
      }
      total {
        ...Money
      }
    }
    roundOff {
      ...Money
    }
    payable {
      ...Money
    }
    totalInWords
  }
`);

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => DAY.format(new Date(iso));

type Invoice = InvoiceSheet_InvoiceFragment;
type Amounts = Pick<Invoice, 'taxable' | 'cgst' | 'sgst' | 'igst'>;

/** The tax cells of a taxable row: CGST and SGST inside the seller's state, IGST to another. */
function TaxCells({ row, intra }: { row: Amounts; intra: boolean }) {
  return intra ? (
    <>
      <td>{row.cgst.formatted}</td>
      <td>{row.sgst.formatted}</td>
    </>
  ) : (
    <td>{row.igst.formatted}</td>
  );
}

function Parties({ invoice }: { invoice: Invoice }) {
  const { seller } = invoice;
  return (
    <div className={styles.parties}>
      <section>
        <h2>Seller</h2>
        <p>
          <strong>{seller.legalName}</strong>
          <br />
          {seller.street}
          <br />
          {seller.city} {seller.postalCode}, {seller.state}
          <br />
          GSTIN: {seller.gstin ?? 'not entered in the shop settings'}
        </p>
      </section>
      <section>
        <h2>{invoice.kind === 'BILL_OF_SUPPLY' ? 'Bill' : 'Invoice'}</h2>
        <dl className={styles.facts}>
          <dt>Number</dt>
          <dd data-testid="invoice-number">{invoice.number.number}</dd>
          <dt>Date</dt>
          <dd>{day(invoice.number.issuedAt)}</dd>
          <dt>Order</dt>
          <dd>
            {invoice.orderNumber} ({day(invoice.orderPlacedAt)})
          </dd>
          <dt>Place of supply</dt>
          <dd data-testid="place-of-supply">{invoice.placeOfSupply}</dd>
        </dl>
      </section>
      <section>
        <h2>Bill to</h2>
        <PartyAddress party={invoice.parties.billTo} testId="invoice-bill-to" />
      </section>
      <section>
        <h2>Ship to</h2>
        <PartyAddress party={invoice.parties.shipTo} testId="invoice-ship-to" />
        <DeliveryWhen parties={invoice.parties} />
      </section>
    </div>
  );
}

/**
 * The invoice's rows: goods with HSN, price, discount and the taxable value after it; fees as services with SAC.
 * Exempt goods carry no tax cells (the bill of supply part); a bill of supply has no tax columns at all.
 */
function InvoiceRows({ invoice }: { invoice: Invoice }) {
  const intra = invoice.supply === 'INTRA_STATE';
  const taxed = invoice.kind !== 'BILL_OF_SUPPLY';
  const taxColumns = taxed ? (intra ? 3 : 2) : 0;
  const refund = invoice.refundedBeforeInvoicing;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">HSN / SAC</th>
            <th scope="col">Qty</th>
            <th scope="col">Price</th>
            <th scope="col">Discount</th>
            <th scope="col">Taxable value</th>
            {taxed && <th scope="col">Rate</th>}
            {taxed && (intra ? <th scope="col">CGST</th> : <th scope="col">IGST</th>)}
            {taxed && intra && <th scope="col">SGST</th>}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index} data-testid="invoice-line">
              <td>
                {line.description}
                {line.exempt && <strong> (exempt)</strong>}
              </td>
              <td>{line.hsnCode ?? '—'}</td>
              <td>{line.quantity}</td>
              <td>{line.lineTotal.formatted}</td>
              <td>{line.discount.paise > 0 ? `− ${line.discount.formatted}` : '—'}</td>
              {/* Exempt goods are outside the taxable value (their value is under "Exempt supplies"). */}
              <td>{line.exempt ? '—' : line.taxable.formatted}</td>
              {taxed &&
                (line.exempt ? (
                  <td colSpan={taxColumns}>Exempt: no GST (bill of supply)</td>
                ) : (
                  <>
                    <td>{line.gstRate} %</td>
                    <TaxCells row={line} intra={intra} />
                  </>
                ))}
              <td>{line.total.formatted}</td>
            </tr>
          ))}
          {invoice.charges.map((charge) => (
            <tr key={charge.label} data-testid="invoice-charge">
              <td>{charge.label}</td>
              <td>{charge.sacCode ? `SAC ${charge.sacCode}` : '—'}</td>
              <td>—</td>
              <td>{charge.total.formatted}</td>
              <td>—</td>
              <td>{charge.taxable.formatted}</td>
              {taxed && (
                <>
                  <td>{charge.gstRate} %</td>
                  <TaxCells row={charge} intra={intra} />
                </>
              )}
              <td>{charge.total.formatted}</td>
            </tr>
          ))}
          {refund && (
            <tr data-testid="invoice-refund-row">
              <td colSpan={5}>Less: refunded before invoicing</td>
              <td>− {refund.taxable.formatted}</td>
              {taxed && (
                <>
                  <td />
                  {intra ? (
                    <>
                      <td>− {refund.cgst.formatted}</td>
                      <td>− {refund.sgst.formatted}</td>
                    </>
                  ) : (
                    <td>− {refund.igst.formatted}</td>
                  )}
                </>
              )}
              <td>− {refund.total.formatted}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={5}>
              {refund ? 'Net total' : 'Total'}
            </th>
            <td>{invoice.taxable.formatted}</td>
            {taxed && <td />}
            {taxed && <TaxCells row={invoice} intra={intra} />}
            <td data-testid="invoice-total">{invoice.total.formatted}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The totals under the rows: the invoice total is the exact sum of the rows; the buyer pays it rounded to the rupee. */
function InvoiceTotals({ invoice }: { invoice: Invoice }) {
  const gst = invoice.cgst.paise + invoice.sgst.paise + invoice.igst.paise;
  const refund = invoice.refundedBeforeInvoicing;
  return (
    <dl className={styles.facts} data-testid="invoice-totals">
      {refund && (
        <>
          <dt>Sold</dt>
          <dd data-testid="invoice-sold">{invoice.sold.formatted}</dd>
          <dt>Less: refunded before invoicing</dt>
          <dd data-testid="invoice-refunded-before">− {refund.total.formatted}</dd>
        </>
      )}
      {invoice.discount.paise > 0 && (
        <>
          <dt>Discount given (in the lines)</dt>
          <dd>{invoice.discount.formatted}</dd>
        </>
      )}
      {invoice.exemptValue.paise > 0 && (
        <>
          <dt>Exempt supplies</dt>
          <dd>{invoice.exemptValue.formatted}</dd>
        </>
      )}
      <dt>Taxable value</dt>
      <dd>{invoice.taxable.formatted}</dd>
      {gst > 0 && (
        <>
          <dt>GST</dt>
          <dd>
            {invoice.supply === 'INTRA_STATE'
              ? `${invoice.cgst.formatted} CGST + ${invoice.sgst.formatted} SGST`
              : `${invoice.igst.formatted} IGST`}
          </dd>
        </>
      )}
      <dt>{refund ? 'Invoice total (net)' : 'Invoice total'}</dt>
      <dd>{invoice.total.formatted}</dd>
      {(invoice.roundOff.paise !== 0 || refund) && (
        <>
          {invoice.roundOff.paise !== 0 && (
            <>
              <dt>Round off</dt>
              <dd data-testid="invoice-round-off">{formatRoundOff(invoice.roundOff)}</dd>
            </>
          )}
          <dt>{refund ? 'Net payable' : 'Amount payable'}</dt>
          <dd data-testid="invoice-payable">{invoice.payable.formatted}</dd>
        </>
      )}
    </dl>
  );
}

/** The printable invoice (tax invoice, bill of supply, or both in one), with the shop's mark and signature line. */
export function InvoiceSheet({ invoice, actions }: { invoice: Invoice; actions: ReactNode }) {
  return (
    <article className={`${styles.sheet} ${styles.printable}`} data-testid="invoice">
      <p className={styles.noPrint}>{actions}</p>
      <ShopMasthead legalName={invoice.seller.legalName} />
      <h1 data-testid="invoice-title">{invoice.title}</h1>
      <Parties invoice={invoice} />
      <InvoiceRows invoice={invoice} />
      <InvoiceTotals invoice={invoice} />
      <p data-testid="invoice-total-in-words">
        <strong>Amount in words:</strong> {invoice.totalInWords}
      </p>
      <SignatureLine legalName={invoice.seller.legalName} />
      <p className={styles.small}>
        Prices include GST.
        {invoice.exemptValue.paise > 0 && ' Exempt goods (fresh flowers and plants) carry no GST.'} This is a
        computer-generated document.
      </p>
    </article>
  );
}
