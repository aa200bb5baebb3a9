import { graphql } from '../../gql';

export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      ...ProductCardFields
      shortDescription
      mediaUrls
      discountPercent
      stock
      variants {
        name
        stock
        inStock
      }
    }
  }
`);
