// The delivery API: the PIN directory, "Check delivery", a cart's dates and slots, and the owner's settings. Thin
// adapters over the delivery service; the catalog of the request names the products.
import { validateCheckoutLines } from '../domain/checkout-validation.js';
import { promiseAnswer, slotAnswer, slotOptionAnswer, zoneAnswer } from '../domain/delivery-answers.js';
import type { DeliveryItem } from '../domain/delivery-rules.js';
import type { DeliverySettings } from '../domain/delivery-settings.js';
import type { Product } from '../domain/product.js';
import type { ResolversTypes, Resolvers } from '../graphql/generated/resolvers-types.js';
import { requireAdmin, type AdminRequestContext } from '../shared/admin-actor.js';
import type { DeliveryPlan, DeliveryService } from './delivery-service.js';

export interface DeliveryRequestContext extends AdminRequestContext {
  readonly services: { readonly delivery: DeliveryService };
  readonly catalog: {
    product(id: string): Product | undefined;
    readonly settings: { readonly cod: { readonly enabled: boolean } };
  };
}

function deliveryItem(product: Product | undefined): DeliveryItem | null {
  return product
    ? { productName: product.productName, preparationHours: product.preparationHours, perishable: product.perishable }
    : null;
}

function settingsAnswer(settings: DeliverySettings): ResolversTypes['AdminDeliverySettings'] {
  return {
    zones: settings.zones.map(zoneAnswer),
    slots: settings.slots.map(slotAnswer),
    sameDayCutoff: settings.sameDayCutoff,
    closedWeekdays: [...settings.closedWeekdays],
    holidays: settings.holidays.map((holiday) => ({ ...holiday })),
    bookingWindowDays: settings.bookingWindowDays,
  };
}

function checkAnswer(plan: DeliveryPlan, codEnabled: boolean): ResolversTypes['DeliveryCheck'] {
  const earliest = plan.dates[0];
  return {
    pin: plan.pin,
    deliverable: plan.refusal === null,
    refusal: plan.refusal,
    message: plan.message,
    city: plan.place?.city ?? null,
    state: plan.place?.state ?? null,
    zone: plan.zone ? zoneAnswer(plan.zone) : null,
    earliestDate: plan.earliestDate,
    promise: plan.promise ? promiseAnswer(plan.promise) : null,
    slots: earliest ? earliest.slots.map(slotOptionAnswer) : [],
    cutoffCountdownSeconds: plan.countdownSeconds,
    codAvailable: plan.refusal === null && codEnabled && (plan.zone?.codAllowed ?? false),
  };
}

function optionsAnswer(plan: DeliveryPlan, productIds: readonly string[]): ResolversTypes['DeliveryOptions'] {
  const deliverable = plan.refusal === null;
  const local = plan.zone?.localDelivery ?? false;
  return {
    pin: plan.pin,
    deliverable,
    refusal: plan.refusal,
    message: plan.message,
    zone: plan.zone ? zoneAnswer(plan.zone) : null,
    mode: plan.zone === null ? null : local ? 'LOCAL' : 'COURIER',
    earliestDate: plan.earliestDate,
    dates: plan.dates.map((option) => ({
      date: option.date,
      available: option.available,
      closedReason: option.closedReason,
      slots: option.slots.map(slotOptionAnswer),
    })),
    courierPromise: deliverable && !local && plan.promise ? promiseAnswer(plan.promise) : null,
    lineProblems: plan.lineProblems.map((problem) => ({
      index: problem.index,
      productId: productIds[problem.index]!,
      refusal: 'PERISHABLE_NOT_DELIVERED' as const,
      message: problem.message,
    })),
    cutoffCountdownSeconds: plan.countdownSeconds,
  };
}

export const deliveryResolvers: Resolvers<DeliveryRequestContext> = {
  Query: {
    pinCode: (_parent, { pin }, { services }) => {
      const place = services.delivery.pinPlace(pin);
      return place ? { pin: place.pin, city: place.city, state: place.state } : null;
    },
    deliveryCheck: async (_parent, { pin, productId }, { services, catalog }) => {
      const items = productId ? [deliveryItem(catalog.product(productId))] : [];
      return checkAnswer(await services.delivery.plan(pin, items), catalog.settings.cod.enabled);
    },
    deliveryOptions: async (_parent, { lines, pin }, { services, catalog }) => {
      const requests = validateCheckoutLines(lines);
      const items = requests.map((line) => deliveryItem(catalog.product(line.productId)));
      // One unknown product alone would read as UNKNOWN_PRODUCT; in a cart it is the quote's line problem.
      const known = items.length === 1 && items[0] === null ? [] : items;
      const plan = await services.delivery.plan(pin, known);
      return optionsAnswer(
        plan,
        requests.map((line) => line.productId),
      );
    },
    adminDeliverySettings: async (_parent, _args, { services }) => settingsAnswer(await services.delivery.settings()),
  },
  Mutation: {
    adminUpdateDeliverySettings: async (_parent, { input }, context) => {
      const result = await context.services.delivery.updateSettings(await requireAdmin(context), {
        ...input,
        zones: input.zones.map((zone) => ({ ...zone, freeAbovePaise: zone.freeAbovePaise ?? null })),
      });
      return { settings: result.settings ? settingsAnswer(result.settings) : null, userErrors: result.userErrors };
    },
  },
};
