import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import type { RequestUser } from '../shared/request-user.js';
import type { StockAlertCatalog, StockAlertsService } from './stock-alerts-service.js';

/** What the "Notify me" resolvers read from a request's context. */
export interface StockAlertsRequestContext {
  readonly services: { readonly stockAlerts: StockAlertsService };
  /** The catalog of this request: the products requests name. */
  readonly catalog: StockAlertCatalog;
  readonly getUser: () => Promise<RequestUser | null>;
  readonly clientIp: string;
}

export const stockAlertsResolvers: Resolvers<StockAlertsRequestContext> = {
  Query: {
    myStockAlerts: async (_parent, _args, { services, getUser }) => services.stockAlerts.myStockAlerts(await getUser()),
  },
  Mutation: {
    requestStockAlert: async (_parent, { input }, { services, getUser, catalog, clientIp }) => {
      const result = await services.stockAlerts.requestStockAlert(await getUser(), input, clientIp, catalog);
      return { stockAlert: result.alert, userErrors: result.userErrors };
    },
    cancelStockAlert: async (_parent, { input }, { services, getUser }) => {
      const { cancelled } = await services.stockAlerts.cancelStockAlert(await getUser(), input);
      return { cancelled, userErrors: [] };
    },
  },
  StockAlert: {
    product: (alert, _args, { catalog }) => catalog.product(alert.productId) ?? null,
    createdAt: (alert) => new Date(alert.createdAt).toISOString(),
  },
};
