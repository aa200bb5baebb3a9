// The owner sets the photos a product asks for through the admin API (real emulators): stored on the product
// document, shown to shoppers, kept by a save without it, removed by null; a bad value names its field and stores
// nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { eventually, startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';

const REQUIREMENT = 'photoRequirement { count shape aspectRatio minShortSidePx }';
const PAYLOAD = `{ product { id ${REQUIREMENT} } userErrors { field message code } }`;
const CREATE = `mutation($input: AdminProductInput!) { adminCreateProduct(input: $input) ${PAYLOAD} }`;
const UPDATE = `mutation($id: ID!, $input: AdminProductInput!) { adminUpdateProduct(id: $id, input: $input) ${PAYLOAD} }`;
const CUSHION = { count: 1, shape: 'CUSHION', aspectRatio: 1, minShortSidePx: 900 };

const input = (extra: Record<string, unknown> = {}) => ({
  productName: 'Photo Cushion',
  category: 'Cushions',
  subCategory: null,
  shortDescription: 'Your photo on a soft cushion.',
  mediaUrls: [],
  mrp: 79_900,
  sellingPrice: 64_900,
  stock: 20,
  hasVariant: false,
  variants: [],
  isLimitedOffer: false,
  limitedOfferMaxQuantity: null,
  gstRate: 18,
  hsnCode: '9404',
  countryOfOrigin: 'India',
  hidden: false,
  ...extra,
});

describe('a product’s photo requirement through the admin API (real emulators)', () => {
  let harness: OrdersHarness;
  let admin: { idToken: string };
  const asAdmin = <T>(query: string, variables: Record<string, unknown> = {}) =>
    harness.graphql<T>(query, variables, admin.idToken);
  const stored = async (id: string) => (await harness.db.doc(`products/${id}`).get()).data()!;

  beforeAll(async () => {
    harness = await startOrdersHarness();
    admin = await signedInAdmin(harness.auth, harness.authHost, harness.projectId);
    await asAdmin('mutation { adminCreateCategory(name: "Cushions") { userErrors { field } } }');
    await eventually(async () => {
      const { body } = await harness.graphql<any>('{ categories { name } }');
      return body.data?.categories.some((c: any) => c.name === 'Cushions') ? true : undefined;
    }, 'the new category in the catalog');
  }, 120_000);
  afterAll(async () => {
    await harness?.stop();
  });

  it('stores it, shows it to shoppers, keeps it on a save without it and removes it with null', async () => {
    const { body } = await asAdmin<any>(CREATE, { input: input({ photoRequirement: CUSHION }) });
    const { product, userErrors } = body.data.adminCreateProduct;
    expect(userErrors).toEqual([]);
    expect(product.photoRequirement).toEqual(CUSHION);
    expect((await stored(product.id)).photoRequirement).toEqual(CUSHION);
    const shown = await eventually(async () => {
      const answer = await harness.graphql<any>(`query($id: ID!) { product(id: $id) { ${REQUIREMENT} } }`, {
        id: product.id,
      });
      return answer.body.data?.product ?? undefined;
    }, 'the product in the shop');
    expect(shown.photoRequirement).toEqual(CUSHION);

    const olderForm = await asAdmin<any>(UPDATE, {
      id: product.id,
      input: input({ productName: 'Photo Cushion 16 in' }),
    });
    expect(olderForm.body.data.adminUpdateProduct.userErrors).toEqual([]);
    expect((await stored(product.id)).photoRequirement).toEqual(CUSHION);

    const removed = await asAdmin<any>(UPDATE, { id: product.id, input: input({ photoRequirement: null }) });
    expect(removed.body.data.adminUpdateProduct.product.photoRequirement).toBeNull();
    expect((await stored(product.id)).photoRequirement).toBeNull();
  });

  it('names the field at fault and stores nothing', async () => {
    const before = (await harness.db.collection('products').count().get()).data().count;
    const { body } = await asAdmin<any>(CREATE, {
      input: input({ photoRequirement: { count: 0, shape: 'CUSHION', aspectRatio: 12, minShortSidePx: 900 } }),
    });
    expect(body.data.adminCreateProduct.product).toBeNull();
    expect(body.data.adminCreateProduct.userErrors.map((error: { field: string }) => error.field)).toEqual([
      'photoRequirement.count',
      'photoRequirement.aspectRatio',
    ]);
    expect((await harness.db.collection('products').count().get()).data().count).toBe(before);
  });
});
