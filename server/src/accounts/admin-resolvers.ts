import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import { requireAdmin, type AdminRequestContext } from '../shared/admin-actor.js';

/** The admin area's own fields (the catalog, orders … admin resolvers live with their features). */
export const adminResolvers: Resolvers<AdminRequestContext> = {
  Query: {
    async adminMe(_parent, _args, context) {
      return requireAdmin(context).then((admin) => ({ uid: admin.uid, email: admin.email }));
    },
  },
};
