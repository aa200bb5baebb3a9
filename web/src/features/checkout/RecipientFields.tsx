import type { ReactNode } from 'react';
import { TextField } from '../../ui';
import { PhoneInput } from '../../ui/PhoneInput';
import type { AddressErrors, CheckoutAddress } from './address-rules';
import { PlaceFields } from './PlaceFields';
import styles from './CheckoutPage.module.css';

export interface RecipientFieldsProps {
  recipient: CheckoutAddress;
  errors: AddressErrors;
  states: readonly string[];
  onChange: (field: keyof CheckoutAddress, value: string) => void;
  /** The directory's answer for the recipient's PIN. */
  pinNote?: ReactNode;
}

/**
 * The gift's recipient: their own name, phone and address. The delivery goes to them (and the delivery person calls
 * them); the buyer above stays the one who is billed and mailed.
 */
export function RecipientFields({ recipient, errors, states, onChange, pinNote }: RecipientFieldsProps) {
  return (
    <fieldset className={styles.recipient}>
      <legend>Recipient</legend>
      <p className={styles.hint}>
        We deliver to them and call them if we need to; the bill and the order e-mails stay with you.
      </p>
      <div className={styles.twoColumns}>
        <TextField
          label="Recipient's first name"
          name="recipientFirstName"
          autoComplete="off"
          value={recipient.firstName}
          error={errors.firstName}
          onChange={(e) => onChange('firstName', e.target.value)}
        />
        <TextField
          label="Recipient's last name"
          name="recipientLastName"
          autoComplete="off"
          value={recipient.lastName}
          error={errors.lastName}
          onChange={(e) => onChange('lastName', e.target.value)}
        />
      </div>
      <PhoneInput
        label="Recipient's phone number"
        name="recipientPhone"
        value={recipient.phone}
        onChange={(digits) => onChange('phone', digits)}
        error={errors.phone}
      />
      <PlaceFields
        whose="Recipient's"
        namePrefix="recipient-"
        values={recipient}
        errors={errors}
        states={states}
        onChange={onChange}
        pinNote={pinNote}
      />
    </fieldset>
  );
}
