import type { WhatsAppLanguage } from '../../gql/graphql';
import { Checkbox } from '../../ui/Checkbox';
import styles from './CheckoutPage.module.css';

/** What the buyer chose about WhatsApp for this order: nothing is ticked for them. */
export interface WhatsAppChoices {
  readonly updates: boolean;
  readonly language: WhatsAppLanguage;
  /** A gift's recipient hears "a gift is on its way" (never the price). */
  readonly giftNotice: boolean;
}

export const NO_WHATSAPP: WhatsAppChoices = { updates: false, language: 'EN', giftNotice: false };

/**
 * The shopper's own choice to hear about this order on WhatsApp, in English or Tamil, and, for a gift, whether the
 * recipient is told it is on its way. The updates go to the mobile number the account verified by OTP, never to the
 * address's (which may be anyone's), so the label names no number typed at checkout.
 */
export function WhatsAppUpdatesField({
  choices,
  recipientName,
  onChange,
}: {
  choices: WhatsAppChoices;
  /** The gift's recipient, or null when the buyer receives it. */
  recipientName: string | null;
  onChange: (choices: WhatsAppChoices) => void;
}) {
  return (
    <>
      <Checkbox
        name="whatsappUpdates"
        checked={choices.updates}
        onChange={(e) => onChange({ ...choices, updates: e.target.checked })}
      >
        Send me this order&rsquo;s updates on WhatsApp (to the mobile number I verified)
      </Checkbox>
      {(choices.updates || choices.giftNotice) && (
        <label className={styles.whatsappLanguage}>
          <span>WhatsApp language</span>
          <select
            name="whatsappLanguage"
            value={choices.language}
            onChange={(e) => onChange({ ...choices, language: e.target.value as WhatsAppLanguage })}
          >
            <option value="EN">English</option>
            <option value="TA">தமிழ் (Tamil)</option>
          </select>
        </label>
      )}
      {recipientName !== null && (
        <Checkbox
          name="whatsappGiftNotice"
          checked={choices.giftNotice}
          onChange={(e) => onChange({ ...choices, giftNotice: e.target.checked })}
        >
          Tell {recipientName} on WhatsApp that a gift is on its way (without the price)
        </Checkbox>
      )}
    </>
  );
}
