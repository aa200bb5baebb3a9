// Checks of a shopper's payment arguments: signed in, ids of a sane length.
import { InvalidArgumentError, NotSignedInError } from '../domain/errors.js';
import type { Shopper } from '../shared/shopper.js';

const MAX_ID_LENGTH = 100;

export function requireShopper(shopper: Shopper | null): Shopper {
  if (!shopper) throw new NotSignedInError();
  return shopper;
}

export function checkedId(argument: string, value: string): string {
  if (value.length === 0 || value.length > MAX_ID_LENGTH)
    throw new InvalidArgumentError(argument, `must be 1 to ${MAX_ID_LENGTH} characters`);
  return value;
}
