// Who may buy: the profile check placeOrder makes before anything else of the order.
import { userError, type UserError } from '../domain/user-errors.js';
import type { Shopper } from '../shared/shopper.js';
import { OrderMessages } from './order-messages.js';
import type { OrdersServiceDeps } from './orders-model.js';
import type { BuyerProfile } from './orders-ports.js';

export type BuyerGate = (
  shopper: Shopper,
) => Promise<{ ok: true; email: string; phone: string } | { ok: false; error: UserError }>;

export function createBuyerGate(deps: OrdersServiceDeps): BuyerGate {
  /**
   * Who may buy: a completed profile (`me` answers one) whose phone the ID token proves, and an e-mail of the
   * account's own for the order mail (the token's, else the profile's). Answers the e-mail and the proven phone.
   */
  async function buyerGate(
    shopper: Shopper,
  ): Promise<{ ok: true; email: string; phone: string } | { ok: false; error: UserError }> {
    let profile: BuyerProfile | null;
    let timer: NodeJS.Timeout | undefined;
    const timeoutMs = deps.readTimeoutMs ?? 10_000;
    try {
      profile = await Promise.race([
        deps.buyers.profileFor(shopper),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
    } catch (error) {
      deps.logger.warn({ err: error, uid: shopper.uid }, 'order placement failed: the profile could not be read');
      return { ok: false, error: userError(null, 'UNAVAILABLE', OrderMessages.notPlacedUnavailable) };
    } finally {
      clearTimeout(timer);
    }
    if (profile === null)
      return { ok: false, error: userError(null, 'PROFILE_INCOMPLETE', OrderMessages.profileMissing) };
    if (!profile.isPhoneVerified || shopper.phoneNumber === null)
      return { ok: false, error: userError('phone', 'PHONE_NOT_VERIFIED', OrderMessages.phoneNotVerified) };
    const email = shopper.email ?? profile.email;
    if (email === null) return { ok: false, error: userError(null, 'PROFILE_INCOMPLETE', OrderMessages.emailMissing) };
    return { ok: true, email, phone: shopper.phoneNumber };
  }

  return buyerGate;
}
