// The marketing form's draft: read from the API's marketing, edited as text, sent back as MarketingInput.
import type { AdminMarketingQuery, MarketingInput } from '../../../gql/graphql';
import { paiseToRupees, rupeesToPaise } from './content-errors';

export interface MarketingDraft {
  offerTitle: string;
  content: string[];
  banners: { imageUrl: string; title: string; subtitle: string; link: string }[];
  reviews: { name: string; text: string; rating: number; location: string }[];
  minimum: string;
}

export type ReviewDraft = MarketingDraft['reviews'][number];

/** `items` with the one at `from` moved to `to`. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The draft of the marketing the API answered: missing texts as empty ones, the minimum order in rupees. */
export function marketingDraftOf(m: AdminMarketingQuery['marketing']): MarketingDraft {
  return {
    offerTitle: m.offerTitle ?? '',
    content: [...m.content],
    banners: m.banners.map((b) => ({
      imageUrl: b.imageUrl,
      title: b.title ?? '',
      subtitle: b.subtitle ?? '',
      link: b.link ?? '',
    })),
    reviews: m.reviews.map((r) => ({ name: r.name, text: r.text, rating: r.rating, location: r.location ?? '' })),
    minimum: paiseToRupees(m.minimumOrderValue.paise),
  };
}

/** The input to save, with empty texts as none; null when the minimum order value is not an amount. */
export function marketingInputOf(draft: MarketingDraft): MarketingInput | null {
  const minimum = rupeesToPaise(draft.minimum || '0');
  if (Number.isNaN(minimum)) return null;
  return {
    offerTitle: draft.offerTitle || null,
    content: draft.content,
    banners: draft.banners.map((b) => ({
      imageUrl: b.imageUrl,
      title: b.title || null,
      subtitle: b.subtitle || null,
      link: b.link || null,
    })),
    reviews: draft.reviews.map((r) => ({ ...r, location: r.location || null })),
    minimumOrderValuePaise: minimum,
  };
}
