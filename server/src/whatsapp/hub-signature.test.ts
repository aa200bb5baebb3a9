import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handshakeChallenge, hubSignature, verifyHubSignature } from './hub-signature.js';

const secret = 'app-secret-123';
const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
const signed = `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('verifyHubSignature', () => {
  it("accepts Meta's sha256= HMAC of the raw body, in either case of hex", () => {
    expect(hubSignature(secret, body)).toBe(signed);
    expect(verifyHubSignature(secret, body, signed)).toBe(true);
    expect(verifyHubSignature(secret, body, `sha256=${signed.slice(7).toUpperCase()}`)).toBe(true);
  });

  it('refuses a body changed by one byte, even one that parses to the same JSON', () => {
    expect(verifyHubSignature(secret, Buffer.from(`${body.toString()} `), signed)).toBe(false);
    expect(verifyHubSignature(secret, Buffer.from(body.toString().replace('[]', '[ ]')), signed)).toBe(false);
  });

  it('refuses another secret, a missing header and malformed ones', () => {
    expect(verifyHubSignature('other-secret', body, signed)).toBe(false);
    expect(verifyHubSignature(secret, body, null)).toBe(false);
    expect(verifyHubSignature('', body, hubSignature('', body))).toBe(false);
    for (const header of [
      signed.slice(7),
      `sha1=${signed.slice(7)}`,
      `${signed}00`,
      signed.slice(0, -2),
      'sha256=',
      `sha256=${'z'.repeat(64)}`,
    ]) {
      expect(verifyHubSignature(secret, body, header)).toBe(false);
    }
  });
});

describe('handshakeChallenge', () => {
  const query = { mode: 'subscribe', token: 'verify-me', challenge: '1158201444' };

  it('echoes the challenge when the mode is subscribe and the token is ours', () => {
    expect(handshakeChallenge('verify-me', query)).toBe('1158201444');
  });

  it.each([
    ['another token', { ...query, token: 'verify-mf' }],
    ['a shorter token', { ...query, token: 'verify' }],
    ['another mode', { ...query, mode: 'unsubscribe' }],
    ['no challenge', { ...query, challenge: undefined }],
    ['a repeated parameter', { ...query, token: ['verify-me', 'x'] }],
  ])('refuses %s', (_name, asked) => {
    expect(handshakeChallenge('verify-me', asked)).toBeNull();
  });
});
