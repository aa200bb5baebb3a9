import { money, type Money } from './money.js';

export interface Banner {
  readonly imageUrl: string;
  readonly title: string | null;
  readonly subtitle: string | null;
  readonly link: string | null;
}

export interface Review {
  readonly name: string;
  readonly text: string;
  /** 1 to 5. */
  readonly rating: number;
  readonly location: string | null;
}

export interface Marketing {
  readonly offerTitle: string | null;
  readonly content: readonly string[];
  readonly banners: readonly Banner[];
  readonly reviews: readonly Review[];
  readonly minimumOrderValue: Money;
}

/** What the shop shows before (or without) a marketing document. */
export const EMPTY_MARKETING: Marketing = {
  offerTitle: null,
  content: [],
  banners: [],
  reviews: [],
  minimumOrderValue: money(0),
};
