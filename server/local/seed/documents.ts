import type { Timestamp } from 'firebase-admin/firestore';

// The Firestore documents exactly as an existing shop stores them (collection and field names unchanged, so the
// server reads demo data and a real shop's data alike).
// Money is in rupees; optional parts are left out rather than written as empty values, as the shop's admin does.

export const COLLECTIONS = {
  products: 'products',
  categories: 'categories',
  marketing: 'marketing',
  settings: 'settings',
  coupons: 'coupons',
} as const;
export const MARKETING_DOC_ID = 'marketingData';
export const SHOP_SETTINGS_DOC_ID = 'shop';

/** settings/shop: what the shop owner controls (money in paise; see server/src/domain/shop-settings.ts). */
export interface ShopSettingsDocument {
  /** The name shoppers know the shop by (messages, mails); invoices print seller.legalName. */
  displayName?: string;
  seller: { legalName: string; street: string; city: string; postalCode: string; state: string; gstin: string | null };
  contact: { phone: string; email: string };
  grievanceOfficer: { name: string; designation: string; phone: string; email: string };
  shipping: { freeAtOrAbovePaise: number | null; flatFeePaise: number };
  cod: { enabled: boolean; feePaise: number; maxOrderValuePaise: number | null; maxOpenOrders: number };
  onlinePayment: { maxOpenUnpaidOrders: number };
  defaultGstRate: number;
  /** When packing, delivering or only the owner's hand issues the GST invoice. */
  invoiceIssuing: 'ON_PACKED' | 'ON_DELIVERED' | 'BY_HAND';
  /** https links of the footer; null: not shown. */
  social: { instagram: string | null; youtube: string | null; facebook: string | null; whatsapp: string | null };
  /** The couriers offered when shipping, with their tracking page templates ({tracking} marks the number). */
  couriers: { name: string; trackingUrlTemplate: string | null }[];
  /** Each order update's approved WhatsApp template and what fills its parameters. */
  whatsappTemplates: Record<string, { name: string; parameters: string[] }>;
}

/** products/{id} */
export interface ProductDocument {
  productName: string;
  category: string;
  subCategory?: string;
  shortDescription: string;
  /** The first is the thumbnail. */
  mediaUrls: string[];
  /** Rupees. */
  mrp: number;
  /** Rupees. */
  sellingPrice: number;
  /** Units on hand; for products with variants, the sum of the variants. */
  stock: number;
  hasVariant: boolean;
  /**
   * stocks: units per variant; order: the variant names in the order the shop shows them (a Firestore map keeps
   * none); prices: the options that sell at their own price, in rupees.
   */
  variantData?: {
    stocks: Record<string, number>;
    order?: string[];
    prices?: Record<string, { sellingPrice: number; mrp: number }>;
  };
  createdAt: Timestamp;
  sales: number;
  isLimitedOffer: boolean;
  limitedOfferData?: { maxQuantity: number };
  /** 4 to 8 digits: printed on GST invoices. */
  hsnCode?: string;
  /** GST rate in percent (the HSN heading's rate from the table, or the demo's override). */
  gstRate?: number;
  /** Shown before purchase (Consumer Protection (E-Commerce) Rules 2020). */
  countryOfOrigin?: string;
  /** Occasion tags, spelled as in domain/gift-tags.ts. */
  occasions?: string[];
  /** Recipient tags, spelled as in domain/gift-tags.ts. */
  recipients?: string[];
  /** Flowers and cakes: delivered only where the shop delivers itself. */
  perishable?: boolean;
  /** Hours the shop needs before it can deliver (a cake 4, a personalised gift 48). */
  preparationHours?: number;
  /** The shopper's photos a line carries (photo mugs, frames, cushions), as domain/photo-requirement.ts reads them. */
  photoRequirement?: { count: number; shape: string; aspectRatio: number; minShortSidePx: number };
}

/** categories/{auto id} */
export interface CategoryDocument {
  category: string;
  subCategory: string[];
}

export interface BannerDocument {
  imageUrl: string;
  title: string;
  subtitle: string;
  link: string;
}

export interface ReviewDocument {
  name: string;
  text: string;
  rating: number;
  location: string;
}

/** marketing/marketingData */
export interface MarketingDocument {
  offerTitle: string;
  content: string[];
  banners: BannerDocument[];
  reviews: ReviewDocument[];
  /** Rupees. */
  minimumOrderValue: number;
}
