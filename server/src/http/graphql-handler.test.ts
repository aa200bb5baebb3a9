import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientIp, isJson } from './graphql-handler.js';

describe('isJson', () => {
  it.each<[string | undefined, boolean]>([
    ['application/json', true],
    ['application/json; charset=utf-8', true],
    ['Application/JSON', true],
    ['application/graphql-response+json', true],
    ['text/plain', false],
    ['application/x-www-form-urlencoded', false],
    ['application/jsonp', false],
    [undefined, false],
  ])('%s → %s', (type, expected) => {
    expect(isJson(type === undefined ? {} : { 'content-type': type })).toBe(expected);
  });
});

describe('clientIp', () => {
  const request = (forwarded?: string) =>
    ({ headers: forwarded ? { 'x-forwarded-for': forwarded } : {}, socket: { remoteAddress: '10.0.0.5' } }) as unknown as IncomingMessage;

  it.each<[string | undefined, boolean, string]>([
    [undefined, false, '10.0.0.5'],
    ['203.0.113.7', false, '10.0.0.5'],
    ['203.0.113.7', true, '203.0.113.7'],
    ['1.1.1.1, 203.0.113.7', true, '203.0.113.7'],
    [undefined, true, '10.0.0.5'],
  ])('X-Forwarded-For %s, trusted %s → %s', (forwarded, trusted, expected) => {
    expect(clientIp(request(forwarded), trusted)).toBe(expected);
  });
});
