// The catalogue API over a seeded Firestore emulator: marketing and categories, products, search. cartSummary, invalid
// arguments and changes in Firestore have files of their own (catalog-*.test.ts).
import { describe, expect, it } from 'vitest';
import { useSeededCatalog } from '../support/catalog-api-shop.js';

const { data, listIds } = useSeededCatalog();

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
    // ranked as the results page ranks them (the dropdown is its first page)
    ['gift', ['mug', 'frame', 'cushion', 'hamper', 'pen', 'teddy'], 6],
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
