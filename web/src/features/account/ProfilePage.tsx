import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../lib/page-meta';
import { Badge, Button, LoadError, Spinner } from '../../ui';
import { resendEmailVerification } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import { useAuth } from './auth-state';
import { ProfileForm } from './ProfileForm';
import { WhatsAppOptOutToggle } from './WhatsAppOptOutToggle';
import styles from './account.module.css';
import { graphql } from '../../gql';
import { displayPhone } from '../../lib/phone';

const MyProfileQuery = graphql(`
  query MyProfile {
    me {
      ...ProfileForm_profile
    }
    indianStates
  }
`);

/**
 * Until the account's e-mail is verified no order mail is sent (updates come on WhatsApp and the order pages): says
 * so, and sends the verification link again.
 */
function UnverifiedEmailNotice() {
  const { user } = useAuth();
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  if (!user?.email || user.emailVerified !== false) return null;
  async function resend() {
    setState('sending');
    setFailure(null);
    try {
      await resendEmailVerification();
      setState('sent');
    } catch (error) {
      setFailure(authErrorMessage('signUp', error));
      setState('idle');
    }
  }
  return (
    <div className={styles.notice} role="status">
      <p>
        Your email address is not verified yet. Order emails are sent only to a verified address; until then you get
        order updates on WhatsApp and on your orders page.
      </p>
      {state === 'sent' ? (
        <p>Verification email sent! Please check your inbox.</p>
      ) : (
        <Button variant="secondary" size="small" loading={state === 'sending'} onClick={() => void resend()}>
          Resend verification email
        </Button>
      )}
      {failure && <p role="alert">{failure}</p>}
    </div>
  );
}

/** /account and /account/profile: the shopper's profile, viewed or edited. */
export function ProfilePage() {
  usePageMeta('My profile');
  const { data, loading, error, refetch } = useQuery(MyProfileQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);

  if (!data && loading) return <Spinner centered label="Loading your profile" />;
  if (!data) {
    return (
      <LoadError className={styles.notice} onRetry={refetch}>
        We could not load your profile{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  }

  const profile = data.me ?? null;
  if (!profile || editing) {
    return (
      <>
        <h2 className={styles.sectionTitle}>{profile ? 'Edit Profile' : 'Complete Your Profile'}</h2>
        <ProfileForm
          profile={profile}
          states={data.indianStates}
          onDone={() => setEditing(false)}
          onCancel={profile ? () => setEditing(false) : null}
        />
      </>
    );
  }

  const rows: Array<[string, ReactNode]> = [
    ['Name', `${profile.firstName} ${profile.lastName}`.trim()],
    [
      'Email',
      profile.email ? (
        <span className={styles.phoneValue}>
          {profile.email} <EmailBadge />
        </span>
      ) : null,
    ],
    [
      'Phone',
      profile.phone ? (
        <span className={styles.phoneValue}>
          {displayPhone(profile.phone)}{' '}
          {profile.isPhoneVerified ? (
            <Badge tone="success">Verified</Badge>
          ) : (
            <Badge tone="warning">Not verified</Badge>
          )}
        </span>
      ) : null,
    ],
    ['Address', profile.address],
    ['City', profile.city],
    ['PIN Code', profile.pincode],
    ['State', profile.state],
  ];

  return (
    <>
      <div className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>My Profile</h2>
        <Button variant="secondary" size="small" onClick={() => setEditing(true)}>
          Edit Profile
        </Button>
      </div>
      {!profile.phone && <p className={styles.notice}>Please add your phone number for better security.</p>}
      <UnverifiedEmailNotice />
      <dl className={styles.details}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.detailRow}>
            <dt>{label}</dt>
            <dd>{value || <span className={styles.missing}>Not added</span>}</dd>
          </div>
        ))}
      </dl>
      {profile.isPhoneVerified && <WhatsAppOptOutToggle />}
    </>
  );
}

/** Whether the signed-in account's e-mail is verified, as Firebase Auth says (nothing while it is not known). */
function EmailBadge() {
  const { user } = useAuth();
  if (user?.emailVerified === undefined) return null;
  return user.emailVerified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>;
}
