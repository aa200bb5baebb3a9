// The search results page's API (searchProducts) and the dropdown's fallback over a seeded Firestore emulator: typing
// mistakes, synonyms, gift tags, ranking, filters, paging, zero results, and a tag change arriving by listener.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Firestore } from 'firebase-admin/firestore';
import { startCatalogHarness, eventually, type CatalogHarness } from '../support/catalog-harness.js';
import { seedShop } from '../support/catalog-fixtures.js';

let shop: CatalogHarness;

async function seed(db: Firestore): Promise<void> {
  await seedShop(db);
  await db
    .collection('products')
    .doc('cake')
    .set({
      productName: 'Chocolate Truffle Cake',
      category: 'Cakes',
      shortDescription: 'Rich and moist.',
      sellingPrice: 899,
      stock: 5,
      sales: 80,
      occasions: ['Birthday', 'Anniversary', 'Halloween'],
      recipients: ['For her'],
    });
  await db
    .collection('products')
    .doc('jasmine')
    .set({
      productName: 'Madurai Jasmine String',
      category: 'Flowers',
      shortDescription: 'Fresh flowers for the hair.',
      sellingPrice: 150,
      stock: 30,
      sales: 10,
      occasions: ['Wedding'],
      recipients: ['For her'],
    });
}

beforeAll(async () => {
  shop = await startCatalogHarness({ seed });
});

afterAll(async () => {
  await shop?.stop();
});

const PAGE = `query($text: String!, $exact: Boolean, $filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {
  searchProducts(text: $text, exact: $exact, filter: $filter, sort: $sort, paging: $paging) {
    text correctedText closestCategories totalCount items { id occasions recipients }
    pageInfo { page totalPages hasNextPage } priceRange { min { paise } max { paise } }
  }
}`;

async function searchPage(variables: Record<string, unknown>) {
  const response = await shop.graphql<{ searchProducts: any }>(PAGE, variables);
  expect(response.body.errors).toBeUndefined();
  return response.body.data!.searchProducts;
}

const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);

describe('searchProducts', () => {
  it('corrects typing mistakes and says what it searched for', async () => {
    const page = await searchPage({ text: ' tedy ' });
    expect(page.text).toBe('tedy');
    expect(page.correctedText).toBe('teddy');
    // the sold-out teddy matches by name; the roses only by their description
    expect(ids(page)).toEqual(['teddy', 'roses']);
  });

  it('searches the exact words when asked, and then offers the closest categories', async () => {
    const page = await searchPage({ text: 'tedy', exact: true });
    expect(page).toMatchObject({ totalCount: 0, correctedText: null, items: [] });
    expect(page.closestCategories[0]).toBe('Soft Toys');
  });

  it('finds occasions and recipients through synonyms and skips gift words', async () => {
    expect(ids(await searchPage({ text: 'bday cake' }))).toEqual(['cake']);
    expect(ids(await searchPage({ text: 'birthday gift for wife' }))).toEqual(['cake']);
    expect(ids(await searchPage({ text: 'malli' }))).toEqual(['jasmine']);
    expect((await searchPage({ text: 'choclate' })).correctedText).toBe('chocolate');
  });

  it('reads only known tags from the documents', async () => {
    const page = await searchPage({ text: 'truffle' });
    expect(page.items).toEqual([{ id: 'cake', occasions: ['Birthday', 'Anniversary'], recipients: ['For her'] }]);
  });

  it('ranks name matches first and filters, sorts and pages like a listing', async () => {
    expect(ids(await searchPage({ text: 'photo' }))).toEqual(['mug', 'frame']);
    const cheap = await searchPage({ text: 'photo', sort: 'PRICE_HIGH', paging: { page: 1, pageSize: 1 } });
    expect(ids(cheap)).toEqual(['frame']);
    expect(cheap.pageInfo).toEqual({ page: 1, totalPages: 2, hasNextPage: true });
    expect(cheap.priceRange).toEqual({ min: { paise: 34900 }, max: { paise: 74950 } });
    const tagged = await searchPage({ text: 'for her', filter: { occasions: ['Wedding'] } });
    expect(ids(tagged)).toEqual(['jasmine']);
  });

  it('refuses unknown tags, naming the field', async () => {
    const response = await shop.graphql(PAGE, { text: 'cake', filter: { occasions: ['Halloween'] } });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(response.body.errors?.[0]?.message).toContain('filter.occasions');
  });

  it('filters listings on gift tags', async () => {
    const response = await shop.graphql<{ products: { items: { id: string }[] } }>(
      '{ products(filter: { recipients: ["For her"] }, sort: POPULAR) { totalCount items { id } } }',
    );
    expect(response.body.data?.products.items.map((item) => item.id)).toEqual(['cake', 'jasmine']);
  });
});

describe('search (the dropdown)', () => {
  it.each([
    'chocolate',
    'truffle cake',
    'cakes',
    'jasmin',
    'flowers for her',
    'birthday',
    'rich',
    'string',
    'teddy bear',
  ])('"%s": the dropdown is the results page\'s first page, with the same count', async (text) => {
    const dropdown = await shop.graphql<{ search: any }>(
      'query($text: String!) { search(text: $text, limit: 3) { text totalCount correctedText items { id } } }',
      { text },
    );
    expect(dropdown.body.errors).toBeUndefined();
    const page = await searchPage({ text, paging: { page: 1, pageSize: 3 } });
    const relevant = await searchPage({ text, sort: 'RELEVANT', paging: { page: 1, pageSize: 3 } });
    expect(dropdown.body.data!.search).toEqual({
      text: page.text,
      totalCount: page.totalCount,
      correctedText: page.correctedText,
      items: page.items.map((item: { id: string }) => ({ id: item.id })),
    });
    expect(relevant.totalCount).toBe(page.totalCount);
    expect(ids(relevant)).toEqual(ids(page));
  });

  it('counts every word match as the results page does ("cake" in a name and in a category)', async () => {
    const dropdown = await shop.graphql<{ search: any }>(
      '{ search(text: "chocolate cake", limit: 8) { totalCount items { id } } }',
    );
    const page = await searchPage({ text: 'chocolate cake' });
    expect(page.totalCount).toBeGreaterThan(0);
    expect(dropdown.body.data?.search.totalCount).toBe(page.totalCount);
    expect(dropdown.body.data?.search.items).toEqual(
      page.items.slice(0, 8).map((item: { id: string }) => ({ id: item.id })),
    );
  });

  it('falls back to corrected words when the text is in no product', async () => {
    const response = await shop.graphql<{ search: any }>(
      '{ search(text: "tedy", limit: 5) { text totalCount correctedText items { id } } }',
    );
    expect(response.body.data?.search).toEqual({
      text: 'tedy',
      totalCount: 2,
      correctedText: 'teddy',
      items: [{ id: 'teddy' }, { id: 'roses' }],
    });
  });
});

describe('a tag added in Firestore', () => {
  it('is searchable once the listener has it', async () => {
    await shop.db
      .collection('products')
      .doc('pen')
      .update({ occasions: ['Diwali'] });
    const found = await eventually(async () => {
      const page = await searchPage({ text: 'diwali pen' });
      return page.totalCount > 0 ? page : undefined;
    }, 'the pen tagged Diwali');
    expect(ids(found)).toEqual(['pen']);
  });
});
