// Test helpers for the cart, wishlist and checkout pages (imported only by *.test.tsx files): an Apollo client whose
// server fields are answered by a function, and builders for API objects.
import { ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { Observable } from 'rxjs';
import { createApolloClient } from '../apollo/client';
import { localFieldPolicies } from '../shop/local-fields';
import { formatPaise } from '../ui';

export type Answer = (operationName: string, variables: Record<string, unknown>) => Record<string, unknown>;

/** A terminating link that answers every server operation with `answer(...)`, and records what was asked. */
export function answeringLink(
  answer: Answer,
  calls: { operationName: string; variables: Record<string, unknown> }[] = [],
) {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const variables = operation.variables as Record<string, unknown>;
        calls.push({ operationName: operation.operationName ?? '', variables });
        try {
          observer.next({ data: answer(operation.operationName ?? '', variables) });
          observer.complete();
        } catch (error) {
          observer.error(error);
        }
      }),
  );
}

export function money(paise: number) {
  return { __typename: 'Money' as const, paise, formatted: formatPaise(paise), currencyCode: 'INR' };
}

export interface ProductFixture {
  id: string;
  productName?: string;
  sellingPaise?: number;
  mrpPaise?: number;
  stock?: number;
  /** Options; one with its own sellingPaise (and mrpPaise) sells at that price. */
  variants?: { name: string; stock: number; sellingPaise?: number; mrpPaise?: number }[];
  isLimitedOffer?: boolean;
  maxQuantity?: number | null;
}

/** A Product as the API returns it, with every field the cart, wishlist and checkout pages select. */
export function product(fixture: ProductFixture) {
  const sellingPaise = fixture.sellingPaise ?? 49900;
  const mrpPaise = fixture.mrpPaise ?? sellingPaise;
  const variants = (fixture.variants ?? []).map((v) => ({
    __typename: 'ProductVariant' as const,
    name: v.name,
    stock: v.stock,
    inStock: v.stock > 0,
    sellingPrice: money(v.sellingPaise ?? sellingPaise),
    mrp: money(v.mrpPaise ?? mrpPaise),
    discountPercent: 0,
    ownSellingPrice: v.sellingPaise === undefined ? null : money(v.sellingPaise),
    ownMrp: v.mrpPaise === undefined ? null : money(v.mrpPaise),
  }));
  const lowest = variants.reduce<(typeof variants)[number] | null>(
    (found, v) => (found === null || v.sellingPrice.paise < found.sellingPrice.paise ? v : found),
    null,
  );
  const stockCount = variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : (fixture.stock ?? 10);
  const offerCap = fixture.isLimitedOffer ? (fixture.maxQuantity ?? null) : null;
  return {
    __typename: 'Product' as const,
    id: fixture.id,
    productName: fixture.productName ?? `Product ${fixture.id}`,
    category: 'Mugs',
    subCategory: 'Photo mugs',
    thumbnail: `/media/demo/${fixture.id}-1.svg`,
    hasVariant: variants.length > 0,
    variants,
    inStock: stockCount > 0,
    stockCount,
    isLimitedStock: stockCount > 0 && stockCount < 10,
    isLimitedOffer: fixture.isLimitedOffer ?? false,
    limitedOfferData: fixture.isLimitedOffer
      ? { __typename: 'LimitedOfferData' as const, maxQuantity: offerCap }
      : null,
    maxOrderQuantity: offerCap === null ? stockCount : Math.min(stockCount, offerCap),
    mrp: money(mrpPaise),
    sellingPrice: money(sellingPaise),
    lowestPrice: lowest?.sellingPrice ?? money(sellingPaise),
    lowestPriceMrp: lowest?.mrp ?? money(mrpPaise),
    pricesVary: variants.some((v) => v.sellingPrice.paise !== lowest?.sellingPrice.paise),
  };
}

type Line = { productId: string; variant?: string | null; quantity: number; seenPricePaise?: number | null };

/**
 * A cartSummary computed the way the server does, from a product table (missing id = deleted product), so tests
 * exercise every line status.
 */
export function priceCart(lines: Line[], products: ProductFixture[], minimumPaise = 0) {
  const byId = new Map(products.map((p) => [p.id, p]));
  let subtotal = 0;
  let mrpTotal = 0;
  let itemCount = 0;
  let allOk = lines.length > 0;
  const priced = lines.map((line) => {
    const fixture = byId.get(line.productId);
    const base = {
      __typename: 'CartLine' as const,
      productId: line.productId,
      variant: line.variant ?? null,
      quantity: line.quantity,
    };
    if (!fixture) {
      allOk = false;
      return {
        ...base,
        product: null,
        maxQuantity: 0,
        unitPrice: null,
        unitMrp: null,
        lineTotal: null,
        status: 'UNAVAILABLE',
        previousUnitPrice: null,
      };
    }
    const p = product(fixture);
    const variant = p.variants.find((v) => v.name === line.variant);
    const stock = p.hasVariant ? (variant?.stock ?? 0) : p.stockCount;
    const cap = p.limitedOfferData?.maxQuantity ?? null;
    const maxQuantity = cap === null ? stock : Math.min(stock, cap);
    const unit = (variant ?? p).sellingPrice.paise;
    const unitMrp = (variant ?? p).mrp.paise;
    let status = 'OK';
    if (p.hasVariant && !variant) status = 'VARIANT_REQUIRED';
    else if (stock <= 0) status = 'OUT_OF_STOCK';
    else if (line.quantity > maxQuantity) status = 'QUANTITY_UNAVAILABLE';
    else if (line.seenPricePaise != null && line.seenPricePaise !== unit) status = 'PRICE_CHANGED';
    const orderable = status === 'OK' || status === 'PRICE_CHANGED';
    if (orderable) {
      subtotal += unit * line.quantity;
      mrpTotal += unitMrp * line.quantity;
      itemCount += line.quantity;
    } else {
      allOk = false;
    }
    return {
      ...base,
      product: p,
      maxQuantity,
      unitPrice: money(unit),
      unitMrp: money(unitMrp),
      lineTotal: money(unit * line.quantity),
      status,
      previousUnitPrice: status === 'PRICE_CHANGED' ? money(line.seenPricePaise!) : null,
    };
  });
  const toMinimum = Math.max(0, minimumPaise - subtotal);
  return {
    __typename: 'CartSummary' as const,
    lines: priced,
    subtotal: money(subtotal),
    mrpTotal: money(mrpTotal),
    savings: money(mrpTotal - subtotal),
    itemCount,
    minimumOrderValue: money(minimumPaise),
    amountToMinimum: money(toMinimum),
    canCheckout: allOk && toMinimum === 0,
    delivery: cartDelivery(subtotal, itemCount),
    ...cartCharges(subtotal, itemCount),
  };
}

/** The fake server's charge lines of a cart, as the one pricing function lists them: items, shipping, round-off. */
function cartCharges(subtotal: number, itemCount: number) {
  const { shipping, total, roundOff } = cartDelivery(subtotal, itemCount);
  const line = (kind: string, label: string, paise: number) => ({
    __typename: 'ChargeLine' as const,
    kind,
    label,
    amount: money(paise),
  });
  return {
    chargeLines: [
      line('ITEMS', `Items (${itemCount} ${itemCount === 1 ? 'item' : 'items'})`, subtotal),
      line('SHIPPING', 'Shipping', shipping.paise),
      ...(roundOff.paise === 0 ? [] : [line('ROUND_OFF', 'Round off', roundOff.paise)]),
    ],
    total,
  };
}

/** The fake shop's shipping rules: ₹79, free for items worth ₹999 or more; the total rounded to the rupee, half up. */
export const FAKE_SHIPPING = { feePaise: 7900, freeFromPaise: 99900 } as const;

function cartDelivery(subtotal: number, itemCount: number) {
  const toFree = Math.max(0, FAKE_SHIPPING.freeFromPaise - subtotal);
  const shipping = itemCount > 0 && toFree > 0 ? FAKE_SHIPPING.feePaise : 0;
  const exact = subtotal + shipping;
  const total = exact % 100 >= 50 ? exact - (exact % 100) + 100 : exact - (exact % 100);
  return {
    __typename: 'CartDelivery' as const,
    shipping: money(shipping),
    freeFrom: money(FAKE_SHIPPING.freeFromPaise),
    amountToFree: money(toFree),
    message:
      itemCount === 0
        ? null
        : toFree === 0
          ? 'Your order is delivered free.'
          : `Add ${formatPaise(toFree)} more for free delivery.`,
    total: money(total),
    roundOff: money(total - exact),
  };
}

/**
 * Renders `element` at the route `path` with the app's Apollo client on the given link, opened at `url` (the path
 * itself unless the route has parameters); other paths render their name.
 */
export function renderPage(
  element: ReactElement,
  path: string,
  link: ApolloLink,
  extraRoutes: RouteObject[] = [],
  url: string = path,
) {
  cleanup();
  const client = createApolloClient({ link, localFields: localFieldPolicies });
  const router = createMemoryRouter(
    [{ path, element }, ...extraRoutes, { path: '*', element: <p data-testid="elsewhere">elsewhere</p> }],
    { initialEntries: [url] },
  );
  const view = render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { ...view, router, client };
}
