// After a redeploy the old page asks for chunk files that no longer exist. Reloading once fetches the new index.html
// and its chunks; a flag in sessionStorage makes sure a chunk that is really broken shows the crash screen instead of
// reloading forever.
const RELOADED_KEY = 'lovely.chunkReloaded';

export interface ReloadDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

function browserDeps(): ReloadDeps {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Storage blocked: without a loop guard we never reload.
  }
  return { storage, reload: () => window.location.reload() };
}

/**
 * Wraps a dynamic import: when it fails and this tab has not just reloaded for that reason, reloads the page (the
 * returned promise then never settles, so nothing flashes); otherwise the error goes on to the crash boundary.
 */
export function importOrReloadOnce<T>(load: () => Promise<T>, deps: ReloadDeps = browserDeps()): Promise<T> {
  return load().then(
    (module) => {
      deps.storage?.removeItem(RELOADED_KEY);
      return module;
    },
    (error: unknown) => {
      const { storage } = deps;
      if (!storage || storage.getItem(RELOADED_KEY) === '1') throw error;
      storage.setItem(RELOADED_KEY, '1');
      deps.reload();
      return new Promise<T>(() => undefined);
    },
  );
}
