// The orders service's rate limits and daily mail cap: the rules, their defaults and the counters' port.
/** A limit of `limit` counts per window of `windowMs`. */
export interface OrderLimitRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** Null: not counted at all (tests whose every request comes from one address, and that test something else). */
export interface OrderLimitRules {
  readonly placementsPerAccount: OrderLimitRule | null;
  readonly placementsPerIp: OrderLimitRule | null;
  /** Order mails (confirmations) one account may cause a day; the order is placed either way. */
  readonly mailPerAccount: OrderLimitRule | null;
}

const MINUTE = 60_000;

/**
 * Generous for a shopper (a retry or two of one checkout counts too), tight for a script; many shoppers may share an
 * address (a mobile carrier's NAT), so the address's limit is higher.
 */
export const DEFAULT_ORDER_LIMITS: OrderLimitRules = {
  placementsPerAccount: { limit: 10, windowMs: 10 * MINUTE },
  placementsPerIp: { limit: 60, windowMs: 10 * MINUTE },
  mailPerAccount: { limit: 10, windowMs: 24 * 60 * MINUTE },
};

/** A shared counter's answer: within the limit or not (and for how long), or null when it could not count. */
export type LimitDecision = { readonly allowed: boolean; readonly retryAfterSeconds: number } | null;

/**
 * Shared counters (every server instance counts together), handed in by the composition root: how often one account
 * and one IP address may place orders, and how much order mail one account may cause a day.
 */
export interface OrderLimits {
  /** Counts one placeOrder for the account and for the client's address. */
  placement(uid: string, ip: string): Promise<LimitDecision>;
  /** Counts one order mail for the account. */
  mail(uid: string): Promise<LimitDecision>;
}
