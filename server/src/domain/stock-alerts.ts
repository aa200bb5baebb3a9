// "Notify me": a shopper's request to be mailed once when a sold-out product, or one option of it, is back in stock.
// Which requests a product may take and which options a catalog change brings back. Pure functions.

/** One request kept with an account: a product, and the option when the product has options. */
export interface StockAlert {
  readonly productId: string;
  readonly variant: string | null;
  /** When the shopper asked, in ms since the epoch. */
  readonly createdAt: number;
}

/** Requests one account may keep waiting at a time. */
export const MAX_ACTIVE_STOCK_ALERTS = 50;

/** What the rules read of a product: its options and their stock. */
export interface StockAlertProduct {
  readonly stock: number;
  readonly hasVariant: boolean;
  readonly hidden?: boolean;
  readonly variants: readonly { readonly name: string; readonly stock: number }[];
}

/** One text for a product and option, unique per pair: the key requests are found by. */
export function stockAlertKey(productId: string, variant: string | null): string {
  return JSON.stringify(variant === null ? [productId] : [productId, variant]);
}

const units = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/** Units of the option (variant null: the product without options) for sale now; 0 for an unknown option. */
export function optionUnits(product: StockAlertProduct, variant: string | null): number {
  if (product.hidden) return 0;
  if (!product.hasVariant) return variant === null ? units(product.stock) : 0;
  const option = product.variants.find((candidate) => candidate.name === variant);
  return option ? units(option.stock) : 0;
}

export type StockAlertRefusal = 'CHOOSE_OPTION' | 'UNKNOWN_OPTION' | 'IN_STOCK';

/** Why a request for this product and option cannot be taken (null: it can): only a sold-out option waits. */
export function stockAlertRefusal(product: StockAlertProduct, variant: string | null): StockAlertRefusal | null {
  if (product.hasVariant) {
    if (variant === null) return 'CHOOSE_OPTION';
    if (!product.variants.some((option) => option.name === variant)) return 'UNKNOWN_OPTION';
  } else if (variant !== null) {
    return 'UNKNOWN_OPTION';
  }
  return optionUnits(product, variant) > 0 ? 'IN_STOCK' : null;
}

/**
 * The options (null: the product without options) that a change of the product brings back: none for sale before
 * (sold out, hidden, or not an option yet) and some for sale after. A product seen for the first time (`before`
 * undefined) restocks nothing: its earlier state is unknown.
 */
export function restockedOptions(before: StockAlertProduct | undefined, after: StockAlertProduct): (string | null)[] {
  if (!before) return [];
  const options: (string | null)[] = after.hasVariant ? after.variants.map((option) => option.name) : [null];
  return options.filter((option) => optionUnits(after, option) > 0 && optionUnits(before, option) === 0);
}

/** Adds a request unless the same one waits already; refuses a new one past the cap. */
export function addStockAlert(
  alerts: readonly StockAlert[],
  alert: StockAlert,
): { alerts: StockAlert[]; outcome: 'ADDED' | 'EXISTS' | 'FULL' } {
  const key = stockAlertKey(alert.productId, alert.variant);
  if (alerts.some((existing) => stockAlertKey(existing.productId, existing.variant) === key)) {
    return { alerts: [...alerts], outcome: 'EXISTS' };
  }
  if (alerts.length >= MAX_ACTIVE_STOCK_ALERTS) return { alerts: [...alerts], outcome: 'FULL' };
  return { alerts: [...alerts, alert], outcome: 'ADDED' };
}
