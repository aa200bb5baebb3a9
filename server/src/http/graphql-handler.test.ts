import { describe, expect, it } from 'vitest';
import { isJson } from './graphql-handler.js';

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
