import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { isPhoneVerifiedFor, isoTime, profileFromDocument } from './profile-document.js';

describe('isoTime', () => {
  it.each<[string, unknown, string | null]>([
    ['a Firestore Timestamp', Timestamp.fromMillis(Date.UTC(2024, 0, 2, 3, 4, 5)), '2024-01-02T03:04:05.000Z'],
    ['a serialised Timestamp', { _seconds: 1_704_164_645, _nanoseconds: 0 }, '2024-01-02T03:04:05.000Z'],
    ['an ISO string', '2024-01-02T03:04:05Z', '2024-01-02T03:04:05.000Z'],
    ['milliseconds', Date.UTC(2024, 0, 2, 3, 4, 5), '2024-01-02T03:04:05.000Z'],
    ['a Date', new Date(Date.UTC(2024, 0, 2)), '2024-01-02T00:00:00.000Z'],
    ['garbage', 'yesterday-ish', null],
    ['missing', undefined, null],
  ])('%s', (_name, value, expected) => {
    expect(isoTime(value)).toBe(expected);
  });
});

describe('profileFromDocument', () => {
  it('reads a complete document', () => {
    const profile = profileFromDocument('u1', {
      firstName: 'Asha',
      lastName: 'Raman',
      email: 'Asha@Example.com',
      phone: '+919876543210',
      address: '12 Race Course Road',
      city: 'Coimbatore',
      pincode: '641018',
      state: 'Tamil Nadu',
      photoURL: 'https://example.com/a.png',
      providerId: 'google.com',
      isPhoneVerified: true,
      createdAt: '2024-01-02T00:00:00Z',
      updatedAt: 1_704_153_600_000,
    });
    expect(profile).toEqual({
      uid: 'u1',
      firstName: 'Asha',
      lastName: 'Raman',
      email: 'asha@example.com',
      phone: '+919876543210',
      address: '12 Race Course Road',
      city: 'Coimbatore',
      pincode: '641018',
      state: 'Tamil Nadu',
      photoURL: 'https://example.com/a.png',
      providerId: 'google.com',
      isPhoneVerified: true,
      createdAt: '2024-01-02T00:00:00.000Z',
      updatedAt: '2024-01-02T00:00:00.000Z',
    });
  });

  it('tolerates old data: missing names, numeric PIN code, empty strings, a truthy non-boolean flag', () => {
    const profile = profileFromDocument('u2', { pincode: 641018, phone: '', isPhoneVerified: 'yes' });
    expect(profile).toMatchObject({
      firstName: '',
      lastName: '',
      pincode: '641018',
      phone: null,
      isPhoneVerified: false,
    });
  });
});

describe('isPhoneVerifiedFor', () => {
  it.each<[string | null, string | null, boolean]>([
    ['+919876543210', '+919876543210', true],
    ['9876543210', '+919876543210', true],
    ['+919876543210', '+919876543211', false],
    ['+919876543210', null, false],
    [null, '+919876543210', false],
    ['+19876543210', '+19876543210', false],
  ])('profile %j, token %j → %j', (profilePhone, tokenPhone, expected) => {
    expect(isPhoneVerifiedFor(profilePhone, tokenPhone)).toBe(expected);
  });
});
