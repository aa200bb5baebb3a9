// Bill-to and ship-to as the API answers them, for the order pages and the invoice alike.
import { promiseAnswer } from '../domain/delivery-answers.js';
import { orderParties } from '../domain/order-parties.js';
import type { ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { OrderRecord } from './order-document.js';

export function partiesAnswer(record: OrderRecord): ResolversTypes['OrderParties'] {
  const parties = orderParties(record);
  return { ...parties, delivery: parties.delivery ? promiseAnswer(parties.delivery) : null };
}
