// The signed-in shopper as the features that act for one see it: the few facts of a verified ID token they need
// (shared/request-user.ts has the whole user).

/** The signed-in shopper, from a verified ID token. */
export interface Shopper {
  readonly uid: string;
  /** When they signed in (seconds since the epoch), for the revocation check before writes. */
  readonly authTime: number;
  /** The phone number the ID token proves (E.164, its `phone_number` claim), or null. */
  readonly phoneNumber: string | null;
  /** The account's e-mail from the ID token, or null. */
  readonly email: string | null;
  /** Whether the ID token says the e-mail was verified (`email_verified`); order mail goes only then. */
  readonly emailVerified?: boolean;
}
