import type { ReactNode } from 'react';
import { graphql } from '../gql';
import type { CreditNoteSheet_CreditNoteFragment } from '../gql/graphql';
import { DeliveryWhen, PartyAddress } from './OrderParties';
import { ShopMasthead, SignatureLine } from './TaxDocumentParts';
import styles from './tax-sheet.module.css';

export const CreditNoteSheetFragment = graphql(`
  fragment CreditNoteSheet_creditNote on CreditNote {
    number
    issuedAt
    reason
    note
    invoiceNumber
    invoiceIssuedAt
    orderNumber
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
      kind
      description
      code
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
    totalInWords
  }
`);

const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });
const day = (iso: string) => DAY.format(new Date(iso));

const REASONS: Record<CreditNoteSheet_CreditNoteFragment['reason'], string> = {
  REFUND: 'Refund',
  CANCELLATION: 'Order cancelled',
};

type Amounts = Pick<CreditNoteSheet_CreditNoteFragment, 'taxable' | 'cgst' | 'sgst' | 'igst' | 'total'>;

function TaxCells({ row, intra }: { row: Amounts; intra: boolean }) {
  return (
    <>
      <td>{row.taxable.formatted}</td>
      {intra ? (
        <>
          <td>{row.cgst.formatted}</td>
          <td>{row.sgst.formatted}</td>
        </>
      ) : (
        <td>{row.igst.formatted}</td>
      )}
      <td>{row.total.formatted}</td>
    </>
  );
}

type CreditedLine = CreditNoteSheet_CreditNoteFragment['lines'][number];

/** One row credited, printed as the invoice prints it: goods with their HSN, a charge line by its label with its SAC. */
function CreditedRow({ line, intra }: { line: CreditedLine; intra: boolean }) {
  const charge = line.kind === 'CHARGE';
  const code = line.code ? (charge ? `SAC ${line.code}` : line.code) : '—';
  return (
    <tr data-testid={charge ? 'credit-note-charge' : 'credit-note-line'} data-paise={line.total.paise}>
      <td>{line.description}</td>
      <td>{code}</td>
      <td>{line.gstRate === 0 && !charge ? 'Exempt' : `${line.gstRate} %`}</td>
      <TaxCells row={line} intra={intra} />
    </tr>
  );
}

/**
 * A printable GST credit note: the invoice it credits, bill-to and ship-to as on that invoice, the rows credited with the tax reversed in them, the total
 * in words and the seller's signature line. `actions` (a back link, Print) stay off the paper.
 */
export function CreditNoteSheet({ note, actions }: { note: CreditNoteSheet_CreditNoteFragment; actions: ReactNode }) {
  const intra = note.supply === 'INTRA_STATE';
  const { seller, parties } = note;
  return (
    <article className={`${styles.sheet} ${styles.printable}`} data-testid="credit-note">
      <p className={styles.noPrint}>{actions}</p>
      <ShopMasthead legalName={seller.legalName} />
      <h1>Credit Note</h1>
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
            GSTIN: {seller.gstin ?? 'not registered'}
          </p>
        </section>
        <section>
          <h2>Credit note</h2>
          <dl className={styles.facts}>
            <dt>Number</dt>
            <dd data-testid="credit-note-number">{note.number}</dd>
            <dt>Date</dt>
            <dd>{day(note.issuedAt)}</dd>
            <dt>Against invoice</dt>
            <dd data-testid="credit-note-invoice">
              {note.invoiceNumber} ({day(note.invoiceIssuedAt)})
            </dd>
            <dt>Order</dt>
            <dd>{note.orderNumber}</dd>
            <dt>Reason</dt>
            <dd data-testid="credit-note-reason">
              {note.note ? `${REASONS[note.reason]}: ${note.note}` : REASONS[note.reason]}
            </dd>
            <dt>Place of supply</dt>
            <dd>{note.placeOfSupply}</dd>
          </dl>
        </section>
        <section>
          <h2>Bill to</h2>
          <PartyAddress party={parties.billTo} testId="credit-note-bill-to" />
        </section>
        <section>
          <h2>Ship to</h2>
          <PartyAddress party={parties.shipTo} testId="credit-note-ship-to" />
          <DeliveryWhen parties={parties} />
        </section>
      </div>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">HSN / SAC</th>
              <th scope="col">Rate</th>
              <th scope="col">Taxable value</th>
              {intra ? (
                <>
                  <th scope="col">CGST reversed</th>
                  <th scope="col">SGST reversed</th>
                </>
              ) : (
                <th scope="col">IGST reversed</th>
              )}
              <th scope="col">Credited</th>
            </tr>
          </thead>
          <tbody>
            {note.lines.map((line, index) => (
              <CreditedRow key={index} line={line} intra={intra} />
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total credited
              </th>
              <TaxCells row={note} intra={intra} />
            </tr>
          </tfoot>
        </table>
      </div>
      <p data-testid="credit-note-total" data-paise={note.total.paise}>
        <strong>Amount credited:</strong> {note.total.formatted}
      </p>
      <p>
        <strong>Amount in words:</strong> {note.totalInWords}
      </p>
      <SignatureLine legalName={seller.legalName} />
      <p className={styles.small}>This is a computer-generated credit note.</p>
    </article>
  );
}
