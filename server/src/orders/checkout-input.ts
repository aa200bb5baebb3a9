// Checks of the orders service's arguments: the signed-in shopper, nested inputs' paths, optional short texts.
import { InvalidArgumentError, NotSignedInError } from '../domain/errors.js';
import type { Shopper } from '../shared/shopper.js';

const MAX_QUOTE_TEXT = 100;

export function requireShopper(shopper: Shopper | null): Shopper {
  if (!shopper) throw new NotSignedInError();
  return shopper;
}

/** Argument errors of nested inputs name the whole path ("input.lines[2].quantity"). */
export function underInput<T>(prefix: string, validate: () => T): T {
  try {
    return validate();
  } catch (error) {
    if (error instanceof InvalidArgumentError)
      throw new InvalidArgumentError(
        `${prefix}.${error.argument}`,
        error.message.replace(/^Invalid argument "[^"]*": /, '').replace(/\.$/, ''),
      );
    throw error;
  }
}

export function optionalText(argument: string, value: string | null | undefined): string | null {
  if (value == null) return null;
  if (value.length > MAX_QUOTE_TEXT)
    throw new InvalidArgumentError(argument, `must be at most ${MAX_QUOTE_TEXT} characters`);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
