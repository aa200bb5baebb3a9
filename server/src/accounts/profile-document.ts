// The shape of a LovelyUsers/{uid} document (field names as the shop has always stored them) and its tolerant
// reading. Existing shops wrote these documents from the browser, so fields may be missing, numbers may stand where
// strings belong, and timestamps may be Firestore Timestamps, ISO strings or milliseconds.

/** A shopper's profile as the rest of the server sees it. */
export interface Profile {
  uid: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  state: string | null;
  photoURL: string | null;
  providerId: string | null;
  /** As stored; the API answers from the ID token instead (see `isPhoneVerifiedFor`). */
  isPhoneVerified: boolean;
  createdAt: string | null;
  updatedAt: string | null;
}

function text(value: unknown): string | null {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** An ISO 8601 string of a Firestore Timestamp, a Date, an ISO string or epoch milliseconds; null otherwise. */
export function isoTime(value: unknown): string | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') date = new Date(value);
  else if (value !== null && typeof value === 'object') {
    const candidate = value as { toDate?: unknown; seconds?: unknown; _seconds?: unknown; nanoseconds?: unknown };
    if (typeof candidate.toDate === 'function') date = (candidate.toDate as () => Date).call(value);
    else {
      const seconds = typeof candidate.seconds === 'number' ? candidate.seconds : candidate._seconds;
      if (typeof seconds === 'number') date = new Date(seconds * 1000);
    }
  }
  return date !== null && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}

export function profileFromDocument(uid: string, data: Record<string, unknown>): Profile {
  return {
    uid,
    firstName: text(data['firstName']) ?? '',
    lastName: text(data['lastName']) ?? '',
    email: text(data['email'])?.toLowerCase() ?? null,
    phone: text(data['phone']),
    address: text(data['address']),
    city: text(data['city']),
    pincode: text(data['pincode']),
    state: text(data['state']),
    photoURL: text(data['photoURL']),
    providerId: text(data['providerId']),
    isPhoneVerified: data['isPhoneVerified'] === true,
    createdAt: isoTime(data['createdAt']),
    updatedAt: isoTime(data['updatedAt']),
  };
}

/** The last 10 digits of a stored phone, so '+919876543210', '919876543210' and '9876543210' compare equal. */
export function phoneKey(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return digits.length >= 10 ? digits.slice(-10) : null;
}

/** Whether the token's proven phone number is the profile's phone. */
export function isPhoneVerifiedFor(profilePhone: string | null, tokenPhone: string | null): boolean {
  const profileKey = phoneKey(profilePhone);
  return profileKey !== null && profileKey === phoneKey(tokenPhone) && (tokenPhone ?? '').startsWith('+91');
}
