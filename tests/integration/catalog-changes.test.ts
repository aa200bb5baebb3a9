// Changes written to Firestore reach the catalogue API: prices, new and deleted products, broken updates.
import { describe, expect, it } from 'vitest';
import { eventually } from '../support/catalog-harness.js';
import { PRODUCTS } from '../support/catalog-fixtures.js';
import { useSeededCatalog } from '../support/catalog-api-shop.js';

const { shop, data, listIds } = useSeededCatalog();

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
