import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import { Button, LoadError, Spinner } from '../../ui';
import { errorCode } from './admin-errors';
import { useAdminAuth } from './admin-auth';
import { AdminSignIn } from './AdminSignIn';
import { NotAdminScreen } from './NotAdminScreen';

const AdminMeQuery = graphql(`
  query AdminMe {
    adminMe {
      uid
      email
    }
  }
`);

/**
 * Lets only admins through: the server decides (adminMe answers FORBIDDEN for a shopper). Signed-out visitors get
 * the admin sign-in; shoppers the "not an admin" screen. The real check is on every admin operation; this only
 * chooses the screen.
 */
export function AdminGate({ children }: { children: (admin: { email: string | null }) => ReactNode }) {
  const auth = useAdminAuth();
  const { status } = auth.useAuthState();
  const signedIn = status === 'signed-in';
  const { data, loading, error, refetch } = useQuery(AdminMeQuery, { skip: !signedIn, fetchPolicy: 'network-only' });

  if (status === 'checking') return <Spinner centered label="Checking your sign-in" />;
  if (!signedIn) return <AdminSignIn />;
  if (data?.adminMe) return <>{children({ email: data.adminMe.email ?? null })}</>;
  if (loading) return <Spinner centered label="Checking your admin access" />;
  const code = errorCode(error);
  if (code === 'FORBIDDEN') {
    return (
      <NotAdminScreen
        onRecheck={async () => {
          await auth.refreshToken();
          await refetch();
        }}
      />
    );
  }
  if (code === 'UNAUTHENTICATED') return <AdminSignIn expired />;
  return (
    <LoadError onRetry={() => void refetch()}>
      The admin area could not be loaded{error ? `: ${error.message}` : '.'}{' '}
      <Button variant="ghost" size="small" onClick={() => void auth.signOut()}>
        Sign out
      </Button>
    </LoadError>
  );
}
