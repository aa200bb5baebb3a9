// The photos a product asks for, in products documents: read, written, kept by older clients' saves, read back.
import { describe, expect, it } from 'vitest';
import { parseProductDocument, productDocumentFields, productDraftOf } from './product-document.js';
import type { Product } from '../../domain/product.js';

function parsed(data: unknown): Product {
  const result = parseProductDocument('mug', data);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

const todaysShape = { productName: 'Couple Photo Mug', category: 'Personalised Gifts', sellingPrice: 449, stock: 40 };
const mugWrap = { count: 1, shape: 'MUG_WRAP', aspectRatio: 2.3, minShortSidePx: 1000 };

describe('products documents: photoRequirement', () => {
  it('reads a document of today’s shape as a product that takes no photos', () => {
    expect(parsed(todaysShape).photoRequirement).toBeNull();
  });

  it('reads a stored requirement, and a broken one as none', () => {
    expect(parsed({ ...todaysShape, photoRequirement: mugWrap }).photoRequirement).toEqual(mugWrap);
    expect(parsed({ ...todaysShape, photoRequirement: { ...mugWrap, count: 0 } }).photoRequirement).toBeNull();
  });

  it('writes it only when the form sent it (null removes it) and reads back what it wrote', () => {
    const draft = productDraftOf(parsed({ ...todaysShape, photoRequirement: mugWrap }));
    expect(productDocumentFields(draft).photoRequirement).toEqual(mugWrap);
    const { photoRequirement: _sent, ...olderClient } = draft;
    expect('photoRequirement' in productDocumentFields(olderClient)).toBe(false);
    expect(productDocumentFields({ ...draft, photoRequirement: null }).photoRequirement).toBeNull();
    expect(parsed({ ...todaysShape, ...productDocumentFields(draft) }).photoRequirement).toEqual(mugWrap);
  });
});
