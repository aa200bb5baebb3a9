import type { Category } from '../../domain/categories.js';
import type { Parsed } from './product-document.js';
import { isRecord, readText, readTextList } from './values.js';

/** Reads categories/{auto}: { category, subCategory: string[] } (a single subcategory string is accepted too). */
export function parseCategoryDocument(data: unknown): Parsed<Category> {
  if (!isRecord(data)) return { ok: false, reason: 'the document is not an object' };
  const name = readText(data.category);
  if (name === null) return { ok: false, reason: 'category is missing or empty' };
  return { ok: true, value: { name, subcategories: readTextList(data.subCategory) } };
}
