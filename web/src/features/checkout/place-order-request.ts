// What placeOrder is sent for the cart on the review step, and its idempotency key. Pure but for the key's storage.
import type { PaymentMethod, PlaceOrderInput } from '../../gql/graphql';
import type { CartItem } from '../../shop/cart-rules';
import { toOrderLineInputs } from '../../shop/order-lines';
import { contactOnly, toAddressInput, toRecipientInput, type CheckoutAddress } from './address-rules';
import type { DeliveryChoice } from './delivery-choice';
import { idempotencyKeyFor } from './checkout-progress';

export interface OrderChoices {
  items: readonly CartItem[];
  address: CheckoutAddress;
  /** The gift's recipient, when it goes to someone else; the buyer's `address` is billed and mailed. */
  recipient?: CheckoutAddress | null;
  /** A gift's buyer gave a billing address: it is sent whole rather than as contact details only. */
  giftBilling?: boolean;
  /** The date and slot of local delivery; null for a courier. */
  delivery?: DeliveryChoice | null;
  /** The account's own e-mail: the schema asks for one in the address, the server uses the account's. */
  accountEmail: string;
  paymentMethod: PaymentMethod;
  saveAddress: boolean;
  couponCode: string | null;
  /** The shopper's WhatsApp choices (each sent only when it differs from the default). */
  whatsapp?: {
    readonly updates: boolean;
    readonly language: 'EN' | 'TA';
    readonly giftNotice: boolean;
  };
}

/**
 * The input and its key. The same order asked for again (a retry, a reload) gets the same key, so the server
 * returns the order it made instead of making a second; accepting the terms is not part of what makes it the same.
 */
export function placeOrderRequest(choices: OrderChoices): { input: PlaceOrderInput; idempotencyKey: string } {
  const input: PlaceOrderInput = {
    lines: toOrderLineInputs(choices.items),
    // A gift's buyer gives no address unless they add a billing address; nothing is saved to the profile.
    address: toAddressInput(
      choices.recipient && !choices.giftBilling ? contactOnly(choices.address) : choices.address,
      choices.accountEmail,
    ),
    paymentMethod: choices.paymentMethod,
    saveAddress: choices.recipient ? false : choices.saveAddress,
    acceptTerms: true,
    couponCode: choices.couponCode,
    ...whatsappInput(choices),
    ...(choices.delivery ? { delivery: { date: choices.delivery.date, slotId: choices.delivery.slotId } } : {}),
    ...(choices.recipient ? { recipient: toRecipientInput(choices.recipient) } : {}),
  };
  const idempotencyKey = idempotencyKeyFor(JSON.stringify({ ...input, acceptTerms: undefined }));
  return { input, idempotencyKey };
}

/** Only what differs from the defaults, so an order without WhatsApp choices keeps its idempotency key. */
function whatsappInput({ whatsapp, recipient }: OrderChoices): Partial<PlaceOrderInput> {
  if (!whatsapp) return {};
  const gift = whatsapp.giftNotice && recipient;
  return {
    ...(whatsapp.updates ? { whatsappUpdates: true } : {}),
    ...((whatsapp.updates || gift) && whatsapp.language === 'TA' ? { whatsappLanguage: 'TA' as const } : {}),
    ...(gift ? { whatsappGiftNotice: true } : {}),
  };
}
