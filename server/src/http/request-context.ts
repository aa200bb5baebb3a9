import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { uploadTokenHash } from '../photos/photo-tokens.js';
import type { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import type { GraphQLContext, Services } from '../graphql/context.js';
import type { Logger } from '../logger.js';
import type { RequestUser } from '../shared/request-user.js';
import { addressLimitKey } from '../client-address.js';
import { clientIp, type ProxyTrust } from '../trust-proxy.js';
import { PHOTO_TOKEN_HEADER } from './photo-routes.js';

/** What a request's context is built from: the handler's dependencies and the proxies trusted for the address. */
export interface RequestContextDeps {
  readonly services: Services;
  readonly logger: Logger;
  readonly trust: ProxyTrust;
  readonly resolveRequestUser: (headers: IncomingMessage['headers']) => Promise<RequestUser | null>;
  readonly resolveCheckedRequestUser: (headers: IncomingMessage['headers']) => Promise<RequestUser | null>;
}

/**
 * What every resolver of one request receives. Each part is worked out on first use and kept: a catalog query reads
 * only the catalog, so it pays for no request id, child logger, client address, coupon checks or token hash (the
 * logger's child alone cost about as much as a product page's whole execution).
 */
export class RequestContext implements GraphQLContext {
  private user: Promise<RequestUser | null> | undefined;
  private checkedUser: Promise<RequestUser | null> | undefined;
  private id: string | undefined;
  private childLogger: Logger | undefined;
  private ip: string | undefined;
  private checks: GraphQLContext['couponChecks'] | undefined;
  private tokenHash: string | null | undefined;

  constructor(
    private readonly deps: RequestContextDeps,
    private readonly req: IncomingMessage,
    readonly catalog: CatalogSnapshot,
  ) {}

  get services(): Services {
    return this.deps.services;
  }

  /** The client's X-Request-Id when it is a plain token, else a new one. */
  get requestId(): string {
    if (this.id === undefined) {
      const header = this.req.headers['x-request-id'];
      this.id = typeof header === 'string' && /^[\w.-]{1,100}$/.test(header) ? header : randomUUID();
    }
    return this.id;
  }

  get logger(): Logger {
    return (this.childLogger ??= this.deps.logger.child({ requestId: this.requestId }));
  }

  get clientIp(): string {
    return (this.ip ??= addressLimitKey(clientIp(this.req, this.deps.trust)));
  }

  get couponChecks(): GraphQLContext['couponChecks'] {
    return (this.checks ??= this.deps.services.couponChecks.forRequest(this.clientIp));
  }

  /** The hash of the anonymous upload token of X-Photo-Token (photo-routes.ts), or null. */
  get photoTokenHash(): string | null {
    if (this.tokenHash === undefined) {
      const value = this.req.headers[PHOTO_TOKEN_HEADER];
      this.tokenHash = uploadTokenHash(typeof value === 'string' ? value : null);
    }
    return this.tokenHash;
  }

  /** The signed-in user, verified once on first use. */
  readonly getUser = (): Promise<RequestUser | null> => (this.user ??= this.deps.resolveRequestUser(this.req.headers));

  readonly getCheckedUser = (): Promise<RequestUser | null> =>
    (this.checkedUser ??= this.deps.resolveCheckedRequestUser(this.req.headers));
}
