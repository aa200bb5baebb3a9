import type { DecodedIdToken } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { resolveCheckedRequestUser, resolveRequestUser } from './request-user.js';
import type { TokenShapeRules } from './token-shape.js';

const PROJECT = 'demo-shop';
const RULES: TokenShapeRules = { projectId: PROJECT, unsigned: false };
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function token(claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT}`,
    aud: PROJECT,
    sub: 'uid-1',
    iat: now - 60,
    exp: now + 3_000,
    auth_time: now - 60,
    ...claims,
  };
  return `${part({ alg: 'RS256', kid: 'k1' })}.${part(payload)}.${'A'.repeat(342)}`;
}

/** Records how firebase-admin's verifyIdToken was asked; answers the token's own claims as if verified. */
function recordingAuth() {
  const calls: Array<{ checkRevoked: boolean }> = [];
  return {
    calls,
    auth: {
      verifyIdToken: async (idToken: string, checkRevoked = false) => {
        calls.push({ checkRevoked });
        const claims = JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString()) as DecodedIdToken;
        return { ...claims, uid: claims.sub };
      },
    },
  };
}

const headers = (value: string) => ({ authorization: `Bearer ${value}` });

describe('resolving the user of a request', () => {
  it('never hands a token that cannot be genuine to firebase-admin', async () => {
    const { auth, calls } = recordingAuth();
    for (const bad of ['not-a-token', 'a.b.c', token({ aud: 'demo-other' }), token({ exp: 1 })]) {
      expect(await resolveRequestUser(headers(bad), auth, RULES)).toBeNull();
      expect(await resolveCheckedRequestUser(headers(bad), auth, RULES)).toBeNull();
    }
    expect(calls).toEqual([]);
  });

  it('verifies a well-formed token, without a revocation round trip for reads', async () => {
    const { auth, calls } = recordingAuth();
    expect(await resolveRequestUser(headers(token()), auth, RULES)).toMatchObject({ uid: 'uid-1', isAdmin: false });
    expect(calls).toEqual([{ checkRevoked: false }]);
  });

  it('asks Firebase Auth about revocation for admin checks only when the token claims admin', async () => {
    const { auth, calls } = recordingAuth();
    expect(await resolveCheckedRequestUser(headers(token({ admin: true })), auth, RULES)).toMatchObject({
      isAdmin: true,
    });
    expect(await resolveCheckedRequestUser(headers(token()), auth, RULES)).toMatchObject({ isAdmin: false });
    expect(calls).toEqual([{ checkRevoked: true }, { checkRevoked: false }]);
  });
});
