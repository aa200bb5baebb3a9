import { describe, expect, it } from 'vitest';
import { idTokenShape, type TokenShapeRules } from './token-shape.js';

const NOW = 1_800_000_000;
const PROJECT = 'demo-shop';
const signed: TokenShapeRules = { projectId: PROJECT, unsigned: false };
const emulator: TokenShapeRules = { projectId: PROJECT, unsigned: true };

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const CLAIMS = {
  iss: `https://securetoken.google.com/${PROJECT}`,
  aud: PROJECT,
  sub: 'uid-1',
  iat: NOW - 60,
  exp: NOW + 3_540,
  auth_time: NOW - 600,
  admin: true,
};
const SIGNATURE = 'A'.repeat(342);
const rs256 = (claims: Record<string, unknown> = CLAIMS, header: Record<string, unknown> = {}) =>
  `${part({ alg: 'RS256', kid: 'key-1', typ: 'JWT', ...header })}.${part(claims)}.${SIGNATURE}`;
const unsigned = (claims: Record<string, unknown> = CLAIMS) => `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;

describe('idTokenShape', () => {
  it('lets a well-formed signed token through to verification, with its claims', () => {
    expect(idTokenShape(rs256(), signed, NOW)).toEqual({ ok: true, claims: CLAIMS });
  });

  it("lets the Auth emulator's unsigned tokens through when tokens are unsigned, and only then", () => {
    expect(idTokenShape(unsigned(), emulator, NOW).ok).toBe(true);
    expect(idTokenShape(unsigned(), signed, NOW).ok).toBe(false);
    expect(idTokenShape(rs256(), emulator, NOW).ok).toBe(false);
    expect(idTokenShape(`${unsigned()}${SIGNATURE}`, emulator, NOW).ok).toBe(false);
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['three parts that are not JSON', 'a.b.c'],
    ['four parts', `${rs256()}.x`],
    ['a payload that is not base64url', `${part({ alg: 'RS256', kid: 'k' })}.!!!.${SIGNATURE}`],
    ['a payload that is a JSON array', `${part({ alg: 'RS256', kid: 'k' })}.${part([1])}.${SIGNATURE}`],
    ['HS256', rs256(CLAIMS, { alg: 'HS256' })],
    ['no key id', rs256(CLAIMS, { kid: undefined })],
    ['no signature', rs256().replace(/\.[^.]+$/, '.')],
    ['another project', rs256({ ...CLAIMS, aud: 'demo-someone-else' })],
    ['another issuer', rs256({ ...CLAIMS, iss: 'https://evil.example' })],
    ['an empty subject', rs256({ ...CLAIMS, sub: '' })],
    ['a subject over 128 characters', rs256({ ...CLAIMS, sub: 'u'.repeat(129) })],
    ['expired', rs256({ ...CLAIMS, exp: NOW })],
    ['no expiry', rs256({ ...CLAIMS, exp: undefined })],
    ['issued a day ahead', rs256({ ...CLAIMS, iat: NOW + 86_400 })],
    ['no auth_time', rs256({ ...CLAIMS, auth_time: 'yesterday' })],
  ])('refuses %s', (_label, token) => {
    expect(idTokenShape(token, signed, NOW).ok).toBe(false);
  });

  it('tolerates a few minutes of clock drift on iat and auth_time', () => {
    expect(idTokenShape(rs256({ ...CLAIMS, iat: NOW + 120, auth_time: NOW + 120 }), signed, NOW).ok).toBe(true);
  });
});
