// The settings form's draft: read from the API's settings, amounts edited in rupees and phones as 10 digits, sent
// back as ShopSettingsInput.
import type {
  AdminSettingsFragment,
  ShopSettingsInput,
  WhatsAppTemplateField,
  WhatsAppTemplateInput,
} from '../../../gql/graphql';
import { paiseToRupees, rupeesToPaise, type FieldError } from './content-errors';

/** Phone numbers are edited as 10 digits; the server adds +91. */
function localPhone(e164: string): string {
  return e164.replace(/^\+91/, '');
}

export function settingsDraftOf(settings: AdminSettingsFragment) {
  return {
    displayName: settings.displayName,
    seller: { ...settings.seller, gstin: settings.seller.gstin ?? '' },
    contact: { phone: localPhone(settings.contact.phone), email: settings.contact.email },
    grievanceOfficer: { ...settings.grievanceOfficer, phone: localPhone(settings.grievanceOfficer.phone) },
    freeAtOrAbove: paiseToRupees(settings.shipping.freeAtOrAbovePaise),
    flatFee: paiseToRupees(settings.shipping.flatFeePaise),
    codEnabled: settings.cod.enabled,
    codFee: paiseToRupees(settings.cod.feePaise),
    codMax: paiseToRupees(settings.cod.maxOrderValuePaise),
    codMaxOpenOrders: String(settings.cod.maxOpenOrders),
    maxOpenUnpaidOrders: String(settings.onlinePayment.maxOpenUnpaidOrders),
    defaultGstRate: settings.defaultGstRate,
    invoiceIssuing: settings.invoiceIssuing,
    social: {
      instagram: settings.social.instagram ?? '',
      youtube: settings.social.youtube ?? '',
      facebook: settings.social.facebook ?? '',
      whatsapp: settings.social.whatsapp ?? '',
    },
    // Each row keeps a key of its own, so removing one does not shift the others' inputs.
    couriers: settings.couriers.map((courier, index) => ({
      key: `stored-${index}`,
      name: courier.name,
      trackingUrlTemplate: courier.trackingUrlTemplate ?? '',
    })),
    // A template's parameters are edited as one line: FIRST_NAME, ORDER_NUMBER …
    whatsappTemplates: settings.whatsappTemplates.map((template) => ({
      event: template.event,
      name: template.name,
      parameters: template.parameters.join(', '),
    })),
  };
}

/** What may fill a WhatsApp template's parameters (the API's WhatsAppTemplateField). */
export const TEMPLATE_FIELDS: readonly WhatsAppTemplateField[] = [
  'FIRST_NAME',
  'ORDER_NUMBER',
  'TOTAL',
  'COURIER',
  'TRACKING_NUMBER',
  'TRACKING_URL',
  'REFUND_AMOUNT',
  'SHOP_NAME',
  'RECIPIENT_NAME',
  'SENDER_NAME',
  'AMOUNT_TO_COLLECT',
];

function templateInputs(draft: SettingsDraft, local: FieldError[]): WhatsAppTemplateInput[] {
  return draft.whatsappTemplates.map((row, index) => {
    const parameters = row.parameters
      .split(',')
      .map((word) => word.trim().toUpperCase())
      .filter((word) => word !== '');
    const unknown = parameters.filter((word) => !TEMPLATE_FIELDS.includes(word as WhatsAppTemplateField));
    if (unknown.length > 0)
      local.push({
        field: `whatsappTemplates[${index}].parameters`,
        message: `Not a parameter: ${unknown.join(', ')}. Use ${TEMPLATE_FIELDS.join(', ')}.`,
      });
    return { event: row.event, name: row.name.trim(), parameters: parameters as WhatsAppTemplateField[] };
  });
}

export type SettingsDraft = ReturnType<typeof settingsDraftOf>;

/** The draft's amounts in rupees, by the input field each becomes. */
export type SettingsAmountKey = 'freeAtOrAbove' | 'flatFee' | 'codFee' | 'codMax';

/** A count of orders typed in a field (the server checks its range); a field error when it is not a whole number. */
function orderCount(text: string, field: string, local: FieldError[]): number {
  const count = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(count))
    local.push({ field, message: 'Enter a whole number of orders, e.g. 3.' });
  return count;
}

/** The input to save (empty texts as none), or the fields whose amounts or counts are not numbers. */
export function settingsInputOf(draft: SettingsDraft): ShopSettingsInput | FieldError[] {
  const amounts: [string, string, boolean][] = [
    ['shipping.freeAtOrAbovePaise', draft.freeAtOrAbove, true],
    ['shipping.flatFeePaise', draft.flatFee, false],
    ['cod.feePaise', draft.codFee, false],
    ['cod.maxOrderValuePaise', draft.codMax, true],
  ];
  const local: FieldError[] = [];
  const maxOpenOrders = orderCount(draft.codMaxOpenOrders, 'cod.maxOpenOrders', local);
  const maxOpenUnpaidOrders = orderCount(draft.maxOpenUnpaidOrders, 'onlinePayment.maxOpenUnpaidOrders', local);
  const paise = amounts.map(([field, text, optional]) => {
    if (optional && text.trim() === '') return null;
    const value = rupeesToPaise(text);
    if (Number.isNaN(value)) local.push({ field, message: 'Enter an amount in rupees, e.g. 79.' });
    return value;
  });
  const whatsappTemplates = templateInputs(draft, local);
  if (local.length > 0) return local;
  return {
    displayName: draft.displayName,
    seller: { ...draft.seller, gstin: draft.seller.gstin.trim() || null },
    contact: draft.contact,
    grievanceOfficer: draft.grievanceOfficer,
    shipping: { freeAtOrAbovePaise: paise[0], flatFeePaise: paise[1]! },
    cod: { enabled: draft.codEnabled, feePaise: paise[2]!, maxOrderValuePaise: paise[3], maxOpenOrders },
    onlinePayment: { maxOpenUnpaidOrders },
    defaultGstRate: draft.defaultGstRate,
    invoiceIssuing: draft.invoiceIssuing,
    social: {
      instagram: draft.social.instagram.trim() || null,
      youtube: draft.social.youtube.trim() || null,
      facebook: draft.social.facebook.trim() || null,
      whatsapp: draft.social.whatsapp.trim() || null,
    },
    couriers: draft.couriers.map((row) => ({
      name: row.name,
      trackingUrlTemplate: row.trackingUrlTemplate.trim() || null,
    })),
    whatsappTemplates,
  };
}
