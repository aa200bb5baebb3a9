// The owner's edits of the marketing document and the shop settings, checked field by field. Every problem names
// its field as a path ("banners[1].link", "cod.feePaise") so the form shows it beside the field; the stored
// documents are exactly what the catalog's readers (marketing-document.ts, shop-settings.ts) accept.
import { checkedCouriers } from './couriers.js';
import { isValidGstin } from './gst.js';
import { canonicalIndianState } from './indian-states.js';
import { MAX_PAISE } from './money.js';
import { isValidEmail, isValidPincode, normalizeIndianPhone } from './profile-validation.js';
import { CURRENT_GST_RATES } from './gst.js';
import {
  isMaxOpenCodOrders,
  MAX_OPEN_COD_ORDERS,
  MAX_SETTINGS_TEXT_LENGTH,
  type ShopSettings,
} from './shop-settings.js';
import { parseSocialLink, socialLinkRule, type SocialNetwork } from './social-links.js';
import { userError, type UserError } from './user-errors.js';

export const MARKETING_LIMITS = {
  offerTitle: 120,
  line: 160,
  lines: 20,
  banners: 10,
  bannerText: 120,
  url: 500,
  reviews: 30,
  reviewName: 80,
  reviewText: 1000,
} as const;

export interface BannerInput {
  readonly imageUrl: string;
  readonly title?: string | null;
  readonly subtitle?: string | null;
  readonly link?: string | null;
}

export interface ReviewInput {
  readonly name: string;
  readonly text: string;
  readonly rating: number;
  readonly location?: string | null;
}

export interface MarketingInput {
  readonly offerTitle?: string | null;
  readonly content: readonly string[];
  readonly banners: readonly BannerInput[];
  readonly reviews: readonly ReviewInput[];
  readonly minimumOrderValuePaise: number;
}

/** The marketing/marketingData document (minimumOrderValue in rupees, as an existing shop stores it). */
export interface MarketingDocument {
  readonly offerTitle: string | null;
  readonly content: string[];
  readonly banners: { imageUrl: string; title: string | null; subtitle: string | null; link: string | null }[];
  readonly reviews: { name: string; text: string; rating: number; location: string | null }[];
  readonly minimumOrderValue: number;
}

export type Checked<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly errors: UserError[] };

function clean(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

/** An image or link: a path inside the shop (/…) or an http(s) URL. */
function isLink(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

export function checkMarketing(input: MarketingInput): Checked<MarketingDocument> {
  const errors: UserError[] = [];
  const L = MARKETING_LIMITS;
  const text = (field: string, value: string | null | undefined, max: number, required: boolean): string | null => {
    const cleaned = clean(value);
    if (cleaned === '') {
      if (required) errors.push(userError(field, 'REQUIRED', 'Please fill this in or remove the entry.'));
      return null;
    }
    if (cleaned.length > max) errors.push(userError(field, 'TOO_LONG', `At most ${max} characters.`));
    return cleaned;
  };
  const link = (field: string, value: string | null | undefined, required: boolean): string | null => {
    const cleaned = text(field, value, L.url, required);
    if (cleaned !== null && !isLink(cleaned))
      errors.push(userError(field, 'INVALID', 'Use a path in the shop (/shop …) or an http(s) address.'));
    return cleaned;
  };
  const count = (field: string, items: readonly unknown[], max: number) => {
    if (items.length > max) errors.push(userError(field, 'TOO_LONG', `At most ${max} entries.`));
  };

  const offerTitle = text('offerTitle', input.offerTitle, L.offerTitle, false);
  count('content', input.content, L.lines);
  const content = input.content.map((line, index) => text(`content[${index}]`, line, L.line, true) ?? '');
  count('banners', input.banners, L.banners);
  const banners = input.banners.map((banner, index) => ({
    imageUrl: link(`banners[${index}].imageUrl`, banner.imageUrl, true) ?? '',
    title: text(`banners[${index}].title`, banner.title, L.bannerText, false),
    subtitle: text(`banners[${index}].subtitle`, banner.subtitle, L.bannerText, false),
    link: link(`banners[${index}].link`, banner.link, false),
  }));
  count('reviews', input.reviews, L.reviews);
  const reviews = input.reviews.map((review, index) => {
    if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5)
      errors.push(userError(`reviews[${index}].rating`, 'INVALID', 'Stars from 1 to 5.'));
    return {
      name: text(`reviews[${index}].name`, review.name, L.reviewName, true) ?? '',
      text: text(`reviews[${index}].text`, review.text, L.reviewText, true) ?? '',
      rating: review.rating,
      location: text(`reviews[${index}].location`, review.location, L.reviewName, false),
    };
  });
  const minimum = input.minimumOrderValuePaise;
  if (!Number.isInteger(minimum) || minimum < 0 || minimum > MAX_PAISE)
    errors.push(userError('minimumOrderValuePaise', 'INVALID', 'Enter an amount of 0 or more.'));
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { offerTitle, content, banners, reviews, minimumOrderValue: minimum / 100 } };
}

/** The settings as the owner edits them: the stored shape (ShopSettings), every field given. */
export type ShopSettingsInput = ShopSettings;

function checkedText(errors: UserError[], field: string, value: string): string {
  const cleaned = clean(value);
  if (cleaned === '') errors.push(userError(field, 'REQUIRED', 'Please fill this in.'));
  else if (cleaned.length > MAX_SETTINGS_TEXT_LENGTH)
    errors.push(userError(field, 'TOO_LONG', `At most ${MAX_SETTINGS_TEXT_LENGTH} characters.`));
  return cleaned;
}

function checkedPhone(errors: UserError[], field: string, value: string): string {
  const normalized = normalizeIndianPhone(value);
  if (!normalized) errors.push(userError(field, 'INVALID', 'Please enter a valid 10-digit phone number'));
  return normalized ?? value;
}

function checkedEmail(errors: UserError[], field: string, value: string): string {
  const cleaned = value.trim().toLowerCase();
  if (!isValidEmail(cleaned)) errors.push(userError(field, 'INVALID', 'Please enter a valid e-mail address.'));
  return cleaned;
}

function checkedPaise(errors: UserError[], field: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAISE)
    errors.push(userError(field, 'INVALID', 'Enter an amount of 0 or more.'));
  return value;
}

/** The seller's PIN code, state and GSTIN, normalised; the state as given when it is none. */
function checkedSellerRegistration(
  errors: UserError[],
  seller: ShopSettings['seller'],
): Pick<ShopSettings['seller'], 'postalCode' | 'state' | 'gstin'> {
  const postalCode = seller.postalCode.replace(/\s/g, '');
  if (!isValidPincode(postalCode))
    errors.push(userError('seller.postalCode', 'INVALID', 'A PIN code is 6 digits and does not start with 0.'));
  const state = canonicalIndianState(seller.state);
  if (!state) errors.push(userError('seller.state', 'INVALID', 'Choose an Indian state or union territory.'));
  const gstin =
    seller.gstin === null || seller.gstin.trim() === '' ? null : seller.gstin.replace(/\s/g, '').toUpperCase();
  if (gstin !== null && !isValidGstin(gstin))
    errors.push(userError('seller.gstin', 'INVALID', 'This is not a valid GSTIN (15 characters, check digit last).'));
  return { postalCode, state: state ?? seller.state, gstin };
}

function checkedContacts(
  errors: UserError[],
  { contact, grievanceOfficer: officer }: ShopSettingsInput,
): Pick<ShopSettings, 'contact' | 'grievanceOfficer'> {
  return {
    contact: {
      phone: checkedPhone(errors, 'contact.phone', contact.phone),
      email: checkedEmail(errors, 'contact.email', contact.email),
    },
    grievanceOfficer: {
      name: checkedText(errors, 'grievanceOfficer.name', officer.name),
      designation: checkedText(errors, 'grievanceOfficer.designation', officer.designation),
      phone: checkedPhone(errors, 'grievanceOfficer.phone', officer.phone),
      email: checkedEmail(errors, 'grievanceOfficer.email', officer.email),
    },
  };
}

function checkedCharges(
  errors: UserError[],
  { shipping, cod, onlinePayment }: ShopSettingsInput,
): Pick<ShopSettings, 'shipping' | 'cod' | 'onlinePayment'> {
  const paise = (field: string, value: number | null): number | null =>
    value === null ? null : checkedPaise(errors, field, value);
  return {
    shipping: {
      freeAtOrAbovePaise: paise('shipping.freeAtOrAbovePaise', shipping.freeAtOrAbovePaise),
      flatFeePaise: checkedPaise(errors, 'shipping.flatFeePaise', shipping.flatFeePaise),
    },
    cod: {
      enabled: cod.enabled,
      feePaise: checkedPaise(errors, 'cod.feePaise', cod.feePaise),
      maxOrderValuePaise: paise('cod.maxOrderValuePaise', cod.maxOrderValuePaise),
      maxOpenOrders: cod.maxOpenOrders,
    },
    onlinePayment: { maxOpenUnpaidOrders: onlinePayment.maxOpenUnpaidOrders },
  };
}

function checkedSocial(errors: UserError[], social: ShopSettings['social']): ShopSettings['social'] {
  const link = (network: SocialNetwork): string | null => {
    const value = social[network];
    if (value === null || value.trim() === '') return null;
    const parsed = parseSocialLink(network, value);
    if (parsed === null) errors.push(userError(`social.${network}`, 'INVALID', socialLinkRule(network)));
    return parsed;
  };
  return {
    instagram: link('instagram'),
    youtube: link('youtube'),
    facebook: link('facebook'),
    whatsapp: link('whatsapp'),
  };
}

export function checkShopSettings(input: ShopSettingsInput): Checked<ShopSettings> {
  const errors: UserError[] = [];
  const { seller, cod } = input;
  const registration = checkedSellerRegistration(errors, seller);
  if (!isMaxOpenCodOrders(cod.maxOpenOrders))
    errors.push(userError('cod.maxOpenOrders', 'INVALID', `Enter a whole number from 1 to ${MAX_OPEN_COD_ORDERS}.`));
  if (!isMaxOpenCodOrders(input.onlinePayment.maxOpenUnpaidOrders))
    errors.push(
      userError(
        'onlinePayment.maxOpenUnpaidOrders',
        'INVALID',
        `Enter a whole number from 1 to ${MAX_OPEN_COD_ORDERS}.`,
      ),
    );
  if (!CURRENT_GST_RATES.includes(input.defaultGstRate))
    errors.push(userError('defaultGstRate', 'INVALID', `Choose one of ${CURRENT_GST_RATES.join(', ')} %.`));
  const settings: ShopSettings = {
    displayName: checkedText(errors, 'displayName', input.displayName),
    seller: {
      legalName: checkedText(errors, 'seller.legalName', seller.legalName),
      street: checkedText(errors, 'seller.street', seller.street),
      city: checkedText(errors, 'seller.city', seller.city),
      ...registration,
    },
    ...checkedContacts(errors, input),
    ...checkedCharges(errors, input),
    defaultGstRate: input.defaultGstRate,
    social: checkedSocial(errors, input.social),
    couriers: checkedCouriers(errors, input.couriers),
    whatsappTemplates: input.whatsappTemplates,
    invoiceIssuing: input.invoiceIssuing,
  };
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: settings };
}
