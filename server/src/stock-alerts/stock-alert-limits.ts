// "Notify me"'s limits and its messages to shoppers.
import type { RateLimitRule } from '../shared/rate-limiter.js';
import { MAX_ACTIVE_STOCK_ALERTS } from '../domain/stock-alerts.js';

export interface StockAlertLimits {
  /** New requests one account may make (shared counter). */
  readonly requestsPerUser: RateLimitRule;
  /** New requests one client address may make (shared counter): many accounts on one address gain nothing. */
  readonly requestsPerIp: RateLimitRule;
  /** Back-in-stock mails one account may be sent on one shop day; a request over it waits for the next restock. */
  readonly mailsPerUserPerDay: number;
}

const MINUTE = 60_000;

/** A shopper taps "Notify me" a few times a visit; a script making accounts is stopped by its address's count. */
export const DEFAULT_STOCK_ALERT_LIMITS: StockAlertLimits = {
  requestsPerUser: { limit: 30, windowMs: 10 * MINUTE },
  requestsPerIp: { limit: 60, windowMs: 10 * MINUTE },
  mailsPerUserPerDay: MAX_ACTIVE_STOCK_ALERTS,
};

export const STOCK_ALERT_MESSAGES = {
  busy: 'Too many requests in a short time. Please wait a few minutes and try again.',
  unavailable: 'We cannot accept this request right now. Please try again in a few minutes.',
  email: 'Add an e-mail address to your account so that we can tell you when it is back.',
  verifyEmail: 'Verify your e-mail address first (open the link we sent you), so that we can tell you when it is back.',
  notFound: 'This product is no longer sold.',
  chooseOption: 'Choose an option first.',
  unknownOption: 'This product has no such option.',
  inStock: 'It is in stock now: you can add it to your cart.',
  full: `You are already waiting for ${MAX_ACTIVE_STOCK_ALERTS} products. Cancel one to add another.`,
} as const;
