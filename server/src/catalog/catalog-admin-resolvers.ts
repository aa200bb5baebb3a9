import type { CatalogSnapshot } from './snapshot/catalog-snapshot.js';
import { adminProductPage } from '../domain/admin-products.js';
import { InvalidArgumentError } from '../domain/errors.js';
import type { ProductDraft } from '../domain/product-validation.js';
import { validatePaging } from '../domain/validation.js';
import type { AdminProductFilter, AdminProductInput, Resolvers } from '../graphql/generated/resolvers-types.js';
import { requireAdmin, type AdminRequestContext } from '../shared/admin-actor.js';
import type { CatalogAdminService } from './catalog-admin-service.js';

/** What the catalog admin resolvers read from a request's context. */
export interface CatalogAdminRequestContext extends AdminRequestContext {
  readonly catalog: CatalogSnapshot;
  readonly services: { readonly catalogAdmin: CatalogAdminService };
}

const MAX_SEARCH_LENGTH = 200;

function filterOf(filter: AdminProductFilter | null | undefined) {
  const search = filter?.search?.trim() ?? '';
  if (search.length > MAX_SEARCH_LENGTH) {
    throw new InvalidArgumentError('filter.search', `at most ${MAX_SEARCH_LENGTH} characters`);
  }
  return {
    search,
    category: filter?.category ?? null,
    subCategory: filter?.subCategory ?? null,
    stockState: filter?.stockState ?? null,
    limitedOffer: filter?.limitedOffer ?? null,
    hidden: filter?.hidden ?? null,
  };
}

/** The form's input as the domain's draft (prices in paise; absent optional fields as null). */
function draftOf(input: AdminProductInput): ProductDraft {
  return {
    productName: input.productName,
    category: input.category,
    subCategory: input.subCategory ?? null,
    shortDescription: input.shortDescription,
    mediaUrls: input.mediaUrls,
    mrpPaise: input.mrp,
    sellingPricePaise: input.sellingPrice,
    stock: input.stock,
    hasVariant: input.hasVariant,
    variants: input.variants.map((variant) => ({
      name: variant.name,
      stock: variant.stock,
      sellingPricePaise: variant.sellingPrice ?? null,
      mrpPaise: variant.mrp ?? null,
    })),
    isLimitedOffer: input.isLimitedOffer,
    limitedOfferMaxQuantity: input.limitedOfferMaxQuantity ?? null,
    gstRate: input.gstRate ?? null,
    hsnCode: input.hsnCode ?? null,
    countryOfOrigin: input.countryOfOrigin,
    hidden: input.hidden,
    occasions: input.occasions ?? null,
    recipients: input.recipients ?? null,
    ...(input.preparationHours == null ? {} : { preparationHours: input.preparationHours }),
    ...(input.perishable == null ? {} : { perishable: input.perishable }),
    // Absent keeps the stored requirement; null removes it.
    ...(input.photoRequirement === undefined ? {} : { photoRequirement: input.photoRequirement }),
  };
}

/**
 * The catalog part of the admin schema. Reads come from the request's catalog snapshot (hidden products included);
 * changes go through the catalog admin service, which records each in the audit log. The @admin guard has let only
 * admins this far; requireAdmin names the actor.
 */
export const catalogAdminResolvers: Resolvers<CatalogAdminRequestContext> = {
  Query: {
    adminProducts: (_parent, args, { catalog }) =>
      adminProductPage(catalog.allProducts(), filterOf(args.filter), validatePaging(args.paging)),
    adminProduct: (_parent, args, { services }) => services.catalogAdmin.product(args.id),
    adminCategories: (_parent, _args, { services }) => services.catalogAdmin.categories(),
    adminSearchSynonyms: (_parent, _args, { services }) => services.catalogAdmin.searchSynonyms(),
  },
  Mutation: {
    adminCreateProduct: async (_parent, args, context) =>
      context.services.catalogAdmin.createProduct(await requireAdmin(context), draftOf(args.input)),
    adminUpdateProduct: async (_parent, args, context) =>
      context.services.catalogAdmin.updateProduct(await requireAdmin(context), args.id, draftOf(args.input)),
    adminDuplicateProduct: async (_parent, args, context) =>
      context.services.catalogAdmin.duplicateProduct(await requireAdmin(context), args.id),
    adminSetProductHidden: async (_parent, args, context) =>
      context.services.catalogAdmin.setHidden(await requireAdmin(context), args.id, args.hidden),
    adminDeleteProduct: async (_parent, args, context) =>
      context.services.catalogAdmin.deleteProduct(await requireAdmin(context), args.id),
    adminSetStock: async (_parent, args, context) =>
      context.services.catalogAdmin.setStock(await requireAdmin(context), args.id, args.variant ?? null, args.stock),
    adminSetStockShards: async (_parent, args, context) =>
      context.services.catalogAdmin.setStockShards(await requireAdmin(context), args.id, args.shards),
    adminCreateCategory: async (_parent, args, context) =>
      context.services.catalogAdmin.createCategory(await requireAdmin(context), args.name),
    adminRenameCategory: async (_parent, args, context) =>
      context.services.catalogAdmin.renameCategory(await requireAdmin(context), args.name, args.newName),
    adminDeleteCategory: async (_parent, args, context) =>
      context.services.catalogAdmin.deleteCategory(await requireAdmin(context), args.name),
    adminCreateSubCategory: async (_parent, args, context) =>
      context.services.catalogAdmin.createSubCategory(await requireAdmin(context), args.category, args.name),
    adminRenameSubCategory: async (_parent, args, context) =>
      context.services.catalogAdmin.renameSubCategory(
        await requireAdmin(context),
        args.category,
        args.name,
        args.newName,
      ),
    adminDeleteSubCategory: async (_parent, args, context) =>
      context.services.catalogAdmin.deleteSubCategory(await requireAdmin(context), args.category, args.name),
    adminUpdateSearchSynonyms: async (_parent, args, context) =>
      context.services.catalogAdmin.updateSearchSynonyms(await requireAdmin(context), args.synonyms),
  },
};
