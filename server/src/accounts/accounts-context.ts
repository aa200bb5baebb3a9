import { getAuth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from '../logger.js';
import { createAccountsService, type AccountLimitRules, type AccountsService } from './accounts-service.js';
import { firestoreRateLimiters } from './firestore-rate-limiter.js';
import { createProfileStore } from './profile-store.js';

/**
 * The accounts service of a running server: profiles and rate-limit counters in its Firestore (so every instance
 * shares the counts), firebase-admin Auth of the default app (the server initialises it for its project).
 */
export function createServerAccountsService(
  firestore: Firestore,
  options: { logger?: Logger; limits?: AccountLimitRules } = {},
): AccountsService {
  return createAccountsService({
    store: createProfileStore(firestore),
    auth: getAuth(),
    rateLimiters: firestoreRateLimiters(firestore),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
}
