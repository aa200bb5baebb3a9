// Options with their own price: the product's figures, the cart, the checkout quote, the filter and the sorts.
import { describe, expect, it } from 'vitest';
import { priceCart } from './cart.js';
import { priceCheckout } from './checkout-pricing.js';
import { filterProductsReference } from './filter.js';
import { optionPrice, type Product } from './product.js';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings.js';
import { sortProductsReference } from './sort.js';
import { testProduct } from '../../test-support/test-products.js';

// 6 roses at the product's ₹599 (mrp ₹799); 12 roses at ₹999 (mrp ₹1,299) and 24 roses at ₹1,799 (mrp ₹2,199), their own.
const roses = testProduct({
  id: 'roses',
  sellingPricePaise: 599_00,
  mrpPaise: 799_00,
  hasVariant: true,
  variants: [
    { name: '6 roses', stock: 30 },
    { name: '12 roses', stock: 25, sellingPricePaise: 999_00, mrpPaise: 1299_00 },
    { name: '24 roses', stock: 8, sellingPricePaise: 1799_00, mrpPaise: 2199_00 },
  ],
});

// Every option dearer than the product's own price: the lowest option price is what it sells from.
const cake = testProduct({
  id: 'cake',
  sellingPricePaise: 400_00,
  mrpPaise: 450_00,
  hasVariant: true,
  variants: [
    { name: '500 g', stock: 5, sellingPricePaise: 749_00 },
    { name: '1 kg', stock: 5, sellingPricePaise: 1399_00, mrpPaise: 1499_00 },
  ],
});

const mug = testProduct({ id: 'mug', sellingPricePaise: 899_00, mrpPaise: 999_00 });

describe('a product with priced options', () => {
  it('gives each option its own price, mrp and discount, or the product’s', () => {
    expect(
      roses.variants.map((option) => [
        option.name,
        option.sellingPrice.paise,
        option.mrp.paise,
        option.discountPercent,
        option.ownSellingPrice?.paise ?? null,
      ]),
    ).toEqual([
      ['6 roses', 599_00, 799_00, 25, null],
      ['12 roses', 999_00, 1299_00, 23, 999_00],
      ['24 roses', 1799_00, 2199_00, 18, 1799_00],
    ]);
    // An own selling price without an own mrp takes the product's mrp.
    expect(cake.variants[0]!.mrp.paise).toBe(450_00);
    expect(cake.variants[0]!.discountPercent).toBe(0);
  });

  it('sells from its lowest option price, and says when option prices differ', () => {
    expect([roses.lowestPrice.paise, roses.lowestPriceMrp.paise, roses.pricesVary]).toEqual([599_00, 799_00, true]);
    expect([cake.lowestPrice.paise, cake.lowestPriceMrp.paise, cake.pricesVary]).toEqual([749_00, 450_00, true]);
    expect([mug.lowestPrice.paise, mug.lowestPriceMrp.paise, mug.pricesVary]).toEqual([899_00, 999_00, false]);
  });

  it('keeps a product of today’s shape exactly as it was: every option at the product’s price', () => {
    const plain = testProduct({
      id: 'ring',
      sellingPricePaise: 1499_00,
      mrpPaise: 1999_00,
      hasVariant: true,
      variants: [
        { name: 'S', stock: 2 },
        { name: 'L', stock: 5 },
      ],
    });
    expect(plain.pricesVary).toBe(false);
    expect(plain.lowestPrice).toEqual(plain.sellingPrice);
    expect(plain.variants.map((option) => option.sellingPrice.paise)).toEqual([1499_00, 1499_00]);
  });

  it('ignores an option price that is not whole paise above zero (the product’s applies)', () => {
    const odd = testProduct({
      id: 'odd',
      sellingPricePaise: 100_00,
      hasVariant: true,
      variants: [
        { name: 'A', stock: 1, sellingPricePaise: 0 },
        { name: 'B', stock: 1, sellingPricePaise: -5 },
      ],
    });
    expect(odd.variants.map((option) => option.sellingPrice.paise)).toEqual([100_00, 100_00]);
    expect(odd.pricesVary).toBe(false);
  });

  it('prices a purchase by option, falling back to the product for a name it does not know', () => {
    expect(optionPrice(roses, '12 roses').sellingPrice.paise).toBe(999_00);
    expect(optionPrice(roses, 'a dozen').sellingPrice.paise).toBe(599_00);
    expect(optionPrice(mug, null).mrp.paise).toBe(999_00);
  });
});

describe('priceCart by option', () => {
  const find = (id: string): Product | undefined => ({ roses, cake, mug })[id];

  it('prices each line at its option’s price and sums savings against each option’s mrp', () => {
    const cart = priceCart(
      [
        { productId: 'roses', variant: '6 roses', quantity: 1 },
        { productId: 'roses', variant: '24 roses', quantity: 2 },
        { productId: 'mug', quantity: 1 },
      ],
      find,
      0,
    );
    expect(cart.lines.map((line) => [line.unitPrice?.paise, line.unitMrp?.paise, line.lineTotal?.paise])).toEqual([
      [599_00, 799_00, 599_00],
      [1799_00, 2199_00, 3598_00],
      [899_00, 999_00, 899_00],
    ]);
    expect(cart.subtotal.paise).toBe(599_00 + 3598_00 + 899_00);
    expect(cart.mrpTotal.paise).toBe(799_00 + 2 * 2199_00 + 999_00);
    expect(cart.savings.paise).toBe(200_00 + 2 * 400_00 + 100_00);
  });

  it('reports a changed option price as PRICE_CHANGED with the price seen and the new one', () => {
    const cart = priceCart(
      [
        { productId: 'roses', variant: '12 roses', quantity: 1, seenPricePaise: 899_00 },
        { productId: 'roses', variant: '6 roses', quantity: 1, seenPricePaise: 599_00 },
      ],
      find,
      0,
    );
    expect(cart.lines.map((line) => line.status)).toEqual(['PRICE_CHANGED', 'OK']);
    expect(cart.lines[0]!.previousUnitPrice?.paise).toBe(899_00);
    expect(cart.lines[0]!.unitPrice?.paise).toBe(999_00);
  });

  it('does not call the option price seen a change when the line is at that option’s price', () => {
    const cart = priceCart([{ productId: 'cake', variant: '1 kg', quantity: 1, seenPricePaise: 1399_00 }], find, 0);
    expect(cart.lines[0]!.status).toBe('OK');
  });
});

describe('priceCheckout by option', () => {
  it('quotes the option’s unit price and mrp, and taxes what the option costs', () => {
    const pricing = priceCheckout({
      lines: [{ productId: 'roses', variant: '24 roses', quantity: 1, seenPricePaise: null, product: roses }],
      delivery: { state: 'Tamil Nadu', postalCode: '641012' },
      paymentMethod: 'ONLINE',
      settings: { ...DEFAULT_SHOP_SETTINGS, defaultGstRate: 18 },
      minimumOrderValuePaise: 0,
      discount: null,
    });
    const [line] = pricing.lines;
    expect([line!.unitPricePaise, line!.mrpPaise, line!.lineTotalPaise, line!.netPaise]).toEqual([
      1799_00, 2199_00, 1799_00, 1799_00,
    ]);
    expect(pricing.itemsSubtotalPaise).toBe(1799_00);
    // ₹1,799 at 18 %: taxable 1524.58, tax 274.42
    expect(line!.gst?.taxPaise).toBe(274_42);
    expect(pricing.canPlace).toBe(true);
  });
});

describe('the listing filter and the price sorts use the lowest option price', () => {
  const products = [roses, cake, mug];

  it('filters on the lowest option price', () => {
    const ids = (min: number | null, max: number | null) =>
      filterProductsReference(products, { minPricePaise: min, maxPricePaise: max }).map((product) => product.id);
    // roses from ₹599 match up to ₹600 even though 24 roses cost ₹1,799; the cake from ₹749 does not.
    expect(ids(null, 600_00)).toEqual(['roses']);
    expect(ids(700_00, 800_00)).toEqual(['cake']);
    expect(ids(1000_00, null)).toEqual([]);
  });

  it('sorts by the lowest option price', () => {
    expect(sortProductsReference(products, 'PRICE_LOW').map((product) => product.id)).toEqual(['roses', 'cake', 'mug']);
    expect(sortProductsReference(products, 'PRICE_HIGH').map((product) => product.id)).toEqual([
      'mug',
      'cake',
      'roses',
    ]);
  });
});
