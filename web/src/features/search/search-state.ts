// Pure rules of the header search box, kept apart from React so they can be tested as a table.

/** The search box asks the server 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How many results the dropdown lists at most. */
export const SEARCH_RESULT_LIMIT = 20;
/** The server refuses longer texts. */
export const SEARCH_MAX_LENGTH = 200;

/** The text to send for what the shopper typed, or null when there is nothing worth searching. */
export function searchTextFor(input: string): string | null {
  const text = input.trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return text === '' ? null : text;
}

/**
 * Whether a result belongs to the current query. Results are tagged by the server with the text they answer, so an
 * answer to an older query that arrives late is never shown for a newer one.
 */
export function isCurrentResult(resultText: string | null | undefined, currentText: string | null): boolean {
  return currentText !== null && resultText === currentText;
}

/** The dropdown's headline (fixed texts: tests assert them word for word). */
export function resultSummary(totalCount: number): string {
  return totalCount > 0 ? `Found ${totalCount} product(s)` : 'No products found';
}

/** The next highlighted option for an arrow key, wrapping around; -1 means none highlighted. */
export function moveHighlight(current: number, count: number, direction: 1 | -1): number {
  if (count === 0) return -1;
  if (current < 0) return direction === 1 ? 0 : count - 1;
  return (current + direction + count) % count;
}
