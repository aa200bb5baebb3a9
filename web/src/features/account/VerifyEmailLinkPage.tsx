import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { Spinner } from '../../ui';
import { confirmEmailLink } from './auth-actions';
import { authErrorMessage } from './auth-errors';
import styles from './account.module.css';

const EmailLinkProfileQuery = graphql(`
  query EmailLinkProfile {
    me {
      id
      email
    }
  }
`);

/**
 * /account/verify-email: the e-mailed link of a number that signed up by its OTP. The profile's e-mail (the one the
 * link was sent to) joins the phone on the account, verified; then the profile page.
 */
export function VerifyEmailLinkPage() {
  usePageMeta('Verify your email');
  const navigate = useNavigate();
  const { data } = useQuery(EmailLinkProfileQuery, { fetchPolicy: 'network-only' });
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const email = data?.me?.email ?? null;

  useEffect(() => {
    if (!email || started.current) return;
    started.current = true;
    confirmEmailLink(window.location.href, email).then(
      () => void navigate('/account', { replace: true }),
      (error: unknown) => setFailure(authErrorMessage('signUp', error)),
    );
  }, [email, navigate]);

  if (failure) {
    return (
      <div className={styles.notice} role="alert">
        <p>{failure}</p>
        <Link to="/account">Back to your profile</Link>
      </div>
    );
  }
  return <Spinner centered label="Verifying your email" />;
}
