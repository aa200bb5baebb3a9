import { DEMO_DELIVERY_SETTINGS } from './demo-delivery.js';
import type { Firestore } from 'firebase-admin/firestore';
import { buildDemoCatalog } from './demo-catalog.js';
import { COLLECTIONS, MARKETING_DOC_ID, SHOP_SETTINGS_DOC_ID } from './documents.js';
import { DEMO_SHOP_SETTINGS } from './demo-settings.js';
import { demoCoupons } from './demo-coupons.js';

export interface SeedResult {
  products: number;
  categories: number;
  coupons: number;
}

/**
 * Writes the demo catalog, the shop's settings and the demo coupons. Idempotent: documents have fixed ids, so seeding twice leaves the same data (and
 * overwrites demo documents someone edited). Other documents are left alone.
 */
export async function seedDemoData(db: Firestore, opts: { now?: Date } = {}): Promise<SeedResult> {
  const catalog = buildDemoCatalog(opts.now);
  const writer = db.bulkWriter({ throttling: false });
  const failures: string[] = [];
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failures.push(`${error.documentRef.path}: ${error.message}`);
    return false;
  });
  for (const product of catalog.products)
    void writer.set(db.collection(COLLECTIONS.products).doc(product.id), product.data);
  for (const category of catalog.categories) {
    void writer.set(db.collection(COLLECTIONS.categories).doc(category.id), category.data);
  }
  void writer.set(db.collection(COLLECTIONS.marketing).doc(MARKETING_DOC_ID), catalog.marketing);
  void writer.set(db.collection(COLLECTIONS.settings).doc(SHOP_SETTINGS_DOC_ID), DEMO_SHOP_SETTINGS);
  void writer.set(db.collection(COLLECTIONS.settings).doc('delivery'), DEMO_DELIVERY_SETTINGS);
  // Merged, so the uses already counted on a demo coupon survive seeding again.
  const coupons = demoCoupons(opts.now);
  for (const coupon of coupons)
    void writer.set(db.collection(COLLECTIONS.coupons).doc(coupon.code), coupon.data, { merge: true });
  await writer.close();
  if (failures.length > 0)
    throw new Error(`Seeding failed for ${failures.length} document(s):\n${failures.join('\n')}`);
  return { products: catalog.products.length, categories: catalog.categories.length, coupons: coupons.length };
}

/** Whether the database already holds a catalog (any product or the marketing document). */
export async function hasCatalogData(db: Firestore): Promise<boolean> {
  const [products, marketing] = await Promise.all([
    db.collection(COLLECTIONS.products).limit(1).get(),
    db.collection(COLLECTIONS.marketing).doc(MARKETING_DOC_ID).get(),
  ]);
  return !products.empty || marketing.exists;
}
