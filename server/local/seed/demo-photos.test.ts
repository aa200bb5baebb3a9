import { describe, expect, it } from 'vitest';
import { parseProductDocument } from '../../src/catalog/documents/product-document.js';
import { buildDemoCatalog } from './demo-catalog.js';

const catalog = buildDemoCatalog(new Date('2026-03-01T06:30:00Z'));

describe('demo catalog: products that take photos', () => {
  it('asks for photos on a mug, a square frame and a cushion, as the server reads them', () => {
    const asking = catalog.products.flatMap(({ id, data }) => {
      const read = parseProductDocument(id, data);
      return read.ok && read.value.photoRequirement ? [[id, read.value.photoRequirement.shape] as const] : [];
    });
    expect(asking).toEqual(
      expect.arrayContaining([
        ['personalised-couple-photo-mug', 'MUG_WRAP'],
        ['square-photo-frame', 'SQUARE_FRAME'],
        ['photo-collage-cushion', 'CUSHION'],
      ]),
    );
  });

  it("asks for photos on every product whose description prints the shopper's photo, unless sent after ordering", () => {
    const promising = catalog.products.filter(({ data }) => {
      const text = String(data.shortDescription ?? '');
      return /\byour\b[^.]*\bphotos?\b/i.test(text) && !/after ordering/i.test(text);
    });
    expect(promising.length).toBeGreaterThan(3);
    for (const { id, data } of promising) {
      const read = parseProductDocument(id, data);
      expect(read.ok && read.value.photoRequirement !== null, id).toBe(true);
    }
  });

  it('keeps the couple photo mug orderable', () => {
    const mug = catalog.products.find(({ id }) => id === 'personalised-couple-photo-mug')!;
    expect(mug.data.stock).toBeGreaterThan(0);
  });
});
