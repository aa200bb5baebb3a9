// Structured data for search engines (schema.org Product with an Offer in INR).
import { productUrl } from '../../lib/urls';

export interface JsonLdProductInput {
  id: string;
  productName: string;
  shortDescription: string;
  category: string;
  subCategory?: string | null;
  mediaUrls: readonly string[];
  sellingPrice: { paise: number };
  inStock: boolean;
}

/** Paise as a schema.org price: a decimal string with two places ("1299.00"). */
export function paiseToPriceString(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.round(paise));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function absolute(url: string, origin: string): string {
  try {
    return new URL(url, origin).toString();
  } catch {
    return url;
  }
}

export function productJsonLd(product: JsonLdProductInput, origin: string): Record<string, unknown> {
  const url = absolute(productUrl(product.id), origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': url,
    name: product.productName,
    description: product.shortDescription,
    sku: product.id,
    category: product.subCategory ? `${product.category} > ${product.subCategory}` : product.category,
    image: product.mediaUrls.map((media) => absolute(media, origin)),
    brand: { '@type': 'Brand', name: 'Lovely Gifts' },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'INR',
      price: paiseToPriceString(product.sellingPrice.paise),
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: 'Lovely Gifts' },
    },
  };
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
