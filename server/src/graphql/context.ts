import type { Firestore } from 'firebase-admin/firestore';
import type { RequestUser } from '../accounts/request-user.js';
import type { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import type { Logger } from '../logger.js';

/** What every resolver receives. Built per request; nothing in it costs anything until it is used. */
export interface GraphQLContext {
  /** The catalog as it was when the request arrived: one consistent view for the whole operation. */
  readonly catalog: CatalogSnapshot;
  /** A child logger carrying the request id. */
  readonly logger: Logger;
  readonly requestId: string;
  /** The client's IP address (from X-Forwarded-For only when the server trusts its proxy). */
  readonly clientIp: string;
  /** The server's firebase-admin Firestore client (for the accounts code; the catalog never reads it per request). */
  readonly firestore: Firestore;
  /** The signed-in shopper, from a verified ID token; verified on first call only, then remembered. */
  getUser(): Promise<RequestUser | null>;
}
