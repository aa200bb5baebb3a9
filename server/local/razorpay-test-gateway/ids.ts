import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-style id: a prefix and 14 alphanumerics (`order_L0nS83FfCHaWqV`). */
export function newId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length];
  return prefix ? `${prefix}_${id}` : id;
}

export const unixSeconds = (): number => Math.floor(Date.now() / 1000);
