// The owner's view of an order's WhatsApp updates (AdminOrder.whatsappMessages, read from the outbox) and the
// shopper's opt-out.
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import type { RequestUser } from '../shared/request-user.js';
import type { WhatsAppOptOuts } from './opt-outs.js';
import type { WhatsAppService } from './whatsapp-service.js';

/** What the WhatsApp resolvers read from a request's context. */
export interface WhatsAppRequestContext {
  readonly services: { readonly whatsapp: WhatsAppService | null; readonly whatsappOptOuts: WhatsAppOptOuts };
  readonly getUser: () => Promise<RequestUser | null>;
}

// AdminOrder is reached only through @admin fields, which checked the owner already.
export const whatsappResolvers: Resolvers<WhatsAppRequestContext> = {
  Query: {
    myWhatsAppPreferences: async (_parent, _args, { services, getUser }) =>
      services.whatsappOptOuts.preferencesOf(await getUser()),
  },
  Mutation: {
    setWhatsAppOptOut: async (_parent, { optedOut }, { services, getUser }) =>
      services.whatsappOptOuts.setOptOut(await getUser(), optedOut),
  },
  AdminOrder: {
    whatsappMessages: async (parent, _args, { services }) => {
      if (services.whatsapp === null) return null;
      const messages = await services.whatsapp.messagesOf(parent.id);
      return messages.map((message) => ({
        event: message.event,
        template: message.template,
        to: message.to,
        state: message.state,
        delivery: message.delivery,
        attempts: message.attempts,
        failure: message.failure?.message ?? null,
        createdAt: message.createdAt,
      }));
    },
  },
};
