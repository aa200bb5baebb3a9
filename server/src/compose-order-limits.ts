import type { Logger } from './logger.js';
import type { OrderLimitRules, OrderLimits } from './orders/orders-service.js';
import { hitAll, type RateLimiterFactory } from './shared/rate-limiter.js';

/** placeOrder's rate limits and the order-mail cap, counted in Firestore so that every instance shares the counts. */
export function composeOrderLimits(
  rateLimiters: RateLimiterFactory,
  rules: OrderLimitRules,
  logger: Logger,
): OrderLimits {
  const limiter = (scope: string, rule: OrderLimitRules[keyof OrderLimitRules]) =>
    rule === null ? null : rateLimiters(scope, rule);
  const placementsPerAccount = limiter('placeOrderPerAccount', rules.placementsPerAccount);
  const placementsPerIp = limiter('placeOrderPerIp', rules.placementsPerIp);
  const mailPerAccount = limiter('orderMailPerAccount', rules.mailPerAccount);
  const always = Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
  // The limiter rejects when it cannot count; the orders service answers that as "could not count" (null).
  const counted = (decision: Promise<{ allowed: boolean; retryAfterSeconds: number }>) =>
    decision.catch((error: unknown) => {
      logger.warn({ err: error }, 'order limits could not be counted');
      return null;
    });
  return {
    placement: (uid, ip) =>
      counted(
        hitAll([
          ...(placementsPerAccount ? [[placementsPerAccount, uid] as const] : []),
          ...(placementsPerIp ? [[placementsPerIp, ip] as const] : []),
        ]),
      ),
    mail: (uid) => counted(mailPerAccount ? mailPerAccount.hit(uid) : always),
  };
}
