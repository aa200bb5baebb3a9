import type { IncomingMessage } from 'node:http';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { clientIp, parseTrustProxy, proxyTrust, type TrustProxy } from './trust-proxy.js';

const SOCKET = '10.0.0.5';

function request(forwarded?: string, remoteAddress = SOCKET): IncomingMessage {
  return {
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
    socket: { remoteAddress },
  } as unknown as IncomingMessage;
}

const ip = (setting: TrustProxy, forwarded?: string, socket?: string) =>
  clientIp(request(forwarded, socket), proxyTrust(setting));

describe('parseTrustProxy', () => {
  it.each<[string | null, TrustProxy]>([
    [null, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['false', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['off', { kind: 'none' }],
    ['1', { kind: 'hops', hops: 1 }],
    [' 2 ', { kind: 'hops', hops: 2 }],
    ['10.0.0.1', { kind: 'addresses', addresses: ['10.0.0.1'] }],
    [
      '10.0.0.0/8, 192.0.2.7,2001:db8::/32',
      { kind: 'addresses', addresses: ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32'] },
    ],
    ['loopback,uniquelocal', { kind: 'addresses', addresses: ['loopback', 'uniquelocal'] }],
  ])('%j → %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each<[string, RegExp]>([
    ['true', /would trust every hop/],
    ['yes', /would trust every hop/],
    ['21', /at most 20 proxies/],
    ['-1', /invalid IP address: -1/],
    ['1.5', /invalid IP address: 1\.5/],
    ['proxy.internal', /invalid IP address: proxy\.internal/],
    ['10.0.0.0/33', /invalid range on address: 10\.0\.0\.0\/33/],
    ['10.0.0.1,,10.0.0.2', /an empty entry/],
  ])('refuses %j', (raw, message) => {
    expect(() => parseTrustProxy(raw)).toThrow(message);
  });
});

describe('clientIp', () => {
  it('trusts nobody by default: X-Forwarded-For is ignored', () => {
    expect(ip({ kind: 'none' })).toBe(SOCKET);
    expect(ip({ kind: 'none' }, '203.0.113.7')).toBe(SOCKET);
    expect(ip({ kind: 'none' }, '1.1.1.1, 203.0.113.7')).toBe(SOCKET);
  });

  it.each<[number, string | undefined, string]>([
    [1, undefined, SOCKET],
    [1, '203.0.113.7', '203.0.113.7'],
    // A client's own X-Forwarded-For entries stand left of what our proxy appended: never read.
    [1, '6.6.6.6, 203.0.113.7', '203.0.113.7'],
    [2, '6.6.6.6, 203.0.113.7, 10.1.1.1', '203.0.113.7'],
    [2, '203.0.113.7, 10.1.1.1', '203.0.113.7'],
    [3, '6.6.6.6, 203.0.113.7, 10.2.2.2, 10.1.1.1', '203.0.113.7'],
    // Fewer entries than proxies (the client reached an inner proxy directly): the entry the first proxy wrote.
    [2, '203.0.113.7', '203.0.113.7'],
    [2, undefined, SOCKET],
  ])('with %i hops, X-Forwarded-For %j → %s', (hops, forwarded, expected) => {
    expect(ip({ kind: 'hops', hops }, forwarded)).toBe(expected);
  });

  it('with proxy addresses, walks X-Forwarded-For from the right past the trusted ones', () => {
    const setting = parseTrustProxy('10.0.0.0/8, 192.0.2.7');
    expect(ip(setting, '203.0.113.7')).toBe('203.0.113.7');
    expect(ip(setting, '6.6.6.6, 203.0.113.7, 10.9.9.9, 192.0.2.7')).toBe('203.0.113.7');
    // The socket's peer is not a trusted proxy: its header means nothing.
    expect(ip(setting, '203.0.113.7', '198.51.100.1')).toBe('198.51.100.1');
    // IPv4-mapped IPv6 socket addresses (a dual-stack listener) count as their IPv4 address.
    expect(ip(setting, '203.0.113.7', '::ffff:10.0.0.5')).toBe('203.0.113.7');
    // Everything is a trusted proxy: the leftmost address is all there is.
    expect(ip(setting, '10.3.3.3')).toBe('10.3.3.3');
  });

  it("agrees with Express's req.ip for the same setting", () => {
    const cases: Array<[TrustProxy, string | undefined]> = [
      [{ kind: 'none' }, '1.1.1.1, 203.0.113.7'],
      [{ kind: 'hops', hops: 1 }, '1.1.1.1, 203.0.113.7'],
      [{ kind: 'hops', hops: 2 }, '1.1.1.1, 203.0.113.7, 10.1.1.1'],
      [{ kind: 'hops', hops: 3 }, '203.0.113.7'],
      [parseTrustProxy('10.0.0.0/8'), '1.1.1.1, 203.0.113.7, 10.1.1.1'],
    ];
    for (const [setting, forwarded] of cases) {
      const app = express();
      app.set('trust proxy', proxyTrust(setting));
      const req = Object.create(app.request, {
        headers: { value: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded } },
        socket: { value: { remoteAddress: SOCKET } },
        app: { value: app },
      }) as express.Request;
      expect(req.ip).toBe(ip(setting, forwarded));
    }
  });
});
