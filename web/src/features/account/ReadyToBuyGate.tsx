// Checkout's account check: only a completed profile whose phone the ID token proves may place an order (the server
// refuses the rest with PROFILE_INCOMPLETE or PHONE_NOT_VERIFIED). A shopper who is not there yet, typically one who
// signed in with Google, adds and verifies their phone here, inside checkout, and then goes on with the same cart.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../gql';
import type { ProfileForm_ProfileFragment } from '../../gql/graphql';
import { LoadError, Spinner } from '../../ui';
import { CheckoutPhoneStep } from './CheckoutPhoneStep';
import { useAuth } from './auth-state';
import styles from './account.module.css';

const CheckoutBuyerQuery = graphql(`
  query CheckoutBuyer {
    me {
      ...ProfileForm_profile
    }
  }
`);

export interface ReadyToBuyGateProps {
  children: ReactNode;
  /** placeOrder's refusal for the account: shown, and asked again even if the account looked ready here. */
  refusal: { code: string; message: string } | null;
  onResolved: () => void;
}

/** What the client knows decides: a profile, its phone verified by this token, and a phone on the Firebase user. */
export function canBuy(profile: ProfileForm_ProfileFragment | null, userPhone: string | null | undefined): boolean {
  return profile !== null && profile.isPhoneVerified && Boolean(userPhone);
}

export function ReadyToBuyGate({ children, refusal, onResolved }: ReadyToBuyGateProps) {
  const { user } = useAuth();
  // From the server every time: a cached profile from before a phone was linked must not decide.
  const { data, loading, error, refetch } = useQuery(CheckoutBuyerQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spinner centered label="Checking your account" />;
  if (!data) {
    return (
      <LoadError className={styles.notice} onRetry={refetch}>
        We couldn't check your account{error ? ` (${error.message})` : ''}. Please try again.
      </LoadError>
    );
  }
  const profile = data.me ?? null;
  if (canBuy(profile, user?.phoneNumber) && !refusal) return <>{children}</>;
  return (
    <CheckoutPhoneStep
      profile={profile}
      refusal={refusal?.message ?? null}
      onDone={async () => {
        // The profile may have been created just now: `me` is asked again before checkout goes on.
        await refetch();
        onResolved();
      }}
    />
  );
}
