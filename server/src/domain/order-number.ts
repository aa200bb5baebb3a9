// Readable order numbers: LG-YYMMDD-XXXXX. The date is the day in India when the order was placed; the code is
// random, from an alphabet without the look-alikes 0/O and 1/I, so a number read out over the phone is not misheard.
// No counter: a shared counter document would limit how fast orders can be written. 32^5 ≈ 33.5 million codes a
// day; the caller still makes the number unique (for example by creating an orderNumbers/{number} document in the
// order's transaction and drawing again if it exists).

/** 32 symbols: digits 2–9 and A–Z without I and O. A power of two, so one random byte picks one without bias. */
export const ORDER_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const ORDER_CODE_LENGTH = 5;
export const ORDER_NUMBER_PREFIX = 'LG';

/** Random bytes, e.g. node:crypto's randomBytes. */
export type RandomBytes = (size: number) => Uint8Array;

const INDIA_OFFSET_MILLIS = (5 * 60 + 30) * 60 * 1000; // IST is UTC+05:30 all year
const PATTERN = new RegExp(
  `^${ORDER_NUMBER_PREFIX}-(\\d{2})(\\d{2})(\\d{2})-([${ORDER_CODE_ALPHABET}]{${ORDER_CODE_LENGTH}})$`,
);

export interface ParsedOrderNumber {
  /** The canonical form: upper case, no spaces. */
  readonly orderNumber: string;
  /** The day in India it was placed, YYYY-MM-DD. */
  readonly date: string;
  readonly code: string;
}

export function orderNumber(now: Date, randomBytes: RandomBytes): string {
  const millis = now.getTime();
  if (Number.isNaN(millis)) throw new RangeError('now must be a valid date');
  const india = new Date(millis + INDIA_OFFSET_MILLIS);
  const year = india.getUTCFullYear();
  if (year < 2000 || year > 2099) throw new RangeError(`order numbers carry a two-digit year; ${year} is out of range`);
  const bytes = randomBytes(ORDER_CODE_LENGTH);
  if (bytes.length < ORDER_CODE_LENGTH)
    throw new RangeError(`the random source gave ${bytes.length} bytes, ${ORDER_CODE_LENGTH} needed`);
  let code = '';
  for (let index = 0; index < ORDER_CODE_LENGTH; index += 1) code += ORDER_CODE_ALPHABET[bytes[index]! & 31];
  return `${ORDER_NUMBER_PREFIX}-${two(year % 100)}${two(india.getUTCMonth() + 1)}${two(india.getUTCDate())}-${code}`;
}

/**
 * Reads an order number as a shopper might type it (any case, surrounding spaces); null when it is not one,
 * including impossible dates such as 31 February.
 */
export function parseOrderNumber(input: string): ParsedOrderNumber | null {
  if (input.length > 40) return null;
  const candidate = input.trim().toUpperCase();
  const match = PATTERN.exec(candidate);
  if (!match) return null;
  const [, yy, mm, dd, code] = match as unknown as [string, string, string, string, string];
  const year = 2000 + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || day < 1 || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day)
    return null;
  return { orderNumber: candidate, date: `${year}-${mm}-${dd}`, code };
}

/** Whether the text is an order number exactly as issued (canonical form). */
export function isOrderNumber(input: string): boolean {
  return parseOrderNumber(input)?.orderNumber === input;
}

function two(value: number): string {
  return String(value).padStart(2, '0');
}
