// Small helpers over the Firebase Auth SDK that the session's operations share. Loaded only with firebase-session.ts.
import { RecaptchaVerifier, type Auth, type User } from 'firebase/auth';
import type { AuthUserSummary } from './auth-user';

export function summarize(user: User): AuthUserSummary {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    emailVerified: user.emailVerified,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

export async function withInvisibleRecaptcha<T>(
  auth: Auth,
  run: (verifier: RecaptchaVerifier) => Promise<T>,
): Promise<T> {
  const container = document.createElement('div');
  container.className = 'recaptcha-container';
  document.body.appendChild(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await run(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}
