/**
 * The catalog's collection and document names, spelt exactly as an existing shop's database has them so that its
 * data works unchanged. Only the catalog's Firestore code (catalog-sync.ts) uses them; the accounts keep their own
 * collection name in accounts/profile-store.ts.
 */
export const PRODUCTS = 'products';
export const CATEGORIES = 'categories';
export const MARKETING = 'marketing';
export const MARKETING_DOCUMENT = 'marketingData';
/** The shop owner's settings (seller details, shipping and cash-on-delivery terms), one document. */
export const SETTINGS = 'settings';
export const SHOP_SETTINGS_DOCUMENT = 'shop';
/** The owner's search synonyms (settings/searchSynonyms): `{ synonyms: [{ word, means: [...] }] }`. */
export const SEARCH_SYNONYMS_DOCUMENT = 'searchSynonyms';
/** The delivery settings (settings/delivery, the delivery feature's document): read for the zones' fee terms. */
export const DELIVERY_SETTINGS_DOCUMENT = 'delivery';
