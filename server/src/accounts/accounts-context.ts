import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { GraphQLContext } from '../graphql/context.js';
import { createAccountsService, type AccountsService } from './accounts-service.js';
import { createProfileStore } from './profile-store.js';
import type { RequestUser } from './request-user.js';

// One service (and so one set of rate-limit counters) per Firestore client, that is per running server.
const services = new WeakMap<Firestore, AccountsService>();

function serviceFor(firestore: Firestore): AccountsService {
  let service = services.get(firestore);
  if (!service) {
    // getAuth() of the default app: the server initialises firebase-admin's default app for its project.
    service = createAccountsService({ store: createProfileStore(firestore), auth: getAuth() });
    services.set(firestore, service);
  }
  return service;
}

/** What an accounts resolver needs from the request. */
export async function accountsRequest(
  context: GraphQLContext,
): Promise<{ user: RequestUser | null; ip: string; service: AccountsService }> {
  return { user: await context.getUser(), ip: context.clientIp, service: serviceFor(context.firestore) };
}
