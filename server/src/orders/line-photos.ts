// The photos of a checkout's lines: read their records through the OrderPhotos port, check them against each line's
// product (count, owner, crop), and show what is wrong as line problems (a quote) or field errors (placeOrder).
import type { CartLineRequest } from '../domain/cart.js';
import {
  photoIdsOf,
  photoLineErrors,
  type PhotoFacts,
  type PhotoLineError,
  type PhotoPlacement,
  type PhotoRequester,
} from '../domain/photo-lines.js';
import type { Product } from '../domain/product.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { OrderLinePhotoRecord } from './order-document.js';
import type { CheckoutQuote } from './orders-model.js';
import type { OrderPhotos } from './orders-ports.js';

/** Line i's product's photo requirement: undefined for an unknown product (pricing reports it), else it or null. */
function requirements(lines: readonly CartLineRequest[], findProduct: (id: string) => Product | null | undefined) {
  return (index: number) => {
    const product = findProduct(lines[index]!.productId);
    return product ? product.photoRequirement : undefined;
  };
}

/** Reads the records of the photos named (none when no line names one). */
export async function readPhotoFacts(
  port: OrderPhotos | undefined,
  placements: readonly (readonly PhotoPlacement[])[],
): Promise<ReadonlyMap<string, PhotoFacts | null>> {
  const ids = photoIdsOf(placements);
  if (ids.length === 0 || !port) return new Map();
  return port.facts(ids);
}

/** Every problem of the lines' photos against the products found and the records read. */
export function linePhotoErrors(
  lines: readonly CartLineRequest[],
  placements: readonly (readonly PhotoPlacement[])[],
  findProduct: (id: string) => Product | null | undefined,
  facts: ReadonlyMap<string, PhotoFacts | null>,
  requester: PhotoRequester,
): PhotoLineError[] {
  return photoLineErrors(placements, requirements(lines, findProduct), facts, requester);
}

/** The quote with each photo problem on its line; a line with one cannot be placed. */
export function withPhotoProblems(quote: CheckoutQuote, errors: readonly PhotoLineError[]): CheckoutQuote {
  if (errors.length === 0) return quote;
  const lines = quote.lines.map((line, index) => {
    const own = errors.filter((error) => error.lineIndex === index);
    return own.length === 0
      ? line
      : { ...line, problems: [...line.problems, ...own.map(({ code, message }) => ({ code, message }))] };
  });
  return { ...quote, lines, canPlace: false };
}

/** placeOrder's field errors: input.lines[i].photos[j].crop and the like. */
export function photoUserErrors(errors: readonly PhotoLineError[]): UserError[] {
  return errors.map((error) => userError(`input.${error.field}`, error.code, error.message));
}

/** The photos frozen on each line of the request (its placements with the records' sizes), by request line. */
export function frozenPhotos(
  placements: readonly (readonly PhotoPlacement[])[],
  facts: ReadonlyMap<string, PhotoFacts | null>,
): (readonly OrderLinePhotoRecord[])[] {
  return placements.map((photos) =>
    photos.map((photo) => {
      const found = facts.get(photo.photoId);
      return { photoId: photo.photoId, crop: photo.crop, width: found?.width ?? 0, height: found?.height ?? 0 };
    }),
  );
}
