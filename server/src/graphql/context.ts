import type { AdminRequestContext } from '../shared/admin-actor.js';
import type { AdminOrdersService } from '../orders/admin-orders-service.js';
import type { WhatsAppOptOuts } from '../whatsapp/opt-outs.js';
import type { WhatsAppService } from '../whatsapp/whatsapp-service.js';
import type { ShopContentService } from '../shop-content/shop-content-service.js';
import type { CatalogAdminService } from '../catalog/catalog-admin-service.js';
import type { AccountsRequestContext } from '../accounts/accounts-resolvers.js';
import type { AccountsService } from '../accounts/accounts-service.js';
import type { RequestUser } from '../shared/request-user.js';
import type { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import type { CatalogRequestContext } from '../catalog/catalog-resolvers.js';
import type { CouponsRequestContext } from '../coupons/coupons-resolvers.js';
import type { CouponAdminService } from '../coupons/coupon-admin-service.js';
import type { CouponChecks } from '../coupons/coupon-checks.js';
import type { CouponsService } from '../coupons/coupons-service.js';
import type { Logger } from '../logger.js';
import type { OrdersRequestContext } from '../orders/orders-resolvers.js';
import type { OrdersService } from '../orders/orders-service.js';

import type { DeliveryRequestContext } from '../delivery/delivery-resolvers.js';
import type { DeliveryService } from '../delivery/delivery-service.js';
import type { PaymentsRequestContext } from '../payments/payments-resolvers.js';
import type { PaymentsService } from '../payments/payments-service.js';
import type { SavedCartsRequestContext } from '../saved-carts/saved-carts-resolvers.js';
import type { SavedCartsService } from '../saved-carts/saved-carts-service.js';
import type { StockAlertsRequestContext } from '../stock-alerts/stock-alerts-resolvers.js';
import type { StockAlertsService } from '../stock-alerts/stock-alerts-service.js';
/**
 * The services the composition root (server.ts) builds once per server and hands to every resolver by name. A new
 * feature adds its service here; resolvers never build or look up a service themselves.
 */
export interface Services {
  readonly accounts: AccountsService;
  /** The cart and wishlist kept with each account. */
  readonly savedCarts: SavedCartsService;
  /** "Notify me": back-in-stock requests kept with each account, mailed once. */
  readonly stockAlerts: StockAlertsService;
  readonly orders: OrdersService;
  readonly coupons: CouponsService;
  /** Null when the shop has no payment keys (only cash on delivery). */
  readonly payments: PaymentsService | null;
  readonly adminOrders: AdminOrdersService;
  readonly shopContent: ShopContentService;
  /** The shop owner's catalog changes (admin only). */
  readonly catalogAdmin: CatalogAdminService;
  readonly couponAdmin: CouponAdminService;
  /** Rate limits on coupon codes tried (shared counters); each request takes its own checks. */
  readonly couponChecks: CouponChecks;
  /** Delivery zones, dates and slots, the PIN directory and the owner's delivery settings. */
  readonly delivery: DeliveryService;
  /** Order updates on WhatsApp; null when no WhatsApp settings are set. */
  readonly whatsapp: WhatsAppService | null;
  readonly whatsappOptOuts: WhatsAppOptOuts;
}

/**
 * What every resolver receives: what each feature's resolvers declare they read (CatalogRequestContext,
 * AccountsRequestContext, …), plus the request's logger and id. Built per request by http/graphql-handler.ts;
 * nothing in it costs anything until it is used. It holds services, never a database client.
 */
export interface GraphQLContext
  extends
    CatalogRequestContext,
    AccountsRequestContext,
    SavedCartsRequestContext,
    StockAlertsRequestContext,
    OrdersRequestContext,
    CouponsRequestContext,
    PaymentsRequestContext,
    DeliveryRequestContext,
    AdminRequestContext {
  readonly services: Services;
  /** The catalog as it was when the request arrived (the orders read its settings and products through a port). */
  readonly catalog: CatalogSnapshot;
  /** The signed-in shopper from a verified ID token, or null. */
  readonly getUser: () => Promise<RequestUser | null>;
  /**
   * The same user for admin operations: a token claiming admin is also checked for revocation (null when revoked,
   * disabled or none); any other user is returned unchecked, since no admin check lets it through.
   */
  readonly getCheckedUser: () => Promise<RequestUser | null>;
  /** A child logger carrying the request id. */
  readonly logger: Logger;
  readonly requestId: string;
  /**
   * The client's address as per-IP limits key it (client-address.ts): an IPv4 address whole, an IPv6 client by its
   * /64. From X-Forwarded-For only when the server trusts its proxy.
   */
  readonly clientIp: string;
}
