import { graphql } from '../gql';

/** What a product card shows; shared by every listing (home rails, shop, category, wishlist suggestions). */
export const ProductCardFieldsFragment = graphql(`
  fragment ProductCardFields on Product {
    id
    productName
    category
    subCategory
    thumbnail
    sellingPrice {
      paise
      formatted
    }
    mrp {
      paise
      formatted
    }
    inStock
    stockCount
    isLimitedStock
    hasVariant
    isLimitedOffer
    maxOrderQuantity
    limitedOfferData {
      maxQuantity
    }
  }
`);
