// The one module that knows where and how profiles are stored: Firestore collection LovelyUsers, keyed by auth uid.
import { FieldValue, type CollectionReference, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { profileFromDocument, type Profile } from './profile-document.js';
import type { ProfileFields } from '../domain/profile-validation.js';

export const PROFILES_COLLECTION = 'LovelyUsers';

/** gRPC status codes Firestore reports for a document that already exists / does not exist. */
const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;

function hasCode(error: unknown, code: number): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export interface SignUpProfile {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface GoogleIdentity {
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  photoURL: string | null;
  phone: string | null;
  providerId: string;
}

export interface ProfileStore {
  get(uid: string): Promise<Profile | null>;
  /** The first profile stored with this e-mail (compared lower-case, and as typed for old mixed-case data). */
  findByEmail(email: string): Promise<Profile | null>;
  /** Creates the profile of a new e-mail sign-up, or updates names, e-mail and phone when it already exists. */
  saveSignUp(uid: string, profile: SignUpProfile): Promise<Profile>;
  /**
   * A Google sign-in: an existing profile only gets updatedAt and photoURL refreshed (its names and address stay
   * as the shopper typed them); a new one is created from the Google identity.
   */
  recordGoogleSignIn(uid: string, identity: GoogleIdentity): Promise<{ profile: Profile; created: boolean }>;
  /** Writes the editable fields, creating the profile when missing. */
  saveFields(
    uid: string,
    fields: ProfileFields,
    facts: { email: string | null; isPhoneVerified: boolean },
  ): Promise<Profile>;
  /**
   * Writes a delivery address (address, city, pincode, state) into an existing profile; names, e-mail and phone stay
   * as they are. A missing profile is not created (false): a profile's e-mail never comes from a checkout form.
   */
  saveAddress(uid: string, address: SavedAddress): Promise<boolean>;
}

export interface SavedAddress {
  address: string;
  city: string;
  pincode: string;
  state: string;
}

/** Cleared optional fields are stored as '' (the type older readers of these documents expect), read back as null. */
function storedText(value: string | null): string {
  return value ?? '';
}

export function createProfileStore(db: Firestore): ProfileStore {
  const collection = db.collection(PROFILES_COLLECTION);
  return {
    get: (uid) => read(collection.doc(uid)),

    findByEmail: (email) => findByEmail(collection, email),

    async saveSignUp(uid, profile) {
      const ref = collection.doc(uid);
      const fields = { ...profile, isPhoneVerified: true };
      await createOrUpdate(ref, fields, fields);
      return readWritten(ref);
    },

    recordGoogleSignIn: (uid, identity) => recordGoogleSignIn(collection, uid, identity),

    async saveFields(uid, fields, facts) {
      const ref = collection.doc(uid);
      const editable = {
        firstName: fields.firstName,
        lastName: fields.lastName,
        phone: storedText(fields.phone),
        address: storedText(fields.address),
        city: storedText(fields.city),
        pincode: storedText(fields.pincode),
        state: storedText(fields.state),
        isPhoneVerified: facts.isPhoneVerified,
      };
      await createOrUpdate(ref, { ...editable, email: facts.email ?? '' }, editable);
      return readWritten(ref);
    },

    async saveAddress(uid, saved) {
      const address = { address: saved.address, city: saved.city, pincode: saved.pincode, state: saved.state };
      try {
        await collection.doc(uid).update({ ...address, updatedAt: FieldValue.serverTimestamp() });
        return true;
      } catch (error) {
        if (hasCode(error, NOT_FOUND)) return false;
        throw error;
      }
    },
  };
}

async function recordGoogleSignIn(
  collection: CollectionReference,
  uid: string,
  identity: GoogleIdentity,
): Promise<{ profile: Profile; created: boolean }> {
  const ref = collection.doc(uid);
  const photo = identity.photoURL !== null ? { photoURL: identity.photoURL } : {};
  const own = await read(ref);
  if (own) {
    await ref.update({ ...photo, updatedAt: FieldValue.serverTimestamp() });
    return { profile: await readWritten(ref), created: false };
  }

  // A profile kept under another key with this (provider-verified) e-mail: refresh it (one profile per verified e-mail), and
  // start this uid's profile from its details so `me` finds it from now on.
  const byEmail = identity.emailVerified && identity.email ? await findByEmail(collection, identity.email) : null;
  if (byEmail) {
    await collection.doc(byEmail.uid).update({ ...photo, updatedAt: FieldValue.serverTimestamp() });
  }
  const fresh = {
    firstName: byEmail?.firstName || identity.firstName,
    lastName: byEmail?.lastName || identity.lastName,
    email: identity.email ?? '',
    phone: identity.phone ?? '',
    address: storedText(byEmail?.address ?? null),
    city: storedText(byEmail?.city ?? null),
    pincode: storedText(byEmail?.pincode ?? null),
    state: storedText(byEmail?.state ?? null),
    photoURL: identity.photoURL ?? '',
    isPhoneVerified: identity.phone !== null,
    providerId: identity.providerId,
  };
  const created = await createOrUpdate(ref, fresh, { ...photo });
  return { profile: await readWritten(ref), created };
}

async function read(ref: DocumentReference): Promise<Profile | null> {
  const snapshot = await ref.get();
  const data = snapshot.data();
  return data ? profileFromDocument(snapshot.id, data) : null;
}

async function readWritten(ref: DocumentReference): Promise<Profile> {
  const profile = await read(ref);
  if (!profile) throw new Error(`Profile ${ref.path} vanished right after it was written`);
  return profile;
}

/** Creates the document with createdAt, or, when it exists (also when created concurrently), updates it. */
async function createOrUpdate(
  ref: DocumentReference,
  onCreate: Record<string, unknown>,
  onUpdate: Record<string, unknown>,
): Promise<boolean> {
  try {
    await ref.update({ ...onUpdate, updatedAt: FieldValue.serverTimestamp() });
    return false;
  } catch (error) {
    if (!hasCode(error, NOT_FOUND)) throw error;
  }
  try {
    await ref.create({
      ...onCreate,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  } catch (error) {
    if (!hasCode(error, ALREADY_EXISTS)) throw error;
    await ref.update({ ...onUpdate, updatedAt: FieldValue.serverTimestamp() });
    return false;
  }
}

async function findByEmail(collection: CollectionReference, email: string): Promise<Profile | null> {
  const candidates = [...new Set([email.trim().toLowerCase(), email.trim()])];
  for (const candidate of candidates) {
    const snapshot = await collection.where('email', '==', candidate).limit(1).get();
    const found = snapshot.docs[0];
    if (found) return profileFromDocument(found.id, found.data());
  }
  return null;
}
