import type { IncomingMessage } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Services } from '../graphql/context.js';
import type { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import type { RequestUser } from '../shared/request-user.js';
import { newUploadToken, uploadTokenHash } from '../photos/photo-tokens.js';
import { proxyTrust, TRUST_NONE } from '../trust-proxy.js';
import { RequestContext, type RequestContextDeps } from './request-context.js';

function request(headers: IncomingMessage['headers']): IncomingMessage {
  return { headers, socket: { remoteAddress: '203.0.113.7' } } as unknown as IncomingMessage;
}

function setUp() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    }),
  );
  const calls = { forRequest: [] as string[], users: 0, checkedUsers: 0 };
  const services = {
    couponChecks: {
      forRequest: (ip: string) => {
        calls.forRequest.push(ip);
        return { ip };
      },
    },
  } as unknown as Services;
  const user = { uid: 'u1' } as RequestUser;
  const deps: RequestContextDeps = {
    services,
    logger,
    trust: proxyTrust(TRUST_NONE),
    resolveRequestUser: async () => {
      calls.users++;
      return user;
    },
    resolveCheckedRequestUser: async () => {
      calls.checkedUsers++;
      return null;
    },
  };
  return { deps, lines, calls, user };
}

const catalog = { version: 3 } as CatalogSnapshot;

describe('RequestContext', () => {
  it('takes a plain X-Request-Id and logs with it', () => {
    const { deps, lines } = setUp();
    const context = new RequestContext(deps, request({ 'x-request-id': 'abc-123' }), catalog);
    expect(context.requestId).toBe('abc-123');
    context.logger.info('hello');
    expect(lines).toEqual([expect.objectContaining({ requestId: 'abc-123', msg: 'hello' })]);
    expect(context.logger).toBe(context.logger);
    expect(context.catalog).toBe(catalog);
    expect(context.services).toBe(deps.services);
  });

  it('makes up one request id when the header is missing or not a plain token', () => {
    const { deps } = setUp();
    for (const headers of [{}, { 'x-request-id': 'bad id\n' }]) {
      const context = new RequestContext(deps, request(headers), catalog);
      expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(context.requestId).toBe(context.requestId);
    }
  });

  it('works out the client address and its coupon checks once, on first use', () => {
    const { deps, calls } = setUp();
    const context = new RequestContext(deps, request({}), catalog);
    expect(calls.forRequest).toEqual([]);
    expect(context.clientIp).toBe('203.0.113.7');
    expect(context.couponChecks).toBe(context.couponChecks);
    expect(calls.forRequest).toEqual(['203.0.113.7']);
  });

  it('hashes an upload token only when it is well formed', () => {
    const { deps } = setUp();
    expect(new RequestContext(deps, request({}), catalog).photoTokenHash).toBeNull();
    expect(new RequestContext(deps, request({ 'x-photo-token': 'x' }), catalog).photoTokenHash).toBeNull();
    const token = newUploadToken();
    const hash = new RequestContext(deps, request({ 'x-photo-token': token }), catalog).photoTokenHash;
    expect(hash).toBe(uploadTokenHash(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('verifies the user once however often a resolver asks', async () => {
    const { deps, calls, user } = setUp();
    const context = new RequestContext(deps, request({ authorization: 'Bearer t' }), catalog);
    const { getUser } = context; // resolvers destructure it
    expect(await getUser()).toBe(user);
    expect(await context.getUser()).toBe(user);
    expect(await context.getCheckedUser()).toBeNull();
    await context.getCheckedUser();
    expect(calls).toMatchObject({ users: 1, checkedUsers: 1 });
  });
});
