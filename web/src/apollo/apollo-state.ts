// The Apollo cache a server-rendered page carries: a JSON data block (`type="application/json"`), which the browser
// never runs, so the Content-Security-Policy needs no hash or nonce for it and 'unsafe-inline' stays out.

/** The id of the data block that holds the server's Apollo cache. */
export const APOLLO_STATE_ID = 'apollo-state';

/**
 * The cache as the body of a `<script type="application/json">`: `<`, `>`, `&` and the two line separators JSON
 * allows but JavaScript did not are escaped as \u sequences, so no `</script>` or `<!--` can end the block early.
 */
export function serializeApolloState(state: unknown): string {
  return JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The server's cache from the page, or null when the page was not rendered on the server (or its block is broken). */
export function readApolloState(doc: Document): unknown {
  const block = doc.getElementById(APOLLO_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as unknown;
  } catch {
    return null;
  }
}
