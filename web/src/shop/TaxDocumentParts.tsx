import { GiftIcon } from '../ui/icons';
import styles from './tax-sheet.module.css';

/** The shop's mark (the logo the header shows) above a GST document, beside the seller's legal name. */
export function ShopMasthead({ legalName }: { legalName: string }) {
  return (
    <div className={styles.masthead} data-testid="document-logo">
      <GiftIcon size={28} aria-hidden="true" />
      <span>{legalName}</span>
    </div>
  );
}

/** Where the seller signs a GST document: "For <seller>, Authorised Signatory". */
export function SignatureLine({ legalName }: { legalName: string }) {
  return (
    <p className={styles.signature} data-testid="document-signature">
      For {legalName}
      <span className={styles.signatureSpace} />
      Authorised Signatory
    </p>
  );
}
