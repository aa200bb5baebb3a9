// Every link to a product or a category page is built here, so the shop's URL scheme lives in one module:
//   /product/<id>                         a product page
//   /product/<id>?source=search           a product page opened from the search results
//   /category?category=<name>             all of a category
//   /category?category=<name>&subcategory=<name>   one subcategory of it
// The listing page's own filter parameters (several categories, price, stock, sort, page) are read and written by
// features/catalog/listing-url.ts.

export function productUrl(productId: string): string {
  return `/product/${encodeURIComponent(productId)}`;
}

/** Search results carry source=search, so the product page can tell how the shopper arrived. */
export function searchResultUrl(productId: string): string {
  return `${productUrl(productId)}?source=search`;
}

export function categoryUrl(category: string): string {
  return `/category?${new URLSearchParams({ category }).toString()}`;
}

/** The category page narrowed to one subcategory; the category page itself when there is no subcategory. */
export function subcategoryUrl(category: string, subcategory: string | null | undefined): string {
  if (!subcategory) return categoryUrl(category);
  return `/category?${new URLSearchParams({ category, subcategory }).toString()}`;
}
