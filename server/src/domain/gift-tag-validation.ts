import { InvalidArgumentError } from './errors.js';
import { OCCASIONS, RECIPIENTS, type Occasion, type Recipient } from './gift-tags.js';
import { userError, type UserError } from './user-errors.js';
import type { GiftTagFilter } from './search-page.js';

const MAX_TAGS = 20;

function validateTags<T extends string>(
  field: string,
  values: readonly string[] | null | undefined,
  known: readonly T[],
): T[] | null {
  if (!values || values.length === 0) return null;
  if (values.length > MAX_TAGS) throw new InvalidArgumentError(field, `at most ${MAX_TAGS} (got ${values.length})`);
  return values.map((value) => {
    const tag = known.find((candidate) => candidate === value);
    if (!tag) throw new InvalidArgumentError(field, `each must be one of ${known.join(', ')} (got ${value})`);
    return tag;
  });
}

/** The occasion and recipient parts of a listing or search filter; every tag must be spelled as in the lists. */
export function validateGiftTagFilter(
  filter: { occasions?: readonly string[] | null; recipients?: readonly string[] | null } | null | undefined,
): GiftTagFilter {
  return {
    occasions: validateTags<Occasion>('filter.occasions', filter?.occasions, OCCASIONS),
    recipients: validateTags<Recipient>('filter.recipients', filter?.recipients, RECIPIENTS),
  };
}

export function hasGiftTags(filter: GiftTagFilter): boolean {
  return Boolean(filter.occasions?.length || filter.recipients?.length);
}

export const GiftTagMessages = {
  occasionUnknown: `Choose occasions from the list: ${OCCASIONS.join(', ')}`,
  recipientUnknown: `Choose recipients from the list: ${RECIPIENTS.join(', ')}`,
} as const;

/** Problems with a product draft's tags: each list may name only known tags (fields occasions, recipients). */
export function giftTagErrors(draft: {
  readonly occasions?: readonly string[] | null;
  readonly recipients?: readonly string[] | null;
}): UserError[] {
  const errors: UserError[] = [];
  if (draft.occasions?.some((tag) => !(OCCASIONS as readonly string[]).includes(tag)))
    errors.push(userError('occasions', 'INVALID', GiftTagMessages.occasionUnknown));
  if (draft.recipients?.some((tag) => !(RECIPIENTS as readonly string[]).includes(tag)))
    errors.push(userError('recipients', 'INVALID', GiftTagMessages.recipientUnknown));
  return errors;
}
