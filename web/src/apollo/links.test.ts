// Test operations use graphql's parse(), not a gql tag, so codegen does not collect them into web/src/gql.
import { ApolloLink, execute, ApolloClient, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { firstValueFrom, Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createAuthLink, sha256Hex } from './links';

const query = parse(`
  query Ping {
    marketing {
      offerTitle
    }
  }
`);

/** Runs one operation through `link` and returns the headers the terminating link saw. */
async function headersSeen(link: ApolloLink): Promise<Record<string, string>> {
  let seen: Record<string, string> = {};
  const capture = new ApolloLink((operation) => {
    seen = (operation.getContext()['headers'] ?? {}) as Record<string, string>;
    return new Observable((observer) => {
      observer.next({ data: { marketing: null } });
      observer.complete();
    });
  });
  const chain = ApolloLink.from([link, capture]);
  const client = new ApolloClient({ link: chain, cache: new InMemoryCache() });
  await firstValueFrom(execute(chain, { query }, { client }));
  return seen;
}

describe('createAuthLink', () => {
  it.each([
    {
      name: 'adds the bearer token when signed in',
      token: async () => 'abc.def',
      expected: { Authorization: 'Bearer abc.def' },
    },
    { name: 'adds nothing when signed out', token: async () => null, expected: {} },
    {
      name: 'sends the request anonymously when the token cannot be read',
      token: async (): Promise<string | null> => {
        throw new Error('network');
      },
      expected: {},
    },
  ])('$name', async ({ token, expected }) => {
    expect(await headersSeen(createAuthLink(token))).toEqual(expected);
  });
});

describe('sha256Hex', () => {
  it('hashes like every other SHA-256 (the server recomputes it for persisted queries)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
