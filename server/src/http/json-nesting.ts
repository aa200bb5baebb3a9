// How deeply a JSON text nests, read in one pass before JSON.parse: V8 parses deep nesting slowly (a 1 MB body of
// 450,000 nested arrays held the event loop about a second), and no variables of this API nest past a few levels.

/** The deepest nesting a request body may have: an input object in a list in an input object is 3 or 4 levels. */
export const MAX_JSON_NESTING = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether `text` opens more than `maxNesting` arrays and objects inside one another (strings skipped). */
export function nestsDeeperThan(text: string, maxNesting: number): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at += 1;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      depth += 1;
      if (depth > maxNesting) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) depth -= 1;
  }
  return false;
}
