import { graphql } from '../../gql';

export const ListingProductsQuery = graphql(`
  query ListingProducts($filter: ProductFilter, $sort: ProductSort, $paging: PagingInput) {
    products(filter: $filter, sort: $sort, paging: $paging) {
      items {
        ...ProductCardFields
      }
      totalCount
      pageInfo {
        page
        pageSize
        totalPages
        hasNextPage
        hasPreviousPage
      }
      priceRange {
        min {
          paise
          formatted
        }
        max {
          paise
          formatted
        }
      }
    }
  }
`);

export const ListingCategoriesQuery = graphql(`
  query ListingCategories {
    categories {
      name
      subcategories
    }
  }
`);
