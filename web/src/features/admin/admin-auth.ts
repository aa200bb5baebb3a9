// The admin area's view of the shop's Firebase sign-in. app/AdminArea.tsx fills it in from the account feature
// (features never import each other), so the admin signs in with the same Firebase Auth client as shoppers.
import { createContext, useContext } from 'react';

export interface AdminAuthState {
  status: 'checking' | 'signed-in' | 'signed-out';
  email: string | null;
}

export interface AdminAuth {
  /** A hook: the current sign-in state, re-rendering on change. */
  useAuthState: () => AdminAuthState;
  signIn: (email: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** Fetches a fresh ID token, so that a claim granted since the last sign-in takes effect. */
  refreshToken: () => Promise<void>;
  /** The message to show for a failed sign-in. */
  signInErrorMessage: (error: unknown) => string;
}

export const AdminAuthContext = createContext<AdminAuth | null>(null);

export function useAdminAuth(): AdminAuth {
  const auth = useContext(AdminAuthContext);
  if (!auth) throw new Error('useAdminAuth needs the AdminAuthContext (see app/AdminArea.tsx).');
  return auth;
}
