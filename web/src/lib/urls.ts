// Every link inside the shop is built here, so the shop's URL scheme lives in one module:
//   /  /shop  /wishlist  /cart  /login    the home page, all products, the wishlist, the cart, the login page
//   /account (/profile, /coupons)         the shopper's account and its sections
//   /product/<id>                         a product page
//   /product/<id>?source=search           a product page opened from the search results
//   /search?q=<text>                      the search results page; &exact=1 searches the words as typed
//   /category?category=<name>             all of a category
//   /category?category=<name>&subcategory=<name>   one subcategory of it
//   /checkout                             the guarded checkout (address, then review and pay)
//   /account/orders                       the shopper's orders
//   /account/orders/<id>                  one order; ?placed=1 when the shopper has just placed it
//   /account/orders/<id>/credit-notes/<n> the order's n-th credit note (from 1), printable
//   /payment/status?order=<id>            an online payment's verdict; &pay=1 opens the payment window first
// The listing page's own filter parameters (several categories, price, stock, sort, page) are read and written by
// features/catalog/listing-url.ts.

export function productUrl(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

/** Search results carry source=search, so the product page can tell how the shopper arrived. */
export function searchResultUrl(productId: string): string {
  return `${productUrl(productId)}?source=search`;
}

export const SEARCH_PAGE_PATH = '/search';

/** The search results page for a text; `exact` turns off the correction of typing mistakes. */
export function searchPageUrl(text: string, { exact = false }: { exact?: boolean } = {}): string {
  const params = new URLSearchParams({ q: text });
  if (exact) params.set('exact', '1');
  return `${SEARCH_PAGE_PATH}?${params.toString()}`;
}

export function categoryUrl(category: string): string {
  return `/category?${new URLSearchParams({ category }).toString()}`;
}

/** The category page narrowed to one subcategory; the category page itself when there is no subcategory. */
export function subcategoryUrl(category: string, subcategory: string | null | undefined): string {
  if (!subcategory) return categoryUrl(category);
  return `/category?${new URLSearchParams({ category, subcategory }).toString()}`;
}

export const HOME_URL = '/';
export const SHOP_URL = '/shop';

/** All products, sorted or narrowed by the listing page's own parameters (`{ sort: 'popular' }`). */
export function shopUrl(params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${SHOP_URL}?${query}` : SHOP_URL;
}

export const WISHLIST_URL = '/wishlist';
export const CART_URL = '/cart';
export const CHECKOUT_URL = '/checkout';
export const LOGIN_URL = '/login';
export const ACCOUNT_URL = '/account';
export const PROFILE_URL = `${ACCOUNT_URL}/profile`;
export const MY_COUPONS_URL = `${ACCOUNT_URL}/coupons`;
export const ORDERS_URL = `${ACCOUNT_URL}/orders`;

/** One of the shopper's orders; `placed` adds the thank-you and what happens next, right after checkout. */
export function orderUrl(orderId: string, { placed = false }: { placed?: boolean } = {}): string {
  const path = `${ORDERS_URL}/${encodeURIComponent(orderId)}`;
  return placed ? `${path}?placed=1` : path;
}

/** The order's GST invoice, printable (once the shop has issued it). */
export function orderInvoiceUrl(orderId: string): string {
  return `${orderUrl(orderId)}/invoice`;
}

/** The order's n-th credit note (counted from 1, oldest first), printable. */
export function creditNoteUrl(orderId: string, position: number): string {
  return `${orderUrl(orderId)}/credit-notes/${position}`;
}

export const PAYMENT_STATUS_URL = '/payment/status';

/** The payment status of an order; `pay` opens the payment window first (straight after checkout, or Try again). */
export function paymentStatusUrl(orderId: string, { pay = false }: { pay?: boolean } = {}): string {
  const query = new URLSearchParams({ order: orderId, ...(pay ? { pay: '1' } : {}) });
  return `${PAYMENT_STATUS_URL}?${query.toString()}`;
}

/** A policy page by its slug (`terms-of-service`). */
export function policyUrl(slug: string): string {
  return `/${slug}`;
}

/** The policy pages checkout links to (terms, refunds) and the footer lists. */
export const POLICY_URLS = {
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  shipping: '/shipping-policy',
  refunds: '/refund-and-return-policy',
} as const;

/** The shop owner's area: its own lazily loaded part of the app, outside the shop's frame. */
export const ADMIN_URLS = {
  dashboard: '/admin',
  products: '/admin/products',
  categories: '/admin/categories',
  orders: '/admin/orders',
  deliveries: '/admin/deliveries',
  deliverySettings: '/admin/delivery-settings',
  coupons: '/admin/coupons',
  marketing: '/admin/marketing',
  settings: '/admin/settings',
  searchSynonyms: '/admin/search-synonyms',
  gstRates: '/admin/gst-rates',
} as const;

/** The admin's page of one product; `new` for the empty form. */
export function adminProductUrl(productId: string): string {
  return `${ADMIN_URLS.products}/${encodeURIComponent(productId)}`;
}

/** The admin's page of one coupon (its use); `edit` for its form. */
export function adminCouponUrl(code: string, page: 'usage' | 'edit' = 'usage'): string {
  const base = `${ADMIN_URLS.coupons}/${encodeURIComponent(code)}`;
  return page === 'edit' ? `${base}/edit` : base;
}

/** The admin's empty coupon form. */
export const ADMIN_NEW_COUPON_URL = `${ADMIN_URLS.coupons}/new`;
