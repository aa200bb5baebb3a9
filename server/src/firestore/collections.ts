/**
 * Collection and document names of the shop's Firestore database, exactly as an existing shop stores them
 * (SPEC.md §3). Nothing outside server/src/firestore should spell these.
 */
export const PRODUCTS = 'products';
export const CATEGORIES = 'categories';
export const MARKETING = 'marketing';
export const MARKETING_DOCUMENT = 'marketingData';
export const USER_PROFILES = 'LovelyUsers';
