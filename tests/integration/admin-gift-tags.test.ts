// The owner tags a product with occasions and recipients through the real API on the real emulators; shoppers then
// find it by those words. A save without tags keeps them; an unknown tag is refused, naming its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { eventually, startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';

const PAYLOAD = `{ product { id occasions recipients } userErrors { field message code } }`;
const CATEGORY_PAYLOAD = `{ userErrors { field message code } }`;

const input = (overrides: Record<string, unknown> = {}) => ({
  productName: 'Kolam Brass Lamp',
  category: 'Lamps',
  shortDescription: 'A small brass lamp.',
  mediaUrls: [],
  mrp: 99_900,
  sellingPrice: 89_900,
  stock: 5,
  hasVariant: false,
  variants: [],
  isLimitedOffer: false,
  countryOfOrigin: 'India',
  hidden: false,
  ...overrides,
});

describe('gift tags in the admin (real emulators)', () => {
  let harness: OrdersHarness;
  let admin: { idToken: string };
  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    harness.graphql<T>(query, variables, admin.idToken);
  const searchIds = async (text: string) => {
    const { body } = await harness.graphql<any>(
      'query($text: String!) { searchProducts(text: $text) { items { id } } }',
      {
        text,
      },
    );
    return (body.data?.searchProducts.items ?? []).map((item: { id: string }) => item.id) as string[];
  };

  beforeAll(async () => {
    harness = await startOrdersHarness();
    admin = await signedInAdmin(harness.auth, harness.authHost, harness.projectId);
    const created = await asAdmin<any>(`mutation { adminCreateCategory(name: "Lamps") ${CATEGORY_PAYLOAD} }`);
    expect(created.body.data.adminCreateCategory.userErrors).toEqual([]);
    await eventually(async () => {
      const { body } = await harness.graphql<any>('{ categories { name } }');
      return body.data?.categories.some((c: any) => c.name === 'Lamps') ? true : undefined;
    }, 'the new category in the catalog');
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('saves tags, keeps them on a save without tags, and shoppers find the product by them', async () => {
    const created = await asAdmin<any>(
      `mutation($input: AdminProductInput!) { adminCreateProduct(input: $input) ${PAYLOAD} }`,
      { input: input({ occasions: ['Diwali', 'Birthday'], recipients: ['For parents'] }) },
    );
    expect(created.body.data.adminCreateProduct.userErrors).toEqual([]);
    const { id, occasions, recipients } = created.body.data.adminCreateProduct.product;
    // Stored in the lists' order.
    expect({ occasions, recipients }).toEqual({ occasions: ['Birthday', 'Diwali'], recipients: ['For parents'] });
    expect((await harness.db.collection('products').doc(id).get()).data()).toMatchObject({
      occasions: ['Birthday', 'Diwali'],
      recipients: ['For parents'],
    });
    await eventually(
      async () => ((await searchIds('deepavali gift for amma')).includes(id) ? true : undefined),
      'found',
    );

    const renamed = await asAdmin<any>(
      `mutation($id: ID!, $input: AdminProductInput!) { adminUpdateProduct(id: $id, input: $input) ${PAYLOAD} }`,
      { id, input: input({ productName: 'Kolam Brass Diya' }) },
    );
    expect(renamed.body.data.adminUpdateProduct.userErrors).toEqual([]);
    expect((await harness.db.collection('products').doc(id).get()).data()).toMatchObject({
      productName: 'Kolam Brass Diya',
      occasions: ['Birthday', 'Diwali'],
    });

    const refused = await asAdmin<any>(
      `mutation($id: ID!, $input: AdminProductInput!) { adminUpdateProduct(id: $id, input: $input) ${PAYLOAD} }`,
      { id, input: input({ productName: 'Changed', occasions: ['Halloween'], recipients: ['For cats'] }) },
    );
    expect(refused.body.data.adminUpdateProduct).toEqual({
      product: null,
      userErrors: [
        {
          field: 'occasions',
          code: 'INVALID',
          message:
            "Choose occasions from the list: Birthday, Anniversary, Wedding, Diwali, Pongal, Raksha Bandhan, Valentine's Day",
        },
        {
          field: 'recipients',
          code: 'INVALID',
          message: 'Choose recipients from the list: For her, For him, For kids, For parents',
        },
      ],
    });
    expect((await harness.db.collection('products').doc(id).get()).data()?.productName).toBe('Kolam Brass Diya');
  });

  it('lets the owner replace the search synonyms; every search then applies them', async () => {
    const SYNONYMS = `{ synonyms { word means } isDefault }`;
    const before = await asAdmin<any>(`{ adminSearchSynonyms ${SYNONYMS} }`);
    expect(before.body.data.adminSearchSynonyms.isDefault).toBe(true);
    expect(before.body.data.adminSearchSynonyms.synonyms).toContainEqual({ word: 'bday', means: ['birthday'] });

    const refused = await asAdmin<any>(
      `mutation($synonyms: [SearchSynonymInput!]!) { adminUpdateSearchSynonyms(synonyms: $synonyms) { synonyms { isDefault } userErrors { field code } } }`,
      {
        synonyms: [
          { word: 'thatha', means: ['for parents'] },
          { word: ' ', means: [] },
          { word: 'THATHA', means: ['lamp'] },
        ],
      },
    );
    expect(refused.body.data.adminUpdateSearchSynonyms).toEqual({
      synonyms: null,
      userErrors: [
        { field: 'synonyms[1].word', code: 'REQUIRED' },
        { field: 'synonyms[1].means', code: 'REQUIRED' },
        { field: 'synonyms[2].word', code: 'INVALID' },
      ],
    });

    const created = await asAdmin<any>(
      `mutation($input: AdminProductInput!) { adminCreateProduct(input: $input) ${PAYLOAD} }`,
      { input: input({ productName: 'Walking Stick', recipients: ['For parents'] }) },
    );
    const id = created.body.data.adminCreateProduct.product.id;
    await eventually(async () => ((await searchIds('walking')).includes(id) ? true : undefined), 'the stick');
    expect(await searchIds('thatha')).toEqual([]);

    const saved = await asAdmin<any>(
      `mutation($synonyms: [SearchSynonymInput!]!) { adminUpdateSearchSynonyms(synonyms: $synonyms) { synonyms ${SYNONYMS} userErrors { field } } }`,
      { synonyms: [{ word: ' Thatha ', means: ['For parents', ' '] }] },
    );
    expect(saved.body.data.adminUpdateSearchSynonyms).toEqual({
      synonyms: { synonyms: [{ word: 'Thatha', means: ['For parents'] }], isDefault: false },
      userErrors: [],
    });
    await eventually(async () => ((await searchIds('thatha')).includes(id) ? true : undefined), 'thatha applied');
    // The owner's list replaces the defaults.
    expect(await searchIds('bday')).toEqual([]);
    const audit = await harness.db.collection('auditLog').where('action', '==', 'search.synonyms').get();
    expect(audit.size).toBe(1);
  });
});
