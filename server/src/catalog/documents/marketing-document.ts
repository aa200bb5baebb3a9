import type { Banner, Marketing, Review } from '../../domain/marketing.js';
import { money, rupeesToPaise } from '../../domain/money.js';
import type { Parsed } from './product-document.js';
import { isRecord, readNumber, readText, readTextList } from './values.js';

/**
 * Reads marketing/marketingData. Banners may be objects or plain image URLs; reviews may carry their text as
 * `text`, `review` or `comment`. Entries that cannot be read are skipped; minimumOrderValue (rupees) defaults to 0.
 */
export function parseMarketingDocument(data: unknown): Parsed<Marketing> {
  if (!isRecord(data)) return { ok: false, reason: 'the document is not an object' };
  const banners = Array.isArray(data.banners) ? data.banners.flatMap(readBanner) : [];
  const reviews = Array.isArray(data.reviews) ? data.reviews.flatMap(readReview) : [];
  return {
    ok: true,
    value: {
      offerTitle: readText(data.offerTitle),
      content: readTextList(data.content),
      banners,
      reviews,
      minimumOrderValue: money(rupeesToPaise(data.minimumOrderValue) ?? 0),
    },
  };
}

function readBanner(entry: unknown): Banner[] {
  const url = readText(entry);
  if (typeof entry === 'string')
    return url === null ? [] : [{ imageUrl: url, title: null, subtitle: null, link: null }];
  if (!isRecord(entry)) return [];
  const imageUrl = readText(entry.imageUrl ?? entry.image ?? entry.url);
  if (imageUrl === null) return [];
  return [
    {
      imageUrl,
      title: readText(entry.title),
      subtitle: readText(entry.subtitle),
      link: readText(entry.link),
    },
  ];
}

function readReview(entry: unknown): Review[] {
  if (!isRecord(entry)) return [];
  const text = readText(entry.text ?? entry.review ?? entry.comment);
  if (text === null) return [];
  const rating = readNumber(entry.rating);
  return [
    {
      name: readText(entry.name) ?? 'A happy customer',
      text,
      rating: rating === null ? 5 : Math.min(5, Math.max(1, Math.round(rating))),
      location: readText(entry.location),
    },
  ];
}
