// The occasions and recipients a product can be tagged with: the owner picks from these in the product form, shoppers
// filter listings on them and search finds them.

export const OCCASIONS = [
  'Birthday',
  'Anniversary',
  'Wedding',
  'Diwali',
  'Pongal',
  'Raksha Bandhan',
  "Valentine's Day",
] as const;

export const RECIPIENTS = ['For her', 'For him', 'For kids', 'For parents'] as const;

export type Occasion = (typeof OCCASIONS)[number];
export type Recipient = (typeof RECIPIENTS)[number];

/** The known tags of a list, spelled as the list spells them, each once, in the list's order; others are dropped. */
export function knownTags<T extends string>(values: readonly unknown[], known: readonly T[]): T[] {
  const wanted = new Set(
    values.filter((value): value is string => typeof value === 'string').map((value) => value.trim().toLowerCase()),
  );
  return known.filter((tag) => wanted.has(tag.toLowerCase()));
}
