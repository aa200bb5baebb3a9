import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, startCatalogHarness, type CatalogHarness } from '../support/catalog-harness.js';
import { PRODUCTS, seedShop } from '../support/catalog-fixtures.js';

let shop: CatalogHarness;

beforeAll(async () => {
  shop = await startCatalogHarness({ seed: seedShop });
});

afterAll(async () => {
  await shop?.stop();
});

async function data<Data = any>(query: string, variables?: Record<string, unknown>): Promise<Data> {
  const response = await shop.graphql<Data>(query, variables);
  expect(response.body.errors).toBeUndefined();
  expect(response.status).toBe(200);
  return response.body.data as Data;
}

async function listIds(variables: Record<string, unknown>): Promise<{ ids: string[]; total: number }> {
  const result = await data<{ products: { totalCount: number; items: { id: string }[] } }>(
    'query List($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) { products(filter: $filter, sort: $sort, paging: $paging) { totalCount items { id } } }',
    variables,
  );
  return { ids: result.products.items.map((item) => item.id), total: result.products.totalCount };
}

describe('marketing and categories', () => {
  it('reads marketing/marketingData, tolerating plain banner URLs and `review` texts', async () => {
    const { marketing } =
      await data(`{ marketing { offerTitle content banners { imageUrl title link } reviews { name text rating location }
      minimumOrderValue { paise formatted currencyCode } } }`);
    expect(marketing).toEqual({
      offerTitle: 'Festive Sale',
      content: [
        'Free delivery in Coimbatore over ₹999',
        'Same-day delivery before 2 pm',
        'Gift wrap on every order',
        'New: engraved pens',
      ],
      banners: [
        { imageUrl: '/media/demo/banner-1.svg', title: 'Gifts for every occasion', link: '/shop' },
        { imageUrl: '/media/demo/banner-2.svg', title: null, link: null },
      ],
      reviews: [
        { name: 'Priya', text: 'Beautiful mug, quick delivery!', rating: 5, location: 'Coimbatore' },
        { name: 'Arun', text: 'Loved the hamper.', rating: 4, location: 'Tiruppur' },
      ],
      minimumOrderValue: { paise: 50000, formatted: '₹500', currencyCode: 'INR' },
    });
  });

  it('lists categories by name with sorted subcategories, leaving out a nameless document', async () => {
    const { categories } = await data('{ categories { name subcategories } }');
    expect(categories).toEqual([
      { name: 'Flowers', subcategories: [] },
      { name: 'Hampers', subcategories: ['Festive'] },
      { name: 'Home Décor', subcategories: ['Lamps'] },
      { name: 'Personalised Gifts', subcategories: ['Frames', 'Mugs'] },
      { name: 'Soft Toys', subcategories: ['Bunnies', 'Teddy Bears'] },
      { name: 'Stationery', subcategories: ['Pens'] },
    ]);
  });

  it('builds the mega-menu from in-stock products only, split and sorted, with encoded links', async () => {
    const { megaMenu } = await data(`{ megaMenu { withoutSubcategories { name url subcategories { name } }
      withSubcategories { name url subcategories { name url } } } }`);
    expect(megaMenu.withoutSubcategories).toEqual([
      { name: 'Flowers', url: '/category?category=Flowers', subcategories: [] },
    ]);
    expect(megaMenu.withSubcategories).toEqual([
      {
        name: 'Hampers',
        url: '/category?category=Hampers',
        subcategories: [{ name: 'Festive', url: '/category?category=Hampers&subcategory=Festive' }],
      },
      {
        name: 'Personalised Gifts',
        url: '/category?category=Personalised%20Gifts',
        subcategories: [
          { name: 'Frames', url: '/category?category=Personalised%20Gifts&subcategory=Frames' },
          { name: 'Mugs', url: '/category?category=Personalised%20Gifts&subcategory=Mugs' },
        ],
      },
      {
        name: 'Soft Toys',
        url: '/category?category=Soft%20Toys',
        subcategories: [{ name: 'Bunnies', url: '/category?category=Soft%20Toys&subcategory=Bunnies' }],
      },
      {
        name: 'Stationery',
        url: '/category?category=Stationery',
        subcategories: [{ name: 'Pens', url: '/category?category=Stationery&subcategory=Pens' }],
      },
    ]);
  });
});

describe('products', () => {
  it('lists every understood product, in stock first and newest first by default', async () => {
    expect(await listIds({})).toEqual({
      ids: ['roses', 'mug', 'bunny', 'frame', 'cushion', 'pen', 'hamper', 'teddy', 'lamp'],
      total: 9,
    });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['a plain category', { categories: [{ category: 'Personalised Gifts' }] }, ['mug', 'frame', 'cushion']],
    ['category/sub', { categories: [{ category: 'Soft Toys', subcategories: ['Bunnies'] }] }, ['bunny']],
    [
      'a plain category dropped for its sub-selection',
      {
        categories: [{ category: 'Personalised Gifts' }, { category: 'Personalised Gifts', subcategories: ['Frames'] }],
      },
      ['frame'],
    ],
    ['two categories', { categories: [{ category: 'Flowers' }, { category: 'Home Décor' }] }, ['roses', 'lamp']],
    [
      'two subcategories of one category',
      { categories: [{ category: 'Personalised Gifts', subcategories: ['Mugs', 'Frames'] }] },
      ['mug', 'frame'],
    ],
    [
      'an empty subcategory list is the whole category',
      { categories: [{ category: 'Soft Toys', subcategories: [] }] },
      ['bunny', 'teddy'],
    ],
    ['inclusive price range', { minPricePaise: 34900, maxPricePaise: 79900 }, ['roses', 'mug', 'frame', 'cushion']],
    ['in stock', { stock: 'IN_STOCK', categories: [{ category: 'Soft Toys' }] }, ['bunny']],
    ['out of stock (variants summed)', { stock: 'OUT_OF_STOCK' }, ['teddy', 'lamp']],
    ['limited stock: 9, 7, 6 and 2 units, not 10', { stock: 'LIMITED_STOCK' }, ['bunny', 'frame', 'pen', 'hamper']],
    ['limited offers', { limitedOffer: true }, ['roses']],
    [
      'category, then price, then stock',
      { categories: [{ category: 'Personalised Gifts' }], maxPricePaise: 74950, stock: 'LIMITED_STOCK' },
      ['frame'],
    ],
  ])('filters by %s', async (_name, filter, ids) => {
    expect((await listIds({ filter })).ids).toEqual(ids);
  });

  it.each<[string, string[]]>([
    ['PRICE_LOW', ['pen', 'bunny', 'mug', 'cushion', 'frame', 'roses', 'hamper', 'lamp', 'teddy']],
    ['PRICE_HIGH', ['hamper', 'roses', 'frame', 'cushion', 'mug', 'bunny', 'pen', 'teddy', 'lamp']],
    ['POPULAR', ['roses', 'mug', 'bunny', 'frame', 'hamper', 'cushion', 'pen', 'teddy', 'lamp']],
    ['RELEVANT', ['bunny', 'hamper', 'pen', 'cushion', 'mug', 'roses', 'frame', 'lamp', 'teddy']],
    ['NEWEST', ['roses', 'mug', 'bunny', 'frame', 'cushion', 'pen', 'hamper', 'teddy', 'lamp']],
  ])('sorts by %s with in-stock products first', async (sort, ids) => {
    expect((await listIds({ sort })).ids).toEqual(ids);
  });

  it('pages and reports the price range of the category selection', async () => {
    const { products } =
      await data(`query { products(filter: { categories: [{ category: "Personalised Gifts" }], stock: OUT_OF_STOCK }, paging: { page: 1, pageSize: 2 }) {
      totalCount pageInfo { page pageSize totalPages hasNextPage hasPreviousPage } priceRange { min { formatted } max { formatted } } } }`);
    expect(products).toEqual({
      totalCount: 0,
      pageInfo: { page: 1, pageSize: 2, totalPages: 0, hasNextPage: false, hasPreviousPage: false },
      priceRange: { min: { formatted: '₹349' }, max: { formatted: '₹749.50' } },
    });
    const second = await listIds({ paging: { page: 2, pageSize: 4 } });
    expect(second).toEqual({ ids: ['cushion', 'pen', 'hamper', 'teddy'], total: 9 });
  });

  it('lists the home products: positive stock only, newest first', async () => {
    const { homeProducts } = await data('{ homeProducts(limit: 20) { id } }');
    expect(homeProducts.map((product: { id: string }) => product.id)).toEqual([
      'roses',
      'mug',
      'bunny',
      'frame',
      'cushion',
      'pen',
      'hamper',
    ]);
  });

  it('answers product(id) with every field, derived ones included', async () => {
    const { product } =
      await data(`{ product(id: "bunny") { id productName category subCategory shortDescription mediaUrls thumbnail
      mrp { paise formatted } sellingPrice { paise formatted } discountPercent stock hasVariant variants { name stock inStock }
      stockCount inStock isLimitedStock createdAt sales isLimitedOffer limitedOfferData { maxQuantity } maxOrderQuantity } }`);
    expect(product).toEqual({
      id: 'bunny',
      productName: 'Bunny Plush',
      category: 'Soft Toys',
      subCategory: 'Bunnies',
      shortDescription: 'Floppy ears.',
      mediaUrls: [],
      thumbnail: null,
      mrp: { paise: 39900, formatted: '₹399' },
      sellingPrice: { paise: 29900, formatted: '₹299' },
      discountPercent: 25,
      stock: 0,
      hasVariant: true,
      variants: [
        { name: 'Pink', stock: 3, inStock: true },
        { name: 'Blue', stock: 4, inStock: true },
      ],
      stockCount: 7,
      inStock: true,
      isLimitedStock: true,
      createdAt: '2025-01-09T00:00:00.000Z',
      sales: 60,
      isLimitedOffer: false,
      limitedOfferData: null,
      maxOrderQuantity: 7,
    });
  });

  it('reads numbers stored as strings, and old documents without createdAt or variant data', async () => {
    const { frame, hamper, pen, roses } = await data(`{
      frame: product(id: "frame") { sellingPrice { paise formatted } mrp { paise } stock sales createdAt isLimitedStock }
      hamper: product(id: "hamper") { createdAt stockCount }
      pen: product(id: "pen") { hasVariant variants { name } stockCount mrp { formatted } discountPercent }
      roses: product(id: "roses") { isLimitedOffer limitedOfferData { maxQuantity } maxOrderQuantity }
    }`);
    expect(frame).toEqual({
      sellingPrice: { paise: 74950, formatted: '₹749.50' },
      mrp: { paise: 89900 },
      stock: 9,
      sales: 40,
      createdAt: '2025-01-05T10:00:00.000Z',
      isLimitedStock: true,
    });
    expect(hamper).toEqual({ createdAt: null, stockCount: 2 });
    expect(pen).toEqual({
      hasVariant: false,
      variants: [],
      stockCount: 6,
      mrp: { formatted: '₹250' },
      discountPercent: 0,
    });
    expect(roses).toEqual({ isLimitedOffer: true, limitedOfferData: { maxQuantity: 2 }, maxOrderQuantity: 2 });
  });

  it('answers null for an unknown product and for documents that cannot be understood', async () => {
    const result = await data(
      '{ a: product(id: "nope") { id } b: product(id: "broken-no-price") { id } c: product(id: "broken-price-text") { id } }',
    );
    expect(result).toEqual({ a: null, b: null, c: null });
  });

  it('answers productsByIds in the order asked, with null for missing products', async () => {
    const { productsByIds } = await data('{ productsByIds(ids: ["teddy", "gone", "mug", "broken-no-name"]) { id } }');
    expect(productsByIds).toEqual([{ id: 'teddy' }, null, { id: 'mug' }, null]);
  });
});

describe('search', () => {
  it.each<[string, string[], number]>([
    ['photo', ['mug', 'frame'], 2],
    ['PHOTO', ['mug', 'frame'], 2],
    ['gift', ['mug', 'frame', 'cushion', 'pen', 'hamper', 'teddy'], 6],
    // the out-of-stock teddy matches by name, the newer in-stock roses only by description
    ['teddy', ['teddy', 'roses'], 2],
    ['décor', ['lamp'], 1],
    ['decor', ['lamp'], 1],
    ['teddy bears', ['teddy'], 1],
    ['kaju', ['hamper'], 1],
    ['nothing like this', [], 0],
  ])('"%s" finds name matches first, with the total count', async (text, ids, total) => {
    const { search } = await data(
      'query($text: String!) { search(text: $text, limit: 10) { text totalCount items { id } } }',
      { text },
    );
    expect(search.items.map((item: { id: string }) => item.id)).toEqual(ids);
    expect(search.totalCount).toBe(total);
    expect(search.text).toBe(text);
  });

  it('limits the items but counts all matches', async () => {
    const { search } = await data('{ search(text: "  gift ", limit: 2) { text totalCount items { id } } }');
    expect(search).toEqual({ text: 'gift', totalCount: 6, items: [{ id: 'mug' }, { id: 'frame' }] });
  });
});

describe('cartSummary', () => {
  it('prices a cart from the catalog with line statuses, limited-offer caps and the minimum order value', async () => {
    const { cartSummary } = await data(
      `query($lines: [CartLineInput!]!) { cartSummary(lines: $lines) {
      lines { productId variant quantity maxQuantity status unitPrice { formatted } lineTotal { paise } previousUnitPrice { formatted } product { id } }
      subtotal { paise formatted } mrpTotal { paise } savings { formatted } itemCount minimumOrderValue { formatted }
      amountToMinimum { paise } canCheckout } }`,
      {
        lines: [
          { productId: 'mug', quantity: 1, seenPricePaise: 29900 },
          { productId: 'bunny', variant: 'Pink', quantity: 2 },
          { productId: 'roses', quantity: 3 },
          { productId: 'teddy', variant: 'Brown', quantity: 1 },
          { productId: 'bunny', quantity: 1 },
          { productId: 'vanished', quantity: 1 },
        ],
      },
    );
    expect(cartSummary.lines).toEqual([
      {
        productId: 'mug',
        variant: null,
        quantity: 1,
        maxQuantity: 25,
        status: 'PRICE_CHANGED',
        unitPrice: { formatted: '₹349' },
        lineTotal: { paise: 34900 },
        previousUnitPrice: { formatted: '₹299' },
        product: { id: 'mug' },
      },
      {
        productId: 'bunny',
        variant: 'Pink',
        quantity: 2,
        maxQuantity: 3,
        status: 'OK',
        unitPrice: { formatted: '₹299' },
        lineTotal: { paise: 59800 },
        previousUnitPrice: null,
        product: { id: 'bunny' },
      },
      {
        productId: 'roses',
        variant: null,
        quantity: 3,
        maxQuantity: 2,
        status: 'QUANTITY_UNAVAILABLE',
        unitPrice: { formatted: '₹799' },
        lineTotal: { paise: 239700 },
        previousUnitPrice: null,
        product: { id: 'roses' },
      },
      {
        productId: 'teddy',
        variant: 'Brown',
        quantity: 1,
        maxQuantity: 0,
        status: 'OUT_OF_STOCK',
        unitPrice: { formatted: '₹1,999' },
        lineTotal: { paise: 199900 },
        previousUnitPrice: null,
        product: { id: 'teddy' },
      },
      {
        productId: 'bunny',
        variant: null,
        quantity: 1,
        maxQuantity: 7,
        status: 'VARIANT_REQUIRED',
        unitPrice: { formatted: '₹299' },
        lineTotal: { paise: 29900 },
        previousUnitPrice: null,
        product: { id: 'bunny' },
      },
      {
        productId: 'vanished',
        variant: null,
        quantity: 1,
        maxQuantity: 0,
        status: 'UNAVAILABLE',
        unitPrice: null,
        lineTotal: null,
        previousUnitPrice: null,
        product: null,
      },
    ]);
    expect(cartSummary).toMatchObject({
      subtotal: { paise: 94700, formatted: '₹947' },
      mrpTotal: { paise: 49900 + 79800 },
      savings: { formatted: '₹350' },
      itemCount: 3,
      minimumOrderValue: { formatted: '₹500' },
      amountToMinimum: { paise: 0 },
      canCheckout: false,
    });
  });

  it('asks for more when the minimum order value is not reached', async () => {
    const { cartSummary } = await data(
      '{ cartSummary(lines: [{ productId: "bunny", variant: "Blue", quantity: 1 }]) { amountToMinimum { formatted } canCheckout } }',
    );
    expect(cartSummary).toEqual({ amountToMinimum: { formatted: '₹201' }, canCheckout: false });
  });
});

describe('invalid arguments', () => {
  it.each<[string, string, Record<string, unknown>, string, RegExp]>([
    [
      'min price above max',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { minPricePaise: 900, maxPricePaise: 100 } },
      'filter.minPricePaise',
      /must not be above filter\.maxPricePaise/,
    ],
    [
      'negative price',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { maxPricePaise: -1 } },
      'filter.maxPricePaise',
      /must not be negative/,
    ],
    [
      'a blank category',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { categories: [{ category: ' ' }] } },
      'filter.categories[0].category',
      /must not be blank/,
    ],
    [
      'a blank subcategory',
      'query($f: ProductFilter) { products(filter: $f) { totalCount } }',
      { f: { categories: [{ category: 'Flowers' }, { category: 'Soft Toys', subcategories: ['Bunnies', ''] }] } },
      'filter.categories[1].subcategories[1]',
      /must not be blank/,
    ],
    [
      'page size over 100',
      'query($p: PagingInput) { products(paging: $p) { totalCount } }',
      { p: { pageSize: 101 } },
      'paging.pageSize',
      /at most 100/,
    ],
    [
      'page 0',
      'query($p: PagingInput) { products(paging: $p) { totalCount } }',
      { p: { page: 0 } },
      'paging.page',
      /at least 1/,
    ],
    [
      'search text over 200 characters',
      'query($t: String!) { search(text: $t) { totalCount } }',
      { t: 'x'.repeat(201) },
      'text',
      /at most 200 characters/,
    ],
    ['search limit over 50', '{ search(text: "rose", limit: 51) { totalCount } }', {}, 'limit', /at most 50/],
    [
      'more than 100 ids',
      'query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }',
      { ids: Array.from({ length: 101 }, (_, i) => `p${i}`) },
      'ids',
      /at most 100 ids/,
    ],
    [
      'a zero quantity',
      '{ cartSummary(lines: [{ productId: "mug", quantity: 0 }]) { canCheckout } }',
      {},
      'lines[0].quantity',
      /at least 1/,
    ],
  ])('%s → BAD_USER_INPUT naming the argument', async (_name, query, variables, argument, message) => {
    const response = await shop.graphql(query, variables);
    const [error] = response.body.errors ?? [];
    expect(error?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: argument });
    expect(error?.message).toMatch(message);
    expect(error?.message).toContain(argument);
  });

  it('reports unknown enum values as BAD_USER_INPUT with status 400', async () => {
    const response = await shop.graphql('query($s: ProductSort) { products(sort: $s) { totalCount } }', {
      s: 'CHEAPEST',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toContain('CHEAPEST');
  });
});

describe('changes in Firestore reach the API', () => {
  it('shows a new price, a new product, a deletion and a broken update', async () => {
    await shop.db.doc('products/mug').update({ sellingPrice: 329 });
    await eventually(async () => {
      const { product } = await data('{ product(id: "mug") { sellingPrice { formatted } } }');
      return product.sellingPrice.formatted === '₹329' ? true : undefined;
    }, 'the new price of the mug');

    await shop.db.doc('products/keyring').set({
      productName: 'Name Keyring',
      category: 'Personalised Gifts',
      sellingPrice: 149,
      stock: 30,
      createdAt: new Date(),
    });
    const listed = await eventually(async () => {
      const { ids } = await listIds({ filter: { categories: [{ category: 'Personalised Gifts' }] } });
      return ids.includes('keyring') ? ids : undefined;
    }, 'the new keyring in its category');
    expect(listed[0]).toBe('keyring');

    await shop.db.doc('products/cushion').delete();
    await eventually(
      async () => ((await data('{ product(id: "cushion") { id } }')).product === null ? true : undefined),
      'the deleted cushion to go',
    );

    // A document that becomes unreadable leaves the catalog; the rest keeps working.
    await shop.db.doc('products/frame').update({ sellingPrice: 'call us' });
    await eventually(
      async () => ((await data('{ product(id: "frame") { id } }')).product === null ? true : undefined),
      'the broken frame to go',
    );
    expect((await listIds({ filter: { categories: [{ category: 'Personalised Gifts' }] } })).ids).toEqual([
      'keyring',
      'mug',
    ]);

    await shop.db.doc('marketing/marketingData').update({ minimumOrderValue: 750 });
    await eventually(async () => {
      const { marketing } = await data('{ marketing { minimumOrderValue { formatted } } }');
      return marketing.minimumOrderValue.formatted === '₹750' ? true : undefined;
    }, 'the new minimum order value');
    expect(Object.keys(PRODUCTS)).toContain('mug');
  });

  it('hides a category from the mega-menu when its last in-stock product sells out', async () => {
    await shop.db.doc('products/hamper').update({ stock: 0 });
    await eventually(async () => {
      const { megaMenu } = await data('{ megaMenu { withSubcategories { name } } }');
      const names = megaMenu.withSubcategories.map((category: { name: string }) => category.name);
      return names.includes('Hampers') ? undefined : names;
    }, 'Hampers to leave the mega-menu');
  });
});
