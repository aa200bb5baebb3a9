import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** The admin account every local shop has, printed at start-up. Only ever created in the Auth emulator. */
export const LOCAL_ADMIN = { email: 'admin@lovelygifts.local', password: 'lovely-admin' } as const;

/**
 * Makes sure the Auth emulator holds the local admin account with its known password and the `admin: true` claim
 * (created on first start, put back if someone changed it). FIREBASE_AUTH_EMULATOR_HOST must point at the emulator.
 */
export async function ensureLocalAdmin(projectId: string): Promise<typeof LOCAL_ADMIN> {
  if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) throw new Error('ensureLocalAdmin needs the Auth emulator.');
  const app = initializeApp({ projectId }, `local-admin-${Date.now()}`);
  try {
    const auth = getAuth(app);
    const existing = await auth.getUserByEmail(LOCAL_ADMIN.email).catch((error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return null;
      throw error;
    });
    const user = existing
      ? await auth.updateUser(existing.uid, { password: LOCAL_ADMIN.password, disabled: false })
      : await auth.createUser({
          email: LOCAL_ADMIN.email,
          password: LOCAL_ADMIN.password,
          emailVerified: true,
          displayName: 'Shop Admin',
        });
    await auth.setCustomUserClaims(user.uid, { ...(user.customClaims ?? {}), admin: true });
    return LOCAL_ADMIN;
  } finally {
    await deleteApp(app);
  }
}
