import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../../ui';
import { useAuth } from './auth-state';
import { LOGIN_URL } from '../../lib/urls';

/** The account area is for signed-in shoppers; others go to /login and come back here afterwards. */
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'checking') return <Spinner centered label="Checking your sign-in" />;
  if (status === 'signed-out') {
    return <Navigate to={LOGIN_URL} replace state={{ returnUrl: `${location.pathname}${location.search}` }} />;
  }
  return <>{children}</>;
}
