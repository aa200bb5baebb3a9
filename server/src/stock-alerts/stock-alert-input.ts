// The product and option a shopper names, checked: a bad one names its argument and changes nothing
// (InvalidArgumentError → BAD_USER_INPUT).
import { InvalidArgumentError } from '../domain/errors.js';

export interface StockAlertArgs {
  productId: string;
  variant?: string | null;
}

const MAX_ID_LENGTH = 200;

export function stockAlertTarget(args: StockAlertArgs): { productId: string; variant: string | null } {
  const productId = args.productId.trim();
  if (productId === '' || productId.length > MAX_ID_LENGTH) {
    throw new InvalidArgumentError('input.productId', 'a product id is required');
  }
  const variant = args.variant?.trim() || null;
  if (variant !== null && variant.length > MAX_ID_LENGTH) throw new InvalidArgumentError('input.variant', 'too long');
  return { productId, variant };
}
