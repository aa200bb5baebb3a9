// /admin put together: the admin feature signing in through the account feature's Firebase session (features never
// import each other; the app composes them). admin-main.tsx renders it as its own page, outside the shop's frame.
import { loadSession, runAuthFlow, useAuth } from '../features/account/auth-state';
import { authErrorMessage } from '../features/account/auth-errors';
import type { AdminAuth, AdminAuthState } from '../features/admin/admin-auth';
import AdminRoutes from '../features/admin/AdminRoutes';

function useAdminAuthState(): AdminAuthState {
  const { status, user } = useAuth();
  return { status, email: user?.email ?? null };
}

const adminAuth: AdminAuth = {
  useAuthState: useAdminAuthState,
  signIn: (email, password) => runAuthFlow((session) => session.signInWithPassword(email, password)),
  signOut: async () => (await loadSession()).signOut(),
  idToken: async () => (await loadSession()).idToken(),
  refreshToken: async () => {
    await (await loadSession()).idToken(true);
  },
  signInErrorMessage: (error) => authErrorMessage('signIn', error),
};

export default function AdminArea() {
  return <AdminRoutes auth={adminAuth} />;
}
