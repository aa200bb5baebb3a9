// startPayment and confirmPayment: thin adapters over the payments service. Orders are answered in the orders
// feature's shape, through the answer server.ts hands in.
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import { money } from '../domain/money.js';
import type { Shopper } from '../shared/shopper.js';
import type { OrderAnswer } from './payment-ports.js';
import type { PaymentsService } from './payments-service.js';

export interface PaymentsRequestContext {
  /** Null when the shop has no payment keys: online payment is not offered. */
  readonly services: { readonly payments: PaymentsService | null };
  readonly getUser: () => Promise<Shopper | null>;
}

const NOT_OFFERED = {
  field: null,
  code: 'NOT_PAYABLE',
  message: 'Online payment is not available at the moment. Please choose cash on delivery.',
} as const;

/** The payments resolvers, answering orders with `maybeOrder` (the orders feature's answer, wired by server.ts). */
export const createPaymentsResolvers = (maybeOrder: OrderAnswer): Resolvers<PaymentsRequestContext> => ({
  Mutation: {
    startPayment: async (_parent, { orderId }, { services, getUser }) => {
      if (!services.payments) return { session: null, order: null, userErrors: [NOT_OFFERED] };
      const result = await services.payments.startPayment(await getUser(), orderId);
      const session = result.session;
      return {
        order: maybeOrder(result.order),
        userErrors: result.userErrors,
        session: session ? { ...session, amount: money(session.amountPaise), prefill: { ...session.prefill } } : null,
      };
    },
    confirmPayment: async (_parent, { input }, { services, getUser }) => {
      if (!services.payments) return { order: null, userErrors: [NOT_OFFERED] };
      const result = await services.payments.confirmPayment(await getUser(), input);
      return { order: maybeOrder(result.order), userErrors: result.userErrors };
    },
  },
});
