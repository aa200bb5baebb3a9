// The listing's active filters as chips, each with the state that removes it.
import { formatPaise } from '../../ui/money';
import {
  stockWord,
  toggleCategory,
  toggleSubcategory,
  toggleTag,
  withPriceRange,
  withStock,
  type ListingState,
} from './listing-url';

export interface Chip {
  key: string;
  label: string;
  remove: (state: ListingState) => ListingState;
}

/** The active filters as removable chips. */
export function activeChips(state: ListingState): Chip[] {
  const chips: Chip[] = [];
  for (const selection of state.categories) {
    if (selection.subcategories.length === 0) {
      chips.push({
        key: `c:${selection.category}`,
        label: selection.category,
        remove: (s) => toggleCategory(s, selection.category),
      });
    }
    for (const sub of selection.subcategories) {
      chips.push({
        key: `s:${selection.category}/${sub}`,
        label: `${selection.category} › ${sub}`,
        remove: (s) => {
          const next = toggleSubcategory(s, selection.category, sub);
          const left = next.categories.find((c) => c.category === selection.category);
          return left && left.subcategories.length === 0 ? toggleCategory(next, selection.category) : next;
        },
      });
    }
  }
  if (state.minPrice !== null || state.maxPrice !== null) {
    const low = state.minPrice !== null ? formatPaise(Math.round(state.minPrice * 100)) : '₹0';
    const label =
      state.maxPrice !== null ? `${low} – ${formatPaise(Math.round(state.maxPrice * 100))}` : `${low} and above`;
    chips.push({ key: 'price', label, remove: (s) => withPriceRange(s, null, null) });
  }
  if (state.stock) {
    const words: Record<string, string> = {
      'in-stock': 'In stock',
      'out-of-stock': 'Out of stock',
      'limited-stock': 'Limited stock',
    };
    chips.push({
      key: 'stock',
      label: words[stockWord(state.stock)] ?? state.stock,
      remove: (s) => withStock(s, null),
    });
  }
  if (state.limitedOffersOnly)
    chips.push({ key: 'offer', label: 'Limited offers', remove: (s) => ({ ...s, page: 1, limitedOffersOnly: false }) });
  for (const list of ['occasions', 'recipients'] as const)
    for (const tag of state[list] ?? [])
      chips.push({ key: `${list}:${tag}`, label: tag, remove: (s) => toggleTag(s, list, tag) });
  return chips;
}
