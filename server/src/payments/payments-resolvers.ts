// startPayment and confirmPayment: thin adapters over the payments service. Orders are answered in the orders
// feature's shape.
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import { money } from '../domain/money.js';
import { maybeOrder } from '../orders/orders-resolvers.js';
import type { Shopper } from '../orders/orders-service.js';
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

export const paymentsResolvers: Resolvers<PaymentsRequestContext> = {
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
};
