// Checks of the orders service's arguments: the signed-in shopper, nested inputs' paths, optional short texts.
import { InvalidArgumentError, NotSignedInError } from '../domain/errors.js';
import { isCalendarDay } from '../domain/delivery-settings.js';
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

/**
 * The delivery date and slot chosen: null when neither is given (local delivery then takes the earliest date's least
 * expensive slot). A date that is not YYYY-MM-DD is an invalid argument.
 */
export function deliveryChoice(
  choice: { readonly date?: string | null; readonly slotId?: string | null } | null | undefined,
): { date: string | null; slotId: string | null } | null {
  if (!choice) return null;
  const date = optionalText('input.delivery.date', choice.date);
  const slotId = optionalText('input.delivery.slotId', choice.slotId);
  if (date !== null && !isCalendarDay(date))
    throw new InvalidArgumentError('input.delivery.date', 'must be a date as YYYY-MM-DD');
  return date === null && slotId === null ? null : { date, slotId };
}
