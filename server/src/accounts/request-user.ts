import type { IncomingHttpHeaders } from 'node:http';

/** The signed-in shopper behind a request, derived only from a verified Firebase ID token. */
export interface RequestUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The phone number proven by the token (E.164), or null. */
  phoneNumber: string | null;
  signInProvider: string | null;
}

/**
 * Resolves the user of a request from its `Authorization: Bearer <ID token>` header.
 * Placeholder until the accounts work implements verification with firebase-admin: nobody is signed in.
 */
export async function resolveRequestUser(_headers: IncomingHttpHeaders): Promise<RequestUser | null> {
  return null;
}
