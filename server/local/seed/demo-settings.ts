import { DEFAULT_COURIERS } from '../../src/domain/couriers.js';
import { DEFAULT_WHATSAPP_TEMPLATES } from '../../src/domain/whatsapp-templates.js';
import type { ShopSettingsDocument } from './documents.js';

/**
 * settings/shop of the demo shop: a seller in Coimbatore (so Tamil Nadu deliveries carry CGST + SGST), free shipping
 * from ₹999, else ₹79; cash on delivery for ₹49 up to ₹5,000. The GSTIN is a made-up one with a valid check digit.
 */
export const DEMO_SHOP_SETTINGS: ShopSettingsDocument = {
  displayName: 'Lovely Gifts',
  seller: {
    legalName: 'Lovely Gifts (Demo) Private Limited',
    street: '24, Cross Cut Road, Gandhipuram',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: '33ABCDE1234F1Z7',
  },
  contact: { phone: '+919876543210', email: 'hello@lovelygifts.in' },
  grievanceOfficer: {
    name: 'Meena Subramaniam',
    designation: 'Grievance Officer',
    phone: '+919876543211',
    email: 'grievance@lovelygifts.in',
  },
  shipping: { freeAtOrAbovePaise: 999_00, flatFeePaise: 79_00 },
  cod: { enabled: true, feePaise: 49_00, maxOrderValuePaise: 5_000_00, maxOpenOrders: 3 },
  onlinePayment: { maxOpenUnpaidOrders: 3 },
  defaultGstRate: 18,
  invoiceIssuing: 'ON_PACKED',
  social: {
    instagram: 'https://www.instagram.com/lovelygifts.cbe',
    youtube: 'https://www.youtube.com/@lovelygiftscbe',
    facebook: 'https://www.facebook.com/lovelygifts.cbe',
    whatsapp: 'https://wa.me/919876543210',
  },
  couriers: DEFAULT_COURIERS.map((courier) => ({ ...courier })),
  // The default templates, so the owner sees and edits them where they live.
  whatsappTemplates: Object.fromEntries(
    Object.entries(DEFAULT_WHATSAPP_TEMPLATES).map(([event, template]) => [
      event,
      { name: template.name, parameters: [...template.parameters] },
    ]),
  ),
};
