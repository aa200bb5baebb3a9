import { makeVar, type ReactiveVar } from '@apollo/client';
import { readJson, removeKey, writeJson, type KeyValueStorage } from './storage';

export interface PersistedVarOptions<T> {
  /** The storage key, for example `cart`. */
  key: string;
  /** Resolved on every access, so a storage that appears or breaks later is handled. */
  storage: () => KeyValueStorage | null;
  /** The value when nothing usable is stored. */
  empty: () => T;
  /**
   * Turns stored JSON into a value, keeping what is valid and dropping the rest. Returns null when the data is not
   * usable at all (for example an object where a list belongs).
   */
  decode: (stored: unknown) => T | null;
  /** Called when stored data exists but cannot be read; the value then starts empty. */
  onLoadError?: (error: unknown) => void;
  /** Called when the value could not be stored; it is still kept for this page's lifetime. */
  onSaveError?: () => void;
}

export interface PersistedVar<T> {
  /** The reactive variable: read it in field policies and with useReactiveVar. */
  readonly variable: ReactiveVar<T>;
  /** Sets the value and stores it. Returns false when storing failed. */
  set: (value: T) => boolean;
  /** Sets the empty value and deletes the stored data. Returns false when deleting failed. */
  clear: () => boolean;
  /**
   * Keeps the value in step with other tabs of the same origin (the `storage` event fires only in the tabs that did
   * NOT make the change, so this never loops). Returns a function that stops listening.
   */
  followOtherTabs: (target?: Pick<Window, 'addEventListener' | 'removeEventListener'>) => () => void;
}

/** A reactive variable whose value survives reloads in Web Storage and never throws because of storage. */
export function createPersistedVar<T>(options: PersistedVarOptions<T>): PersistedVar<T> {
  const { key, storage, empty, decode, onLoadError, onSaveError } = options;

  function decodeSafely(stored: unknown): { value: T } | { error: unknown } {
    try {
      const value = decode(stored);
      return value === null ? { error: new Error(`Stored ${key} has an unexpected shape`) } : { value };
    } catch (error) {
      return { error };
    }
  }

  function load(): T {
    const stored = readJson(storage(), key);
    if (stored.status === 'missing') return empty();
    if (stored.status === 'unreadable') {
      onLoadError?.(stored.error);
      return empty();
    }
    const decoded = decodeSafely(stored.value);
    if ('error' in decoded) {
      onLoadError?.(decoded.error);
      return empty();
    }
    return decoded.value;
  }

  const variable = makeVar<T>(load());

  function set(value: T): boolean {
    variable(value);
    const saved = writeJson(storage(), key, value);
    if (!saved) onSaveError?.();
    return saved;
  }

  function clear(): boolean {
    variable(empty());
    const removed = removeKey(storage(), key);
    if (!removed) onSaveError?.();
    return removed;
  }

  function applyChangeFromOtherTab(newValue: string | null): void {
    if (newValue === null) {
      variable(empty());
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(newValue);
    } catch (error) {
      onLoadError?.(error);
      return;
    }
    const decoded = decodeSafely(parsed);
    if ('error' in decoded) {
      onLoadError?.(decoded.error);
      return;
    }
    variable(decoded.value);
  }

  function followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): () => void {
    const onStorage = (event: StorageEvent): void => {
      // key null means the other tab called storage.clear().
      if (event.key !== key && event.key !== null) return;
      if (event.storageArea && event.storageArea !== storage()) return;
      applyChangeFromOtherTab(event.key === null ? null : event.newValue);
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  }

  return { variable, set, clear, followOtherTabs };
}
