import { InvalidArgumentError } from './errors.js';
import { money, sumPaise, type Money } from './money.js';
import { optionPrice, type Product } from './product.js';
import { normaliseUnits } from './stock.js';

export type CartLineStatus =
  'OK' | 'PRICE_CHANGED' | 'OUT_OF_STOCK' | 'QUANTITY_UNAVAILABLE' | 'VARIANT_REQUIRED' | 'UNAVAILABLE';

/** One line as the shopper wants it; validated (quantity ≥ 1) before pricing. */
export interface CartLineRequest {
  readonly productId: string;
  readonly variant?: string | null;
  readonly quantity: number;
  readonly seenPricePaise?: number | null;
}

export interface PricedCartLine {
  readonly productId: string;
  readonly variant: string | null;
  readonly product: Product | null;
  readonly quantity: number;
  readonly maxQuantity: number;
  /**
   * Units of this product (of this variant, where it has variants) still in stock once earlier lines of the cart
   * have taken theirs; 0 for an unknown product. maxQuantity below it means a limited offer's cap is what limits.
   */
  readonly stockLeft: number;
  /** The price of one unit: the chosen option's, or the product's. */
  readonly unitPrice: Money | null;
  /** The mrp of one unit, likewise. */
  readonly unitMrp: Money | null;
  readonly lineTotal: Money | null;
  readonly status: CartLineStatus;
  readonly previousUnitPrice: Money | null;
}

export interface CartSummary {
  readonly lines: readonly PricedCartLine[];
  readonly subtotal: Money;
  readonly mrpTotal: Money;
  readonly savings: Money;
  readonly itemCount: number;
  readonly minimumOrderValue: Money;
  readonly amountToMinimum: Money;
  readonly canCheckout: boolean;
}

const ORDERABLE: ReadonlySet<CartLineStatus> = new Set(['OK', 'PRICE_CHANGED']);

export function isOrderable(status: CartLineStatus): boolean {
  return ORDERABLE.has(status);
}

/**
 * Prices a cart from the catalog: the one pricing function the cart page and checkout share. Lines are taken in
 * order; stock and a limited offer's per-order cap are shared by every line of the same product, so two lines of
 * one product (different variants) cannot together exceed the cap.
 */
export function priceCart(
  requests: readonly CartLineRequest[],
  findProduct: (id: string) => Product | undefined,
  minimumOrderValuePaise: number,
): CartSummary {
  try {
    return priceLines(requests, findProduct, minimumOrderValuePaise);
  } catch (error) {
    if (error instanceof RangeError) throw new InvalidArgumentError('lines', 'the cart total is too large to price');
    throw error;
  }
}

function priceLines(
  requests: readonly CartLineRequest[],
  findProduct: (id: string) => Product | undefined,
  minimumOrderValuePaise: number,
): CartSummary {
  const unitsTaken = new Map<string, number>(); // per product, and per product+variant
  const capTaken = new Map<string, number>();
  const lines = requests.map((request): PricedCartLine => {
    const product = findProduct(request.productId) ?? null;
    const variant = request.variant ?? null;
    const base = { productId: request.productId, variant, product, quantity: request.quantity };
    if (!product) {
      return {
        ...base,
        maxQuantity: 0,
        stockLeft: 0,
        unitPrice: null,
        unitMrp: null,
        lineTotal: null,
        status: 'UNAVAILABLE',
        previousUnitPrice: null,
      };
    }
    const chosen = product.hasVariant ? product.variants.find((candidate) => candidate.name === variant) : undefined;
    const { sellingPrice: unitPrice, mrp: unitMrp } = optionPrice(product, chosen?.name ?? null);
    const lineTotal = money(sumPaise([unitPrice.paise * request.quantity]));
    const previousUnitPrice =
      request.seenPricePaise != null && request.seenPricePaise !== unitPrice.paise
        ? money(request.seenPricePaise)
        : null;
    if (product.hasVariant && !chosen) {
      return {
        ...base,
        maxQuantity: product.maxOrderQuantity,
        stockLeft: product.stockCount,
        unitPrice,
        unitMrp,
        lineTotal,
        status: 'VARIANT_REQUIRED',
        previousUnitPrice,
      };
    }
    const stockKey = chosen ? `${product.id}\u0000${chosen.name}` : product.id;
    const stockLeft = normaliseUnits((chosen ? chosen.stock : product.stockCount) - (unitsTaken.get(stockKey) ?? 0));
    const cap = product.limitedOfferData?.maxQuantity ?? null;
    const capLeft = cap === null ? Infinity : normaliseUnits(cap - (capTaken.get(product.id) ?? 0));
    const maxQuantity = Math.min(stockLeft, capLeft);
    const taken = Math.min(request.quantity, maxQuantity);
    unitsTaken.set(stockKey, (unitsTaken.get(stockKey) ?? 0) + taken);
    capTaken.set(product.id, (capTaken.get(product.id) ?? 0) + taken);
    const status: CartLineStatus =
      stockLeft === 0
        ? 'OUT_OF_STOCK'
        : request.quantity > maxQuantity
          ? 'QUANTITY_UNAVAILABLE'
          : previousUnitPrice
            ? 'PRICE_CHANGED'
            : 'OK';
    return { ...base, maxQuantity, stockLeft, unitPrice, unitMrp, lineTotal, status, previousUnitPrice };
  });

  const orderable = lines.filter((line) => isOrderable(line.status));
  const subtotal = sumPaise(orderable.map((line) => line.lineTotal!.paise));
  // A stored mrp below the selling price would make savings negative; such a line simply saves nothing.
  const mrpTotal = sumPaise(
    orderable.map((line) => Math.max(line.unitMrp!.paise, line.unitPrice!.paise) * line.quantity),
  );
  const amountToMinimum = Math.max(0, minimumOrderValuePaise - subtotal);
  return {
    lines,
    subtotal: money(subtotal),
    mrpTotal: money(mrpTotal),
    savings: money(mrpTotal - subtotal),
    itemCount: orderable.reduce((count, line) => count + line.quantity, 0),
    minimumOrderValue: money(minimumOrderValuePaise),
    amountToMinimum: money(amountToMinimum),
    canCheckout: lines.length > 0 && orderable.length === lines.length && amountToMinimum === 0,
  };
}
