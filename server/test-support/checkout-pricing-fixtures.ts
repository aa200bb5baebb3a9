// Shared by the checkout-pricing*.test.ts files: a small taxed catalogue, the shop settings they price with, and a
// quote() that prices lines with those defaults.
import {
  priceCheckout,
  type CheckoutInput,
  type CheckoutLine,
  type TaxedProduct,
} from '../src/domain/checkout-pricing.js';
import type { ProductFields } from '../src/domain/product.js';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '../src/domain/shop-settings.js';
import { testProduct } from './test-products.js';

export function taxed(
  fields: Partial<ProductFields> & { id: string },
  tax: { gstRate?: number | null; hsnCode?: string | null } = {},
): TaxedProduct {
  return { ...testProduct(fields), ...tax };
}

export const catalog: Record<string, TaxedProduct> = {
  // ₹299 at 18 %: taxable 253.39, tax 45.61
  mug: taxed(
    { id: 'mug', productName: 'Photo mug', mrpPaise: 399_00, sellingPricePaise: 299_00, stock: 20 },
    { gstRate: 18, hsnCode: '6912' },
  ),
  // ₹105 at 5 %: taxable 100, tax 5
  card: taxed({ id: 'card', sellingPricePaise: 105_00, mrpPaise: 105_00, stock: 100 }, { gstRate: 5, hsnCode: '4909' }),
  // no rate of its own: the shop's default applies
  plain: taxed({ id: 'plain', sellingPricePaise: 500_00, mrpPaise: 500_00, stock: 10 }),
  legacy: taxed({ id: 'legacy', sellingPricePaise: 112_00, mrpPaise: 112_00, stock: 10 }, { gstRate: 12 }),
  frame: taxed({ id: 'frame', sellingPricePaise: 599_00, mrpPaise: 599_00, stock: 3 }, { gstRate: 18 }),
  gone: taxed({ id: 'gone', stock: 0 }),
  ring: taxed(
    {
      id: 'ring',
      sellingPricePaise: 1499_00,
      mrpPaise: 1999_00,
      hasVariant: true,
      variants: [
        { name: 'S', stock: 2 },
        { name: 'M', stock: 0 },
        { name: 'L', stock: 5 },
      ],
    },
    { gstRate: 3, hsnCode: '7117' },
  ),
  offer: taxed({ id: 'offer', sellingPricePaise: 99_00, stock: 50, isLimitedOffer: true, limitedOfferMaxQuantity: 2 }),
  scarceOffer: taxed({
    id: 'scarceOffer',
    sellingPricePaise: 99_00,
    stock: 1,
    isLimitedOffer: true,
    limitedOfferMaxQuantity: 5,
  }),
  offerVariants: taxed({
    id: 'offerVariants',
    sellingPricePaise: 100_00,
    isLimitedOffer: true,
    limitedOfferMaxQuantity: 3,
    hasVariant: true,
    variants: [
      { name: 'Red', stock: 10 },
      { name: 'Blue', stock: 10 },
    ],
  }),
};

export type LineSpec = {
  productId: string;
  quantity?: number;
  variant?: string | null;
  seenPricePaise?: number | null;
};

export function lines(...specs: LineSpec[]): CheckoutLine[] {
  return specs.map((spec) => ({
    productId: spec.productId,
    variant: spec.variant ?? null,
    quantity: spec.quantity ?? 1,
    seenPricePaise: spec.seenPricePaise ?? null,
    product: catalog[spec.productId] ?? null,
  }));
}

export const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  shipping: { freeAtOrAbovePaise: 999_00, flatFeePaise: 79_00 },
  cod: { enabled: true, feePaise: 49_00, maxOrderValuePaise: 5_000_00, maxOpenOrders: 3 },
  onlinePayment: { maxOpenUnpaidOrders: 3 },
  defaultGstRate: 18,
};

export const tamilNadu = { state: 'Tamil Nadu', postalCode: '641012' };
export const kerala = { state: 'Kerala', postalCode: '682001' };

export function quote(overrides: Partial<CheckoutInput> & { lines: CheckoutLine[] }) {
  return priceCheckout({
    delivery: tamilNadu,
    paymentMethod: 'ONLINE',
    settings,
    minimumOrderValuePaise: 0,
    discount: null,
    ...overrides,
  });
}

export function codes(pricing: ReturnType<typeof quote>) {
  return pricing.problems.map((problem) => problem.code);
}
