// Names of categories and subcategories as the shop owner types them. Pure.
import { userError, type UserError } from './user-errors.js';

export const CATEGORY_NAME_LENGTH = 60;

export const CategoryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${CATEGORY_NAME_LENGTH} characters`,
  nameInvalid: 'Name cannot contain "/"',
  nameTaken: 'There is already one with this name',
  notEmpty: (count: number) =>
    `Still used by ${count} product${count === 1 ? '' : 's'}: move or delete ${count === 1 ? 'it' : 'them'} first`,
} as const;

/**
 * The problem with a (trimmed) name, or null. `taken` are the names it must differ from, ignoring case. A "/" would
 * break the shop's category links, which write a subcategory as "category/sub".
 */
export function validateCategoryName(field: string, name: string, taken: readonly string[]): UserError | null {
  if (name === '') return userError(field, 'REQUIRED', CategoryMessages.nameRequired);
  if (name.length > CATEGORY_NAME_LENGTH) return userError(field, 'TOO_LONG', CategoryMessages.nameTooLong);
  if (name.includes('/')) return userError(field, 'INVALID', CategoryMessages.nameInvalid);
  const lower = name.toLowerCase();
  if (taken.some((other) => other.toLowerCase() === lower))
    return userError(field, 'INVALID', CategoryMessages.nameTaken);
  return null;
}
