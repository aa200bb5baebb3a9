// The occasion and recipient tags the API knows, in its order (schema: Product.occasions and Product.recipients):
// listings filter on them and the owner sets them in the product form.

export const OCCASION_TAGS = [
  'Birthday',
  'Anniversary',
  'Wedding',
  'Diwali',
  'Pongal',
  'Raksha Bandhan',
  "Valentine's Day",
] as const;

export const RECIPIENT_TAGS = ['For her', 'For him', 'For kids', 'For parents'] as const;

/** The known tags among `values`, each once, in the list's order. */
export function knownTags(values: readonly string[], known: readonly string[]): string[] {
  return known.filter((tag) => values.includes(tag));
}
