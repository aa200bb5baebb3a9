// The settings the shop owner controls (Firestore document settings/shop), read tolerantly: a stored document is
// whatever someone typed into the console, so each malformed field falls back to its default and is reported.
// Money is stored in paise (integers), in fields whose names end in "Paise".
import { DEFAULT_COURIERS, MAX_COURIERS, parseStoredCouriers, type Courier } from './couriers.js';
import { canonicalIndianState } from './indian-states.js';
import { isValidEmail, isValidPincode, normalizeIndianPhone } from './profile-validation.js';
import { isCurrentGstRate, isValidGstin } from './gst.js';
import { MAX_PAISE } from './money.js';
import { DEFAULT_MAX_OPEN_COD_ORDERS, DEFAULT_MAX_OPEN_UNPAID_ORDERS } from './shopper-holdings.js';
import { DEFAULT_WHATSAPP_TEMPLATES, parseWhatsAppTemplates, type WhatsAppTemplates } from './whatsapp-templates.js';
import { parseSocialLink, socialLinkRule, type SocialLinks, type SocialNetwork } from './social-links.js';

export interface ShopContact {
  /** E.164, +91 and 10 digits. */
  readonly phone: string;
  readonly email: string;
}

export interface ShopSettings {
  /** The shop's name as shoppers know it (messages, mails, the payment window); invoices print seller.legalName. */
  readonly displayName: string;
  readonly seller: {
    readonly legalName: string;
    readonly street: string;
    readonly city: string;
    readonly postalCode: string;
    /** The state GST is charged from: deliveries inside it carry CGST + SGST, others IGST. */
    readonly state: string;
    /** Null until the owner enters it; invoices need it. */
    readonly gstin: string | null;
  };
  readonly contact: ShopContact;
  /** Consumer Protection (E-Commerce) Rules 2020: name, designation and contact of the grievance officer. */
  readonly grievanceOfficer: ShopContact & { readonly name: string; readonly designation: string };
  readonly shipping: {
    /** Items worth at least this much (after discount) ship free; null: never free. */
    readonly freeAtOrAbovePaise: number | null;
    readonly flatFeePaise: number;
  };
  readonly cod: {
    readonly enabled: boolean;
    readonly feePaise: number;
    /** The most cash a courier collects: orders whose total is above it cannot be paid on delivery; null: no cap. */
    readonly maxOrderValuePaise: number | null;
    /** How many cash-on-delivery orders one shopper may have open (placed or packed, not yet shipped) at once. */
    readonly maxOpenOrders: number;
  };
  readonly onlinePayment: {
    /** How many online orders one shopper may have waiting for payment at once (each holds its stock until paid). */
    readonly maxOpenUnpaidOrders: number;
  };
  /** Percent; a product's own current gstRate takes precedence. Also the rate of the shipping and COD fees. */
  readonly defaultGstRate: number;
  /** The footer's links; a link left unset keeps its default, one set to null is not shown. */
  readonly social: SocialLinks;
  /** The couriers offered when marking an order shipped, with their tracking pages (couriers.ts). */
  readonly couriers: readonly Courier[];
  /** The approved WhatsApp template of each order update (whatsapp-templates.ts). */
  readonly whatsappTemplates: WhatsAppTemplates;
  /** When an order's invoice is issued: on packing (the default), on delivery, or only by the owner's hand. */
  readonly invoiceIssuing: InvoiceIssuing;
}

export type InvoiceIssuing = 'ON_PACKED' | 'ON_DELIVERED' | 'BY_HAND';
export const INVOICE_ISSUINGS: readonly InvoiceIssuing[] = Object.freeze(['ON_PACKED', 'ON_DELIVERED', 'BY_HAND']);

/** The shop's details as the web app shows them today, and conservative commercial defaults. */
export const DEFAULT_SHOP_SETTINGS: ShopSettings = deepFreeze({
  displayName: 'Lovely Gifts',
  seller: {
    legalName: 'Lovely Gifts',
    street: '24, Cross Cut Road, Gandhipuram',
    city: 'Coimbatore',
    postalCode: '641012',
    state: 'Tamil Nadu',
    gstin: null,
  },
  contact: { phone: '+919876543210', email: 'hello@lovelygifts.in' },
  grievanceOfficer: {
    name: 'Lovely Gifts Customer Care',
    designation: 'Grievance Officer',
    phone: '+919876543210',
    email: 'hello@lovelygifts.in',
  },
  shipping: { freeAtOrAbovePaise: 999_00, flatFeePaise: 79_00 },
  cod: { enabled: true, feePaise: 49_00, maxOrderValuePaise: 5_000_00, maxOpenOrders: DEFAULT_MAX_OPEN_COD_ORDERS },
  onlinePayment: { maxOpenUnpaidOrders: DEFAULT_MAX_OPEN_UNPAID_ORDERS },
  // 18 %: when a product carries no rate, the larger share of its inclusive price is declared as tax.
  defaultGstRate: 18,
  social: {
    instagram: 'https://www.instagram.com/lovelygifts.cbe',
    youtube: 'https://www.youtube.com/@lovelygiftscbe',
    facebook: 'https://www.facebook.com/lovelygifts.cbe',
    whatsapp: 'https://wa.me/919876543210',
  },
  couriers: DEFAULT_COURIERS,
  whatsappTemplates: DEFAULT_WHATSAPP_TEMPLATES,
  invoiceIssuing: 'ON_PACKED',
});

export const MAX_SETTINGS_TEXT_LENGTH = 200;

/** The highest value the owner may give `cod.maxOpenOrders`. */
export const MAX_OPEN_COD_ORDERS = 100;

/** Whether a value can be `cod.maxOpenOrders`: a whole number from 1 to MAX_OPEN_COD_ORDERS. */
export function isMaxOpenCodOrders(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_OPEN_COD_ORDERS;
}

/** A stored field that could not be used; its default applies. `field` is a dotted path such as "cod.feePaise". */
export interface SettingsProblem {
  readonly field: string;
  readonly message: string;
}

export interface ParsedShopSettings {
  readonly settings: ShopSettings;
  readonly problems: readonly SettingsProblem[];
}

type Reader<T> = (value: unknown) => T | undefined;

/** Reads the fields of a settings document, noting each unusable value as a problem. */
interface SettingsReader {
  readonly problems: SettingsProblem[];
  readonly root: Record<string, unknown> | null;
  /** A section of the document (null when absent; a problem when it is not an object). */
  readonly section: (name: string) => Record<string, unknown> | null;
  /** The field at `path` of `record`; its fallback when absent, or (with a problem) when it breaks `rule`. */
  readonly read: <T>(
    record: Record<string, unknown> | null,
    path: string,
    reader: Reader<T>,
    fallback: T,
    rule: string,
  ) => T;
}

function settingsReader(document: unknown): SettingsReader {
  const problems: SettingsProblem[] = [];
  const root = asRecord(document);
  if (document !== undefined && document !== null && root === null) {
    problems.push({ field: '', message: 'the settings document is not an object; every default applies' });
  }
  return {
    problems,
    root,
    section(name) {
      const value = root?.[name];
      const record = asRecord(value);
      if (value !== undefined && value !== null && record === null)
        problems.push({ field: name, message: 'must be an object' });
      return record;
    },
    read(record, path, reader, fallback, rule) {
      const key = path.slice(path.lastIndexOf('.') + 1);
      const value = record?.[key];
      if (value === undefined) return fallback;
      const parsed = reader(value);
      if (parsed === undefined) {
        problems.push({ field: path, message: `${rule}; the default applies` });
        return fallback;
      }
      return parsed;
    },
  };
}

type Section = Record<string, unknown> | null;

function readSeller({ read }: SettingsReader, seller: Section): ShopSettings['seller'] {
  const d = DEFAULT_SHOP_SETTINGS.seller;
  return {
    legalName: read(seller, 'seller.legalName', text, d.legalName, TEXT_RULE),
    street: read(seller, 'seller.street', text, d.street, TEXT_RULE),
    city: read(seller, 'seller.city', text, d.city, TEXT_RULE),
    postalCode: read(seller, 'seller.postalCode', pincode, d.postalCode, 'must be a 6-digit PIN code'),
    state: read(seller, 'seller.state', indianState, d.state, 'must be an Indian state or union territory'),
    gstin: read(seller, 'seller.gstin', nullable(gstin), d.gstin, 'must be a valid 15-character GSTIN'),
  };
}

function readContacts(
  { read }: SettingsReader,
  contact: Section,
  officer: Section,
): Pick<ShopSettings, 'contact' | 'grievanceOfficer'> {
  const d = DEFAULT_SHOP_SETTINGS;
  return {
    contact: {
      phone: read(contact, 'contact.phone', phone, d.contact.phone, PHONE_RULE),
      email: read(contact, 'contact.email', email, d.contact.email, EMAIL_RULE),
    },
    grievanceOfficer: {
      name: read(officer, 'grievanceOfficer.name', text, d.grievanceOfficer.name, TEXT_RULE),
      designation: read(officer, 'grievanceOfficer.designation', text, d.grievanceOfficer.designation, TEXT_RULE),
      phone: read(officer, 'grievanceOfficer.phone', phone, d.grievanceOfficer.phone, PHONE_RULE),
      email: read(officer, 'grievanceOfficer.email', email, d.grievanceOfficer.email, EMAIL_RULE),
    },
  };
}

function readCharges(
  { read }: SettingsReader,
  shipping: Section,
  cod: Section,
  online: Section,
): Pick<ShopSettings, 'shipping' | 'cod' | 'onlinePayment'> {
  const d = DEFAULT_SHOP_SETTINGS;
  return {
    shipping: {
      freeAtOrAbovePaise: read(
        shipping,
        'shipping.freeAtOrAbovePaise',
        nullable(paise),
        d.shipping.freeAtOrAbovePaise,
        PAISE_RULE,
      ),
      flatFeePaise: read(shipping, 'shipping.flatFeePaise', paise, d.shipping.flatFeePaise, PAISE_RULE),
    },
    cod: {
      enabled: read(cod, 'cod.enabled', boolean, d.cod.enabled, 'must be true or false'),
      feePaise: read(cod, 'cod.feePaise', paise, d.cod.feePaise, PAISE_RULE),
      maxOrderValuePaise: read(cod, 'cod.maxOrderValuePaise', nullable(paise), d.cod.maxOrderValuePaise, PAISE_RULE),
      maxOpenOrders: read(cod, 'cod.maxOpenOrders', openOrders, d.cod.maxOpenOrders, OPEN_ORDERS_RULE),
    },
    onlinePayment: {
      maxOpenUnpaidOrders: read(
        online,
        'onlinePayment.maxOpenUnpaidOrders',
        openOrders,
        d.onlinePayment.maxOpenUnpaidOrders,
        OPEN_ORDERS_RULE,
      ),
    },
  };
}

function readSocial({ read }: SettingsReader, social: Section): ShopSettings['social'] {
  const d = DEFAULT_SHOP_SETTINGS.social;
  const link = (network: SocialNetwork) =>
    read(social, `social.${network}`, nullable(socialLink(network)), d[network], socialLinkRule(network));
  return {
    instagram: link('instagram'),
    youtube: link('youtube'),
    facebook: link('facebook'),
    whatsapp: link('whatsapp'),
  };
}

/** Reads a stored settings document. Never throws: anything unusable becomes its default plus a problem. */
export function parseShopSettings(document: unknown): ParsedShopSettings {
  const reader = settingsReader(document);
  // Every section is looked at before any field, so the problems keep the document's order.
  const seller = reader.section('seller');
  const contact = reader.section('contact');
  const officer = reader.section('grievanceOfficer');
  const shipping = reader.section('shipping');
  const cod = reader.section('cod');
  const online = reader.section('onlinePayment');
  const social = reader.section('social');
  const sellerSettings = readSeller(reader, seller);
  const contacts = readContacts(reader, contact, officer);
  const charges = readCharges(reader, shipping, cod, online);
  const defaultGstRate = reader.read(
    reader.root,
    'defaultGstRate',
    gstRate,
    DEFAULT_SHOP_SETTINGS.defaultGstRate,
    'must be one of the current GST rates 0, 3, 5, 18, 40',
  );
  const settings: ShopSettings = {
    displayName: reader.read(reader.root, 'displayName', text, DEFAULT_SHOP_SETTINGS.displayName, TEXT_RULE),
    seller: sellerSettings,
    ...contacts,
    ...charges,
    defaultGstRate,
    social: readSocial(reader, social),
    couriers: reader.read(
      reader.root,
      'couriers',
      parseStoredCouriers,
      DEFAULT_SHOP_SETTINGS.couriers,
      `must be a list of at most ${MAX_COURIERS} couriers, each with a name and an https tracking address or null`,
    ),
    whatsappTemplates: reader.read(
      reader.root,
      'whatsappTemplates',
      storedTemplates,
      DEFAULT_SHOP_SETTINGS.whatsappTemplates,
      'must name an approved template and its parameters for each order update',
    ),
    invoiceIssuing: reader.read(
      reader.root,
      'invoiceIssuing',
      (value: unknown) => (INVOICE_ISSUINGS.includes(value as InvoiceIssuing) ? (value as InvoiceIssuing) : undefined),
      DEFAULT_SHOP_SETTINGS.invoiceIssuing,
      `must be one of ${INVOICE_ISSUINGS.join(', ')}`,
    ),
  };
  return { settings, problems: reader.problems };
}

const TEXT_RULE = `must be non-empty text of at most ${MAX_SETTINGS_TEXT_LENGTH} characters`;
const PHONE_RULE = 'must be a 10-digit Indian phone number';
const EMAIL_RULE = 'must be an e-mail address';
const PAISE_RULE = `must be a whole number of paise from 0 to ${MAX_PAISE}`;
const OPEN_ORDERS_RULE = `must be a whole number from 1 to ${MAX_OPEN_COD_ORDERS}`;

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function nullable<T>(reader: Reader<T>): Reader<T | null> {
  return (value) => (value === null ? null : reader(value));
}

const text: Reader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.trim().replace(/\s+/g, ' ');
  return cleaned !== '' && cleaned.length <= MAX_SETTINGS_TEXT_LENGTH ? cleaned : undefined;
};
const pincode: Reader<string> = (value) => {
  const cleaned = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.replace(/\s/g, '') : '';
  return isValidPincode(cleaned) ? cleaned : undefined;
};
const indianState: Reader<string> = (value) =>
  typeof value === 'string' ? (canonicalIndianState(value) ?? undefined) : undefined;
const gstin: Reader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(/\s/g, '').toUpperCase();
  return isValidGstin(cleaned) ? cleaned : undefined;
};
const phone: Reader<string> = (value) =>
  typeof value === 'string' ? (normalizeIndianPhone(value) ?? undefined) : undefined;
const email: Reader<string> = (value) => {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.trim().toLowerCase();
  return isValidEmail(cleaned) ? cleaned : undefined;
};
const paise: Reader<number> = (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PAISE ? value : undefined;
const openOrders: Reader<number> = (value) => (isMaxOpenCodOrders(value) ? value : undefined);
const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);
const socialLink =
  (network: SocialNetwork): Reader<string> =>
  (value) =>
    typeof value === 'string' ? (parseSocialLink(network, value) ?? undefined) : undefined;
const storedTemplates: Reader<WhatsAppTemplates> = (value) => {
  const parsed = parseWhatsAppTemplates(value);
  return parsed.ok ? parsed.value : undefined;
};
const gstRate: Reader<number> = (value) => (isCurrentGstRate(value) ? value : undefined);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
