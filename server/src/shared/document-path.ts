// Plain-object edits of a Firestore document's data by field path, for writes that must see each other in memory.

/** A copy of `data` with the value at `path` replaced (so several writes to one document see each other). */
export function withValue(
  data: Record<string, unknown>,
  path: readonly string[],
  value: unknown,
): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head];
  const record =
    typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  return { ...data, [head]: withValue(record, rest, value) };
}
