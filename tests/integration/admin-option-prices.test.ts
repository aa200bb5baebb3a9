// The owner sets option prices through the admin API (real emulators): stored beside the stocks in rupees with the
// owner's order, shown to shoppers, read back by the form; a bad option price names its field and stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { eventually, startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';

const VARIANT_FIELDS = 'name stock sellingPrice { paise } mrp { paise } ownSellingPrice { paise } ownMrp { paise }';
const PAYLOAD = `{ product { id variants { ${VARIANT_FIELDS} } } userErrors { field message code } }`;
const CREATE = `mutation($input: AdminProductInput!) { adminCreateProduct(input: $input) ${PAYLOAD} }`;

const input = (variants: Record<string, unknown>[]) => ({
  productName: 'Chocolate Cake',
  category: 'Cakes',
  subCategory: null,
  shortDescription: 'Baked on the day.',
  mediaUrls: [],
  mrp: 79_900,
  sellingPrice: 74_900,
  stock: 0,
  hasVariant: true,
  variants,
  isLimitedOffer: false,
  limitedOfferMaxQuantity: null,
  gstRate: 5,
  hsnCode: '1905',
  countryOfOrigin: 'India',
  hidden: false,
});

describe('option prices through the admin API (real emulators)', () => {
  let harness: OrdersHarness;
  let admin: { idToken: string };
  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    harness.graphql<T>(query, variables, admin.idToken);

  beforeAll(async () => {
    harness = await startOrdersHarness();
    admin = await signedInAdmin(harness.auth, harness.authHost, harness.projectId);
    await asAdmin('mutation { adminCreateCategory(name: "Cakes") { userErrors { field } } }');
    await eventually(async () => {
      const { body } = await harness.graphql<any>('{ categories { name } }');
      return body.data?.categories.some((c: any) => c.name === 'Cakes') ? true : undefined;
    }, 'the new category in the catalog');
  });
  afterAll(async () => {
    await harness?.stop();
  });

  it('stores option prices in rupees in the owner’s order, and shoppers and the form read them back', async () => {
    const { body } = await asAdmin<any>(CREATE, {
      input: input([
        { name: '1 kg', stock: 10, sellingPrice: 139_900, mrp: 149_900 },
        { name: '500 g', stock: 15 },
      ]),
    });
    const { product, userErrors } = body.data.adminCreateProduct;
    expect(userErrors).toEqual([]);
    const stored = (await harness.db.doc(`products/${product.id}`).get()).data()!;
    expect(stored.variantData).toEqual({
      stocks: { '1 kg': 10, '500 g': 15 },
      order: ['1 kg', '500 g'],
      prices: { '1 kg': { sellingPrice: 1399, mrp: 1499 } },
    });
    const shown = await eventually(async () => {
      const answer = await harness.graphql<any>(
        `query($id: ID!) { product(id: $id) { variants { ${VARIANT_FIELDS} } lowestPrice { paise } pricesVary } }`,
        { id: product.id },
      );
      return answer.body.data?.product ?? undefined;
    }, 'the product in the shop');
    expect(shown).toEqual({
      lowestPrice: { paise: 74_900 },
      pricesVary: true,
      variants: [
        {
          name: '1 kg',
          stock: 10,
          sellingPrice: { paise: 139_900 },
          mrp: { paise: 149_900 },
          ownSellingPrice: { paise: 139_900 },
          ownMrp: { paise: 149_900 },
        },
        {
          name: '500 g',
          stock: 15,
          sellingPrice: { paise: 74_900 },
          mrp: { paise: 79_900 },
          ownSellingPrice: null,
          ownMrp: null,
        },
      ],
    });
  });

  it('names the option field at fault and stores nothing', async () => {
    const before = (await harness.db.collection('products').count().get()).data().count;
    const { body } = await asAdmin<any>(CREATE, {
      input: input([
        { name: '500 g', stock: 15, sellingPrice: 0 },
        { name: '1 kg', stock: 10, sellingPrice: 139_900 },
      ]),
    });
    expect(body.data.adminCreateProduct).toEqual({
      product: null,
      userErrors: [
        { field: 'variants[0].sellingPrice', message: 'Selling price must be more than ₹0', code: 'INVALID' },
        // ₹1,399 against the product's mrp of ₹799: the option needs an mrp of its own.
        { field: 'variants[1].mrp', message: 'MRP must be at least the selling price', code: 'INVALID' },
      ],
    });
    expect((await harness.db.collection('products').count().get()).data().count).toBe(before);
  });
});
