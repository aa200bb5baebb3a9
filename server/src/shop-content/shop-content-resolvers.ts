import type { ShopSettings } from '../domain/shop-settings.js';
import { userError } from '../domain/user-errors.js';
import { applyTemplateEdits } from '../domain/whatsapp-templates.js';
import type { AdminShopSettings, Resolvers } from '../graphql/generated/resolvers-types.js';
import { requireAdmin, type AdminRequestContext } from '../shared/admin-actor.js';
import type { ShopContentService } from './shop-content-service.js';
import { templateEdits, templatesAnswer } from './whatsapp-template-answers.js';

/** What the marketing and settings admin resolvers read from a request's context. */
export interface ShopContentRequestContext extends AdminRequestContext {
  readonly services: { readonly shopContent: ShopContentService };
  readonly catalog: { readonly settings: ShopSettings };
}

function settingsAnswer(settings: ShopSettings): AdminShopSettings {
  return {
    displayName: settings.displayName,
    seller: { ...settings.seller },
    contact: { ...settings.contact },
    grievanceOfficer: { ...settings.grievanceOfficer },
    shipping: { ...settings.shipping },
    cod: { ...settings.cod },
    onlinePayment: { ...settings.onlinePayment },
    defaultGstRate: settings.defaultGstRate,
    social: { ...settings.social },
    couriers: settings.couriers.map((courier) => ({ ...courier })),
    whatsappTemplates: templatesAnswer(settings.whatsappTemplates),
    invoiceIssuing: settings.invoiceIssuing,
  };
}

/** The owner's marketing and settings edits: thin adapters over the shop content service. */
export const shopContentResolvers: Resolvers<ShopContentRequestContext> = {
  Query: {
    adminShopSettings: (_parent, _args, { catalog }) => settingsAnswer(catalog.settings),
  },
  Mutation: {
    adminUpdateMarketing: async (_parent, { input }, context) =>
      context.services.shopContent.updateMarketing(await requireAdmin(context), input),
    adminUpdateShopSettings: async (_parent, { input }, context) => {
      const { seller, shipping, cod, social, couriers } = input;
      const templates = applyTemplateEdits(
        context.catalog.settings.whatsappTemplates,
        templateEdits(input.whatsappTemplates ?? []),
      );
      if (!templates.ok)
        return {
          settings: null,
          userErrors: templates.problems.map((problem) => userError(problem.field, 'INVALID', problem.message)),
        };
      const result = await context.services.shopContent.updateSettings(await requireAdmin(context), {
        ...input,
        social: social
          ? {
              instagram: social.instagram ?? null,
              youtube: social.youtube ?? null,
              facebook: social.facebook ?? null,
              whatsapp: social.whatsapp ?? null,
            }
          : context.catalog.settings.social,
        couriers: couriers
          ? couriers.map((courier) => ({
              name: courier.name,
              trackingUrlTemplate: courier.trackingUrlTemplate ?? null,
            }))
          : context.catalog.settings.couriers,
        whatsappTemplates: templates.value,
        // Older admin forms do not send these: the current name and choice stay.
        displayName: input.displayName ?? context.catalog.settings.displayName,
        invoiceIssuing: input.invoiceIssuing ?? context.catalog.settings.invoiceIssuing,
        seller: { ...seller, gstin: seller.gstin ?? null },
        shipping: { ...shipping, freeAtOrAbovePaise: shipping.freeAtOrAbovePaise ?? null },
        cod: {
          ...cod,
          maxOrderValuePaise: cod.maxOrderValuePaise ?? null,
          // Older admin forms do not send it: the current value stays.
          maxOpenOrders: cod.maxOpenOrders ?? context.catalog.settings.cod.maxOpenOrders,
        },
        onlinePayment: {
          maxOpenUnpaidOrders:
            input.onlinePayment?.maxOpenUnpaidOrders ?? context.catalog.settings.onlinePayment.maxOpenUnpaidOrders,
        },
      });
      return { settings: result.settings ? settingsAnswer(result.settings) : null, userErrors: result.userErrors };
    },
  },
};
