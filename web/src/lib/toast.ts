// Toasts without sonner in the first-load bundle: sonner is fetched on the first toast (or when the shell mounts its
// Toaster after the page has loaded). Sonner replays toasts created before its Toaster subscribed, so none is lost.
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
/** Set once the import has finished: from then on toasts show synchronously, in the order they were made. */
let loaded: Sonner | null = null;

const requestListeners = new Set<() => void>();

/** True once something asked for sonner: the shell then mounts its Toaster even before the page has settled. */
export function sonnerRequested(): boolean {
  return sonner !== null || loaded !== null;
}

/** For useSyncExternalStore: calls `listener` when sonner is first asked for. */
export function subscribeToSonnerRequest(listener: () => void): () => void {
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** The sonner module, imported once on first use. A failed import is retried on the next call. */
export function loadSonner(): Promise<Sonner> {
  const first = sonner === null && loaded === null;
  sonner ??= import('sonner').then(
    (module) => (loaded = module),
    (error: unknown) => {
      sonner = null;
      throw error;
    },
  );
  // Told after the current render: the shell's lazy Toaster itself asks for sonner while rendering.
  if (first) queueMicrotask(() => requestListeners.forEach((listener) => listener()));
  return sonner;
}

type ToastKind = 'success' | 'error' | 'info' | 'message';

function show(kind: ToastKind, args: [message: string, options?: ExternalToast]): void {
  if (loaded) {
    loaded.toast[kind](...args);
    return;
  }
  // A toast is a courtesy: if sonner cannot load (offline after a redeploy), the action itself has still happened.
  loadSonner().then(
    ({ toast }) => toast[kind](...args),
    () => undefined,
  );
}

/** The subset of sonner's `toast` the app uses, with the same arguments. */
export const toast = {
  success: (...args: [message: string, options?: ExternalToast]) => show('success', args),
  error: (...args: [message: string, options?: ExternalToast]) => show('error', args),
  info: (...args: [message: string, options?: ExternalToast]) => show('info', args),
  message: (...args: [message: string, options?: ExternalToast]) => show('message', args),
};
