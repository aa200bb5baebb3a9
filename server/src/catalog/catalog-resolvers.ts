import { priceCart } from '../domain/cart.js';
import { cartDelivery } from '../domain/free-delivery.js';
import { homeDeliveryFeeRule } from '../domain/free-delivery-source.js';
import { money } from '../domain/money.js';
import { cartCharges } from './cart-charges.js';
import {
  validateCartLines,
  validateHomeLimit,
  validatePaging,
  validateProductFilter,
  validateProductIds,
  validateSearch,
  validateSort,
} from '../domain/validation.js';
import { hasGiftTags, validateGiftTagFilter } from '../domain/gift-tag-validation.js';
import { filteredPage } from '../domain/search-page.js';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import type { CatalogSnapshot } from './snapshot/catalog-snapshot.js';

/** What the catalog resolvers read from a request's context. */
export interface CatalogRequestContext {
  /** The catalog as it was when the request arrived: one consistent view for the whole operation. */
  readonly catalog: CatalogSnapshot;
}

/** The catalog part of the schema: every answer comes from the request's catalog snapshot, never from Firestore. */
export const catalogResolvers: Resolvers<CatalogRequestContext> = {
  Query: {
    marketing: (_parent, _args, { catalog }) => catalog.marketing,
    categories: (_parent, _args, { catalog }) => catalog.categories,
    megaMenu: (_parent, _args, { catalog }) => catalog.megaMenu,
    products: (_parent, args, { catalog }) => {
      const filter = validateProductFilter(args.filter);
      const tags = validateGiftTagFilter(args.filter);
      const sort = validateSort(args.sort);
      const paging = validatePaging(args.paging);
      if (hasGiftTags(tags)) return filteredPage(catalog.products, { ...filter, ...tags }, sort, paging);
      return catalog.listProducts(filter, sort, paging);
    },
    homeProducts: (_parent, args, { catalog }) => catalog.homeProducts(validateHomeLimit(args.limit)),
    product: (_parent, args, { catalog }) => catalog.product(args.id) ?? null,
    productsByIds: (_parent, args, { catalog }) =>
      validateProductIds(args.ids).map((id) => catalog.product(id) ?? null),
    // The dropdown is the results page's first page (same words, ranking and count), so the two always agree.
    search: (_parent, args, { catalog }) => {
      const { text, limit } = validateSearch(args.text, args.limit);
      const page = catalog.searchPage({
        text,
        exact: false,
        filter: {},
        sort: null,
        paging: { page: 1, pageSize: limit },
      });
      return { items: page.items, totalCount: page.totalCount, text: page.text, correctedText: page.correctedText };
    },
    searchProducts: (_parent, args, { catalog }) => {
      const { text } = validateSearch(args.text, null);
      return catalog.searchPage({
        text,
        exact: args.exact ?? false,
        filter: { ...validateProductFilter(args.filter), ...validateGiftTagFilter(args.filter) },
        sort: args.sort == null ? null : validateSort(args.sort),
        paging: validatePaging(args.paging),
      });
    },
    cartSummary: (_parent, args, { catalog }) =>
      priceCart(validateCartLines(args.lines), (id) => catalog.product(id), catalog.marketing.minimumOrderValue.paise),
  },
  CartSummary: {
    // Before the delivery PIN is known: the shop's home zone (or its shipping rule while no zones are configured).
    delivery: (summary, _args, { catalog }) => {
      const rule = homeDeliveryFeeRule(catalog.deliverySettings, catalog.settings);
      const figures = cartDelivery(rule, summary.subtotal.paise, summary.itemCount);
      const maybe = (paise: number | null) => (paise === null ? null : money(paise));
      return {
        shipping: money(figures.shippingPaise),
        freeFrom: maybe(figures.freeFromPaise),
        amountToFree: maybe(figures.amountToFreePaise),
        message: figures.message,
        total: money(figures.totalPaise),
        roundOff: money(figures.roundOffPaise),
      };
    },
    chargeLines: (summary, _args, { catalog }) => cartCharges(summary, catalog).chargeLines,
    total: (summary, _args, { catalog }) => cartCharges(summary, catalog).total,
  },
};
