// A controllable stand-in for the account's auth state (imported only by *.test.tsx files). A test file mocks the
// store with it and moves the state itself:
//   vi.mock('./auth-state', async () => ({ useAuth: (await import('../../testing/fake-auth')).useFakeAuth }));
//   fakeAuth.set({ status: 'signed-in', user });
import { useSyncExternalStore } from 'react';
import type { AuthState } from '../features/account/auth-state';

const CHECKING: AuthState = { status: 'checking', user: null, busy: false, startError: null };

let state: AuthState = CHECKING;
const listeners = new Set<() => void>();

export const fakeAuth = {
  get: (): AuthState => state,
  /** Changes the state and re-renders every component reading it. */
  set(patch: Partial<AuthState>): void {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Back to "checking", with no listeners. */
  reset(): void {
    state = CHECKING;
    listeners.clear();
  },
};

/** The mocked store's useAuth. */
export function useFakeAuth(): AuthState {
  return useSyncExternalStore(fakeAuth.subscribe, fakeAuth.get, fakeAuth.get);
}
