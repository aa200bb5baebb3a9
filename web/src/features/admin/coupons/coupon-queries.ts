import { graphql } from '../../../gql';

export const AdminCouponsQuery = graphql(`
  query AdminCoupons($paging: PagingInput) {
    adminCoupons(paging: $paging) {
      items {
        code
        description
        offer
        validFrom
        validUntil
        status
        usageLimit
        usedCount
        orderCount
        discountGiven {
          paise
          formatted
        }
      }
      totalCount
      pageInfo {
        page
        totalPages
        hasNextPage
        hasPreviousPage
      }
    }
  }
`);

export const AdminCouponQuery = graphql(`
  query AdminCoupon($code: String!) {
    adminCoupon(code: $code) {
      ...AdminCouponRules
      status
      usedCount
      orderCount
      discountGiven {
        paise
        formatted
      }
      redemptions {
        orderId
        orderNumber
        shopperUid
        shopperName
        shopperEmail
        discount {
          formatted
        }
        usedAt
        releasedAt
      }
    }
  }
`);

export const AdminCouponRulesFragment = graphql(`
  fragment AdminCouponRules on AdminCoupon {
    code
    description
    offer
    discountType
    percentOff
    maxDiscount {
      paise
    }
    amountOff {
      paise
    }
    minimumOrderValue {
      paise
    }
    validFrom
    validUntil
    active
    usageLimit
    perShopperLimit
    firstOrderOnly
    categories
    productIds
    listed
  }
`);

export const AdminCouponScopeOptionsQuery = graphql(`
  query AdminCouponScopeOptions {
    adminCouponScopeOptions {
      categories
      products {
        id
        name
        category
      }
    }
  }
`);

export const AdminCreateCouponMutation = graphql(`
  mutation AdminCreateCoupon($code: String!, $input: AdminCouponInput!) {
    adminCreateCoupon(code: $code, input: $input) {
      coupon {
        ...AdminCouponRules
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

export const AdminUpdateCouponMutation = graphql(`
  mutation AdminUpdateCoupon($code: String!, $input: AdminCouponInput!) {
    adminUpdateCoupon(code: $code, input: $input) {
      coupon {
        ...AdminCouponRules
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

export const AdminSetCouponActiveMutation = graphql(`
  mutation AdminSetCouponActive($code: String!, $active: Boolean!) {
    adminSetCouponActive(code: $code, active: $active) {
      coupon {
        code
        active
        status
      }
      userErrors {
        ...UserError
      }
    }
  }
`);
