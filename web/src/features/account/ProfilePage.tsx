import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { usePageMeta } from '../../lib/page-meta';
import { Badge, Button, LoadError, Spinner } from '../../ui';
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
    ['Email', profile.email],
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
