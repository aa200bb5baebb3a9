import { promiseAnswer, slotAnswer } from '../domain/delivery-answers.js';
import type { RunSheetEntry } from '../domain/delivery-run-sheet.js';
import { money } from '../domain/money.js';
import { amountInWords } from '../domain/amount-in-words.js';
import { refundablePaise } from '../domain/order-payment.js';
import { pageInfo } from '../domain/paging.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import { validatePaging } from '../domain/validation.js';
import type { Resolvers, ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { OrderRecord } from './order-document.js';
import { linePhoto, order as orderAnswer } from './orders-resolvers.js';
import { photoOriginalUrl, photoPrintUrl } from '../domain/photo-urls.js';
import { requireAdmin, type AdminRequestContext } from '../shared/admin-actor.js';
import { adminActions, type AdminOrderResult, type AdminOrdersService } from './admin-orders-service.js';
import { issuedInvoice } from './invoice-answer.js';

type AdminOrder = ResolversTypes['AdminOrder'];
type Invoice = ResolversTypes['Invoice'];

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
    refundable: money(refundablePaise(record)),
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

function invoice(record: OrderRecord, settings: ShopSettings): Invoice | null {
  const issued = issuedInvoice(record, settings);
  if (!issued) return null;
  const { figures } = issued;
  const amounts = (row: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    totalPaise: number;
  }) => ({
    taxable: money(row.taxablePaise),
    cgst: money(row.cgstPaise),
    sgst: money(row.sgstPaise),
    igst: money(row.igstPaise),
    total: money(row.totalPaise),
  });
  return {
    number: { number: issued.number, issuedAt: issued.issuedAt },
    orderNumber: record.orderNumber,
    orderPlacedAt: record.placedAt,
    seller: { ...issued.seller },
    buyer: { ...record.address, landmark: record.address.landmark ?? null },
    shipTo: record.recipient ? { ...record.recipient } : null,
    delivery: record.delivery ? promiseAnswer(record.delivery) : null,
    placeOfSupply: figures.placeOfSupply,
    supply: figures.supply,
    lines: figures.lines.map((line) => ({
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      gstRate: line.gstRate,
      ...amounts(line),
    })),
    charges: figures.charges.map((charge) => ({ label: charge.label, ...amounts(charge) })),
    ...amounts(figures),
    totalInWords: amountInWords(figures.totalPaise),
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
      };
    },
    adminOrder: async (_parent, { id }, { services }) => {
      const record = await services.adminOrders.order(id);
      return record ? adminOrder(record) : null;
    },
    adminInvoice: async (_parent, { orderId }, { services, catalog }) => {
      const record = await services.adminOrders.order(orderId);
      return record ? invoice(record, catalog.settings) : null;
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
          name: context.catalog.settings.seller.legalName,
        }),
      ),
    adminMarkOrderDelivered: async (_parent, { id }, context) =>
      payload(await context.services.adminOrders.markDelivered(await requireAdmin(context), id)),
    adminCancelOrder: async (_parent, { id, reason }, context) =>
      payload(await context.services.adminOrders.cancel(await requireAdmin(context), id, reason)),
    adminRefundOrder: async (_parent, { id, input }, context) =>
      payload(await context.services.adminOrders.refund(await requireAdmin(context), id, input)),
    adminIssueInvoice: async (_parent, { orderId }, context) => {
      const result = await context.services.adminOrders.issueInvoice(await requireAdmin(context), orderId);
      return {
        invoice: result.order ? invoice(result.order, context.catalog.settings) : null,
        userErrors: result.userErrors,
      };
    },
  },
};
