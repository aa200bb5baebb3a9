import type { AccountsRequestContext } from '../accounts/accounts-resolvers.js';
import type { AccountsService } from '../accounts/accounts-service.js';
import type { CatalogRequestContext } from '../catalog/catalog-resolvers.js';
import type { Logger } from '../logger.js';

/**
 * The services the composition root (server.ts) builds once per server and hands to every resolver by name. A new
 * feature adds its service here; resolvers never build or look up a service themselves.
 */
export interface Services {
  readonly accounts: AccountsService;
}

/**
 * What every resolver receives: what each feature's resolvers declare they read (CatalogRequestContext,
 * AccountsRequestContext, …), plus the request's logger and id. Built per request by http/graphql-handler.ts;
 * nothing in it costs anything until it is used. It holds services, never a database client.
 */
export interface GraphQLContext extends CatalogRequestContext, AccountsRequestContext {
  readonly services: Services;
  /** A child logger carrying the request id. */
  readonly logger: Logger;
  readonly requestId: string;
  /** The client's IP address (from X-Forwarded-For only when the server trusts its proxy). */
  readonly clientIp: string;
}
