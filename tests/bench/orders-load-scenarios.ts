// The scenarios and the catalog of `npm run bench:orders` (tests/bench/orders-load.ts): issue 37's busy evening.
export const MAX_OPEN_COD = 10;
export const SLOT_CAPACITY = 1_000;
/** The hot products whose stock is split into shards, and into how many. */
export const STOCK_SHARDS: Record<string, number> = { roses: 8, scarce: 4 };

export interface Scenario {
  readonly name: string;
  readonly label: string;
  readonly shoppers: number;
  readonly ordersEach: number;
  /** The product of shopper `s`'s order `n`. */
  readonly product: (shopper: number, order: number) => string;
  /** The delivery date index (into the bench's dates) and slot of shopper `s`'s order `n`. */
  readonly slot: (shopper: number, order: number) => { day: number; slotId: string };
}

const spread = (shopper: number, order: number) => ({
  day: (shopper + order) % 10,
  slotId: (shopper + order) % 2 === 0 ? 'standard' : 'fixed-18-20',
});

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'one',
    label: 'one shopper, 30 orders in a row',
    shoppers: 1,
    ordersEach: 30,
    product: (_, order) => `gift-${order % 10}`,
    slot: spread,
  },
  {
    name: 'distinct',
    label: '10 shoppers at once, distinct products, 10 orders each',
    shoppers: 10,
    ordersEach: 10,
    product: (shopper) => `gift-${shopper}`,
    slot: spread,
  },
  {
    name: 'hot-product',
    label: "40 shoppers at once, one product (Valentine's roses), 5 each",
    shoppers: 40,
    ordersEach: 5,
    product: () => 'roses',
    slot: spread,
  },
  {
    name: 'hot-slot',
    label: '40 shoppers at once, one midnight slot, 5 each',
    shoppers: 40,
    ordersEach: 5,
    product: (shopper) => `gift-${shopper % 10}`,
    slot: () => ({ day: 0, slotId: 'midnight' }),
  },
  {
    name: 'sold-out',
    label: '40 shoppers, 10 in stock, 5 each',
    shoppers: 40,
    ordersEach: 5,
    product: () => 'scarce',
    slot: spread,
  },
];

export const PRODUCTS: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(
    Array.from({ length: 10 }, (_, index) => [
      `gift-${index}`,
      {
        productName: `Gift ${index}`,
        category: 'Gifts',
        sellingPrice: 349,
        stock: 5_000,
        gstRate: 18,
        hsnCode: '6912',
      },
    ]),
  ),
  roses: {
    productName: 'Red roses',
    category: 'Flowers',
    sellingPrice: 899,
    stock: 5_000,
    gstRate: 0,
    hsnCode: '0603',
  },
  scarce: {
    productName: 'Last teddies',
    category: 'Gifts',
    sellingPrice: 599,
    stock: 10,
    gstRate: 18,
    hsnCode: '9503',
  },
};
