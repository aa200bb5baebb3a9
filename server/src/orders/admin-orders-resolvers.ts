import { slotAnswer } from '../domain/delivery-answers.js';
import type { RunSheetEntry } from '../domain/delivery-run-sheet.js';
import { money } from '../domain/money.js';
import { HSN_GST_TABLE, isExemptHeading } from '../domain/hsn-gst-table.js';
import { ownerRefundablePaise } from './admin-order-actions.js';
import { pageInfo } from '../domain/paging.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import { validatePaging } from '../domain/validation.js';
import type { Resolvers, ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { OrderRecord } from './order-document.js';
import { linePhoto, order as orderAnswer } from './orders-resolvers.js';
import { photoOriginalUrl, photoPrintUrl } from '../domain/photo-urls.js';
import { requireAdmin, type AdminRequestContext } from '../shared/admin-actor.js';
import { adminActions, type AdminOrderResult, type AdminOrdersService } from './admin-orders-service.js';
import { invoiceAnswer } from './invoice-response.js';

type AdminOrder = ResolversTypes['AdminOrder'];

/** What the admin order resolvers read from a request's context. */
export interface AdminOrdersRequestContext extends AdminRequestContext {
  readonly services: { readonly adminOrders: AdminOrdersService };
  readonly catalog: { readonly settings: ShopSettings };
}

function adminOrder(record: OrderRecord): AdminOrder {
  return {
    id: record.id,
    order: orderAnswer(record),
    customerUid: record.uid,
    attention: record.payment?.attention ?? null,
    invoice: record.invoice ? { ...record.invoice } : null,
    actions: adminActions(record, new Date()),
    refundable: money(ownerRefundablePaise(record)),
    photos: record.lines.flatMap((line, lineIndex) =>
      (line.photos ?? []).map((photo) => ({
        lineIndex,
        photo: linePhoto(photo),
        printUrl: photoPrintUrl(photo.photoId, photo.crop),
        originalUrl: photoOriginalUrl(photo.photoId),
      })),
    ),
  };
}

function payload(result: AdminOrderResult) {
  return { order: result.order ? adminOrder(result.order) : null, userErrors: result.userErrors };
}

/** The owner's orders, invoices and dashboard: thin adapters over the admin orders service. */
export const adminOrdersResolvers: Resolvers<AdminOrdersRequestContext> = {
  Query: {
    adminOrders: async (_parent, { filter, paging }, { services }) => {
      const checked = validatePaging(paging);
      const page = await services.adminOrders.orders(filter, checked);
      return {
        items: page.orders.map(adminOrder),
        totalCount: page.totalCount,
        pageInfo: pageInfo(checked, page.totalCount),
        statusCounts: [...page.statusCounts],
      };
    },
    adminDeliveries: async (_parent, { date }, { services }) => {
      const sheet = await services.adminOrders.deliveries(date ?? null);
      const delivery = (entry: RunSheetEntry) => ({
        id: entry.order.id,
        order: adminOrder(entry.order),
        overdue: entry.overdue,
      });
      return {
        date: sheet.date,
        slots: sheet.slots.map((group) => ({
          slot: slotAnswer(group.slot),
          booked: group.booked,
          deliveries: group.deliveries.map(delivery),
        })),
        courier: sheet.courier.map(delivery),
        overdueEarlier: sheet.overdueEarlier.map(delivery),
        outEarly: sheet.outEarly.map(delivery),
      };
    },
    adminOrder: async (_parent, { id }, { services }) => {
      const record = await services.adminOrders.order(id);
      return record ? adminOrder(record) : null;
    },
    adminGstRates: () =>
      HSN_GST_TABLE.map((entry) => ({
        ...entry,
        allowedRates: [...entry.allowedRates],
        exempt: isExemptHeading(entry.heading),
      })),
    adminInvoice: async (_parent, { orderId }, { services, catalog }) => {
      const record = await services.adminOrders.order(orderId);
      return record ? invoiceAnswer(record, catalog.settings) : null;
    },
    adminDashboard: async (_parent, _args, { services }) => {
      const figures = await services.adminOrders.dashboard();
      const tally = (value: { orders: number; revenuePaise: number }) => ({
        orders: value.orders,
        revenue: money(value.revenuePaise),
      });
      return {
        today: tally(figures.today),
        thisMonth: tally(figures.thisMonth),
        waitingToBePacked: figures.waitingToBePacked,
        dailySales: figures.dailySales.map((day) => ({ day: day.day, ...tally(day) })),
      };
    },
  },
  Mutation: {
    adminMarkOrderPacked: async (_parent, { id }, context) =>
      payload(await context.services.adminOrders.markPacked(await requireAdmin(context), id)),
    adminMarkOrderShipped: async (_parent, { id, shipment }, context) =>
      payload(
        await context.services.adminOrders.markShipped(await requireAdmin(context), id, shipment, {
          couriers: context.catalog.settings.couriers,
          name: context.catalog.settings.displayName,
        }),
      ),
    adminMarkOrderOutForDelivery: async (_parent, { id, confirmEarly }, context) =>
      payload(
        await context.services.adminOrders.markOutForDelivery(await requireAdmin(context), id, confirmEarly === true),
      ),
    adminMarkOrderDelivered: async (_parent, { id, confirmEarly }, context) =>
      payload(await context.services.adminOrders.markDelivered(await requireAdmin(context), id, confirmEarly === true)),
    adminCancelOrder: async (_parent, { id, reason }, context) =>
      payload(await context.services.adminOrders.cancel(await requireAdmin(context), id, reason)),
    adminRefundOrder: async (_parent, { id, input }, context) =>
      payload(await context.services.adminOrders.refund(await requireAdmin(context), id, input)),
    adminIssueInvoice: async (_parent, { orderId }, context) => {
      const result = await context.services.adminOrders.issueInvoice(await requireAdmin(context), orderId);
      return {
        invoice: result.order ? invoiceAnswer(result.order, context.catalog.settings) : null,
        userErrors: result.userErrors,
      };
    },
  },
};
