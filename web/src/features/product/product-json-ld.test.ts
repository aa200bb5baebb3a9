import { describe, expect, it } from 'vitest';
import { paiseToPriceString, productJsonLd, serializeJsonLd } from './product-json-ld';

const product = {
  id: 'mug-1',
  productName: 'Rose Mug',
  shortDescription: 'A mug with roses.',
  category: 'Mugs',
  subCategory: 'Ceramic',
  mediaUrls: ['/media/demo/rose-mug-1.svg', 'https://cdn.example.com/x.jpg'],
  sellingPrice: { paise: 49_950 },
  inStock: true,
};

describe('paiseToPriceString', () => {
  it.each([
    { paise: 129_900, expected: '1299.00' },
    { paise: 49_950, expected: '499.50' },
    { paise: 5, expected: '0.05' },
    { paise: 0, expected: '0.00' },
  ])('$paise → $expected', ({ paise, expected }) => {
    expect(paiseToPriceString(paise)).toBe(expected);
  });
});

describe('productJsonLd', () => {
  it('describes the product with an INR offer and absolute URLs', () => {
    const data = productJsonLd(product, 'https://shop.example');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Rose Mug',
      sku: 'mug-1',
      category: 'Mugs > Ceramic',
      image: ['https://shop.example/media/demo/rose-mug-1.svg', 'https://cdn.example.com/x.jpg'],
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/mug-1',
        priceCurrency: 'INR',
        price: '499.50',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says OutOfStock for sold-out products', () => {
    const data = productJsonLd({ ...product, inStock: false, subCategory: null }, 'https://shop.example');
    expect(data).toMatchObject({ category: 'Mugs', offers: { availability: 'https://schema.org/OutOfStock' } });
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
