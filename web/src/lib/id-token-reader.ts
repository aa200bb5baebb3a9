// The signed-in shopper's ID token for requests that do not go through Apollo (photo uploads and previews). The app
// provides the accounts feature's reader at start-up; until then, and on the server, nobody is signed in.

export type IdTokenSource = () => Promise<string | null>;

let source: IdTokenSource = () => Promise.resolve(null);

export function provideIdTokenReader(reader: IdTokenSource): void {
  source = reader;
}

/** The current ID token, or null when nobody is signed in or the token cannot be had just now. */
export async function readIdToken(): Promise<string | null> {
  try {
    return await source();
  } catch {
    return null;
  }
}
