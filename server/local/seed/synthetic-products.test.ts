import { describe, expect, it } from 'vitest';
import { renderDemoImage } from '../demo-media/demo-image.js';
import { syntheticProduct, syntheticProductId } from './synthetic-products.js';

const sample = Array.from({ length: 2_000 }, (_, i) => syntheticProduct(i));

describe('synthetic products', () => {
  it('are deterministic', () => {
    expect(syntheticProduct(1234)).toEqual(syntheticProduct(1234));
  });

  it('have sortable, unique ids', () => {
    expect(syntheticProductId(7)).toBe('synthetic-000007');
    expect(syntheticProductId(99_999)).toBe('synthetic-099999');
  });

  it('have unique names and valid prices, stock and pictures', () => {
    expect(new Set(sample.map((p) => p.productName)).size).toBe(sample.length);
    for (const p of sample) {
      expect(p.mrp).toBeGreaterThanOrEqual(99);
      expect(p.mrp).toBeLessThanOrEqual(9999);
      expect(p.sellingPrice).toBeGreaterThanOrEqual(99);
      expect(p.sellingPrice).toBeLessThanOrEqual(p.mrp);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      if (p.hasVariant) expect(p.stock).toBe(Object.values(p.variantData?.stocks ?? {}).reduce((a, b) => a + b, 0));
      for (const url of p.mediaUrls) expect(renderDemoImage(url.replace('/media/demo/', ''))).not.toBeNull();
    }
  });

  it('cover the cases the API distinguishes', () => {
    const units = sample.map((p) => p.stock);
    expect(units.filter((n) => n === 0).length).toBeGreaterThan(100);
    expect(units.filter((n) => n > 0 && n < 10).length).toBeGreaterThan(100);
    expect(sample.filter((p) => p.hasVariant).length).toBeGreaterThan(100);
    expect(sample.filter((p) => p.isLimitedOffer).length).toBeGreaterThan(20);
    expect(new Set(sample.map((p) => p.category)).size).toBeGreaterThanOrEqual(8);
  });
});
