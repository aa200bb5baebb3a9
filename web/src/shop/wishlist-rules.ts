// The wishlist's rules: a list of product ids in the order added, without duplicates.

/** Adds an id at the end; an id already present (or an empty one) leaves the list as it is. */
export function addWishlistId(ids: readonly string[], id: string): string[] {
  if (id.trim() === '' || ids.includes(id)) return [...ids];
  return [...ids, id];
}

export function removeWishlistId(ids: readonly string[], id: string): string[] {
  return ids.filter((existing) => existing !== id);
}

/** The stored wishlist made safe: non-empty string ids (or objects with one), first occurrence kept. Null when it is not a list at all. */
export function decodeStoredWishlist(stored: unknown): string[] | null {
  if (!Array.isArray(stored)) return null;
  const ids: string[] = [];
  for (const value of stored) {
    // Older data may hold product objects instead of ids.
    const id: unknown =
      typeof value === 'object' && value !== null && 'id' in value ? (value as { id: unknown }).id : value;
    if (typeof id === 'string' && id.trim() !== '' && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
