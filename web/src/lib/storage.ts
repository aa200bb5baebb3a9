// A thin, failure-proof adapter over Web Storage. Browsers throw from getItem/setItem in private modes, when the
// quota is full, or when storage is disabled; callers get a result to act on instead of an exception.

/** What reading a key produced. `unreadable` covers both a throwing storage and text that is not JSON. */
export type StoredJson =
  { status: 'missing' } | { status: 'found'; value: unknown } | { status: 'unreadable'; error: unknown };

/** The subset of `Storage` the app uses, so tests can pass a fake. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Without storage (server rendering, storage switched off) there is simply nothing stored yet. */
export function readJson(storage: KeyValueStorage | null, key: string): StoredJson {
  if (!storage) return { status: 'missing' };
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    return { status: 'unreadable', error };
  }
  if (text === null) return { status: 'missing' };
  try {
    return { status: 'found', value: JSON.parse(text) as unknown };
  } catch (error) {
    return { status: 'unreadable', error };
  }
}

/** Stores `value` as JSON; false when the storage refused it. */
export function writeJson(storage: KeyValueStorage | null, key: string, value: unknown): boolean {
  if (!storage) return false;
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(storage: KeyValueStorage | null, key: string): boolean {
  if (!storage) return false;
  try {
    storage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

/** `window.localStorage`, or null where it does not exist or merely touching it throws (some privacy settings). */
export function browserLocalStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** `window.sessionStorage`, or null (see browserLocalStorage). */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
