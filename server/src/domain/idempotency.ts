// Placing an order at most once. The client sends a key it made for this checkout (a UUID, say) and sends the same
// key again on a retry or a double click. The order's document id is derived from the shopper and the key, so the
// second attempt finds the first order (Firestore's create() fails on an existing document) instead of writing
// another. A fingerprint of the request tells a true retry from the same key reused for a different cart.
import { createHash } from 'node:crypto';
import { InvalidArgumentError } from './errors.js';

export const IDEMPOTENCY_KEY_MIN_LENGTH = 16;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 128;
const KEY_PATTERN = /^[A-Za-z0-9_-]+$/;

/** The key as sent, checked: 16–128 characters of letters, digits, '-' and '_' (a UUID qualifies). */
export function validateIdempotencyKey(key: string, argument = 'idempotencyKey'): string {
  if (key.length < IDEMPOTENCY_KEY_MIN_LENGTH || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new InvalidArgumentError(
      argument,
      `must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters (got ${key.length})`,
    );
  }
  if (!KEY_PATTERN.test(key)) throw new InvalidArgumentError(argument, "may hold only letters, digits, '-' and '_'");
  return key;
}

/**
 * The order's document id for this shopper and key: 64 hex characters of SHA-256. Two shoppers sending the same key
 * get different ids, so one can never reach the other's order.
 */
export function orderDocumentId(uid: string, key: string): string {
  if (uid === '') throw new RangeError('an order needs the uid of a signed-in shopper');
  return sha256(JSON.stringify(['order/v1', uid, key]));
}

/**
 * The key of the owner's refund of an order, also the provider's refund idempotency key: derived from the order and
 * the key the admin client sent, so the same key on two orders makes two refunds and never collides at the provider.
 */
export function ownerRefundKey(orderId: string, key: string): string {
  return `owner-${sha256(JSON.stringify(['refund/v1', orderId, key])).slice(0, 40)}`;
}

/**
 * A fingerprint of what was asked (lines, address, payment method, coupon code…): SHA-256 of its JSON with object
 * keys sorted, so the same request gives the same fingerprint whatever order its fields were built in.
 */
export function requestFingerprint(request: unknown): string {
  return sha256(canonicalJson(request));
}

export type PlacementDecision = 'CREATE' | 'RETURN_EXISTING' | 'KEY_REUSED';

/**
 * What to do when placing an order whose document may already exist: create it; return the existing one (a retry
 * of the same request by the same shopper); or refuse (the key was already used for a different request).
 */
export function placementDecision(
  existing: { readonly uid: string; readonly fingerprint: string } | null,
  uid: string,
  fingerprint: string,
): PlacementDecision {
  if (existing === null) return 'CREATE';
  return existing.uid === uid && existing.fingerprint === fingerprint ? 'RETURN_EXISTING' : 'KEY_REUSED';
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value))
    return `[${value.map((item) => canonicalJson(item === undefined ? null : item)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
