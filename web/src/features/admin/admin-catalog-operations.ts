// The admin catalog's GraphQL operations, shared by its pages.
import { graphql } from '../../gql';

export const AdminProductFieldsFragment = graphql(`
  fragment AdminProductFields on Product {
    id
    productName
    category
    subCategory
    shortDescription
    mediaUrls
    thumbnail
    mrp {
      paise
      formatted
    }
    sellingPrice {
      paise
      formatted
    }
    lowestPrice {
      paise
      formatted
    }
    pricesVary
    stock
    hasVariant
    variants {
      name
      stock
      ownSellingPrice {
        paise
      }
      ownMrp {
        paise
      }
    }
    stockCount
    photoRequirement {
      count
      shape
      aspectRatio
      minShortSidePx
    }
    isLimitedOffer
    limitedOfferData {
      maxQuantity
    }
    gstRate
    hsnCode
    countryOfOrigin
    hidden
    stockShards
    occasions
    recipients
  }
`);

export const AdminCategoriesQuery = graphql(`
  query AdminCategories {
    adminCategories {
      name
      productCount
      subcategories {
        name
        productCount
      }
    }
  }
`);

export const AdminProductPayloadFragment = graphql(`
  fragment AdminProductPayloadFields on AdminProductPayload {
    product {
      ...AdminProductFields
    }
    userErrors {
      ...UserError
    }
  }
`);

export const AdminCategoryPayloadFragment = graphql(`
  fragment AdminCategoryPayloadFields on AdminCategoryPayload {
    categories {
      name
      productCount
      subcategories {
        name
        productCount
      }
    }
    productsUpdated
    userErrors {
      ...UserError
    }
  }
`);
