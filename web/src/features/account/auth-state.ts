// The auth state of the page, kept with React's external-store API (useSyncExternalStore): any component can read it with useAuth(), no provider needed.
// Firebase itself is loaded with a dynamic import the first time something asks, never in the first-load bundle.
import { useEffect, useSyncExternalStore } from 'react';
import { statusOf, type AuthStatus, type AuthUserSummary } from './auth-user';
import type { FirebaseSession } from './firebase-session';

export interface AuthState {
  status: AuthStatus;
  user: AuthUserSummary | null;
  /** A sign-in or sign-up is running: its own code decides where the shopper goes next. */
  busy: boolean;
  /** Why Firebase could not be started (offline, broken config), if it could not. */
  startError: string | null;
}

/** Set while someone is signed in, so the first GraphQL requests of a later visit wait for the token. */
const SIGNED_IN_HINT_KEY = 'lovely.auth.signedIn';

let state: AuthState = { status: 'checking', user: null, busy: false, startError: null };
const listeners = new Set<() => void>();
let busyCount = 0;
let sessionPromise: Promise<FirebaseSession> | null = null;
let loadedSession: FirebaseSession | null = null;
const afterRedirectHandlers = new Set<() => Promise<void>>();

function setState(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

function writeHint(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1');
    else localStorage.removeItem(SIGNED_IN_HINT_KEY);
  } catch {
    // Storage may be unavailable (private mode); the hint is only an optimisation.
  }
}

export function hasSignedInHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

/** The Firebase session if it has finished loading, without waiting for it. */
export function sessionIfLoaded(): FirebaseSession | null {
  return loadedSession;
}

/** The Firebase session, loading the SDK on first call. */
export function loadSession(): Promise<FirebaseSession> {
  sessionPromise ??= import('./firebase-session')
    .then(({ getFirebaseSession }) => getFirebaseSession())
    .then((session) => {
      session.onUserChanged((user) => {
        writeHint(user !== null);
        setState({ user, status: statusOf(user), startError: null });
        checkEmailVerified(session);
      });
      watchEmailVerification(session);
      loadedSession = session;
      if (session.redirectSignInCompleted) void runAfterRedirect();
      return session;
    })
    .catch((error: unknown) => {
      sessionPromise = null;
      setState({ status: 'signed-out', startError: error instanceof Error ? error.message : String(error) });
      throw error;
    });
  return sessionPromise;
}

const EMAIL_CHECK_INTERVAL_MS = 10_000;
let lastEmailCheck = 0;

/** An unverified e-mail is checked again (at most every 10 s): the shopper may have opened the link elsewhere. */
function checkEmailVerified(session: FirebaseSession): void {
  if (!state.user?.email) return;
  if (Date.now() - lastEmailCheck < EMAIL_CHECK_INTERVAL_MS) return;
  lastEmailCheck = Date.now();
  session.refreshEmailVerified().catch(() => {
    // Offline or signed out meanwhile: the next return to the page checks again.
  });
}

/** Returning to the page (from the mail app, another tab) is when a link was most likely opened. */
function watchEmailVerification(session: FirebaseSession): void {
  const check = () => {
    if (document.visibilityState === 'visible') checkEmailVerified(session);
  };
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
}

async function runAfterRedirect(): Promise<void> {
  busyCount += 1;
  setState({ busy: true });
  try {
    for (const handler of afterRedirectHandlers) await handler();
  } finally {
    busyCount -= 1;
    setState({ busy: busyCount > 0 });
  }
}

/** Registers what to do when the page is the return from a Google redirect sign-in (record the profile, toast). */
export function onRedirectSignIn(handler: () => Promise<void>): () => void {
  afterRedirectHandlers.add(handler);
  return () => afterRedirectHandlers.delete(handler);
}

/**
 * Runs a sign-in or sign-up flow. While it runs, `busy` is true so screens that react to "signed in" (the login page's
 * redirect, the login prompt) wait until the flow has finished its own work (profile, toasts).
 */
export async function runAuthFlow<T>(flow: (session: FirebaseSession) => Promise<T>): Promise<T> {
  busyCount += 1;
  setState({ busy: true });
  try {
    return await flow(await loadSession());
  } finally {
    busyCount -= 1;
    setState({ busy: busyCount > 0 });
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(): AuthState {
  return state;
}

function startQuietly(): void {
  loadSession().catch(() => {
    // Reported through state.startError.
  });
}

/**
 * The auth state; starts the Firebase session on first use. With `whenIdle` (the login prompt on every page) the start
 * waits until the browser is idle, so the page's own first paint and data come first.
 */
export function useAuth({ whenIdle = false }: { whenIdle?: boolean } = {}): AuthState {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (!whenIdle || hasSignedInHint()) {
      startQuietly();
      return;
    }
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(startQuietly, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(startQuietly, 500);
    return () => window.clearTimeout(timer);
  }, [whenIdle]);
  return current;
}
