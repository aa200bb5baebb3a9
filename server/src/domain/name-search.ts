// Finding an order by its buyer's name in Firestore, which has no text search: the order stores every prefix of its
// buyer's folded name that starts at a word ("priya raman" → "pr", "pri", …, "priya raman", "ra", "ram", "raman"),
// and a search is one array-contains query for the folded text. So "Ram", "priya r" and "PRÍYA" all find it.
import { normaliseSearchText } from './text.js';

/** Shorter texts match too many orders to be a useful search. */
export const MIN_NAME_SEARCH_LENGTH = 2;
/** Prefixes stop here: nobody types more of a name to find an order, and it bounds the stored array. */
export const MAX_NAME_KEY_LENGTH = 30;

/** A name as searched: case and accents ignored, anything but letters and digits one space ("D'Souza" → "d souza"). */
export function foldName(text: string): string {
  return normaliseSearchText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The keys stored on an order for its buyer's name: each word-start prefix of the folded name, without repeats. */
export function nameSearchKeys(name: string): string[] {
  const folded = foldName(name).slice(0, 80);
  const keys = new Set<string>();
  let start = 0;
  while (start < folded.length) {
    const rest = folded.slice(start, start + MAX_NAME_KEY_LENGTH).trimEnd();
    for (let length = MIN_NAME_SEARCH_LENGTH; length <= rest.length; length++) {
      const key = rest.slice(0, length);
      if (!key.endsWith(' ')) keys.add(key);
    }
    const nextSpace = folded.indexOf(' ', start);
    if (nextSpace < 0) break;
    start = nextSpace + 1;
  }
  return [...keys];
}

/** The key a typed name searches for, or null when it is too short to search by (or has no letters or digits). */
export function nameSearchKey(text: string): string | null {
  const folded = foldName(text).slice(0, MAX_NAME_KEY_LENGTH).trimEnd();
  return folded.length >= MIN_NAME_SEARCH_LENGTH ? folded : null;
}
