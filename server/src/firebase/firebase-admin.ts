import type { App } from 'firebase-admin/app';
import type { Firestore } from 'firebase-admin/firestore';
import type { AppConfig } from '../config.js';
import { disableMetadataProbing, refuseEmulatorsForRealProject } from './emulator-safety.js';

export interface FirebaseHandles {
  readonly app: App;
  readonly firestore: Firestore;
  /** Releases what this server created (its app and Firestore client); an app it reused is left alone. */
  close(): Promise<void>;
}

/**
 * Initialises firebase-admin for the server. The default app is used (created when missing), so that code in the
 * same process calling getAuth() or getFirestore() reaches the server's project; Firestore gets the emulator host
 * from the config rather than from process.env.
 */
export async function initFirebase(config: AppConfig): Promise<FirebaseHandles> {
  refuseEmulatorsForRealProject(config.projectId);
  const usesEmulators = config.firestoreEmulatorHost !== null || config.authEmulatorHost !== null;
  if (usesEmulators) {
    disableMetadataProbing();
    // firebase-admin's Auth reads the emulator host from process.env on every call; there is no setting for it.
    if (config.authEmulatorHost !== null) process.env.FIREBASE_AUTH_EMULATOR_HOST ??= config.authEmulatorHost;
  }
  const { applicationDefault, cert, getApps, initializeApp, deleteApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');

  const credential = (() => {
    switch (config.credentials.kind) {
      case 'service-account-file':
        return cert(config.credentials.path);
      case 'service-account-json':
        return cert(config.credentials.json);
      case 'application-default':
        return applicationDefault();
      case 'none':
        return undefined;
    }
  })();

  const existing = getApps().find((app) => app.name === '[DEFAULT]');
  const reuse = existing !== undefined && existing.options.projectId === config.projectId;
  const app = reuse
    ? existing
    : initializeApp(
        { projectId: config.projectId, ...(credential ? { credential } : {}) },
        existing ? `lovely-gifts-server-${process.pid}-${Date.now()}` : undefined,
      );

  const firestore = getFirestore(app);
  if (config.firestoreEmulatorHost !== null) {
    try {
      firestore.settings({ host: config.firestoreEmulatorHost, ssl: false });
    } catch {
      // Someone in this process (a test, a script) already uses this app's Firestore; it keeps its settings.
    }
  }

  return {
    app,
    firestore,
    async close() {
      if (!reuse) await deleteApp(app);
    },
  };
}
