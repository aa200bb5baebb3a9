import { graphql } from '../../gql';

export const HOME_RAIL_SIZE = 8;

/** Everything the home page shows, in one request. */
export const HomePageQuery = graphql(`
  query HomePage($railSize: Int!) {
    marketing {
      offerTitle
      banners {
        imageUrl
        title
        subtitle
        link
      }
      reviews {
        name
        text
        rating
        location
      }
    }
    newArrivals: homeProducts(limit: $railSize) {
      ...ProductCardFields
    }
    bestSellers: products(filter: { stock: IN_STOCK }, sort: POPULAR, paging: { page: 1, pageSize: $railSize }) {
      items {
        ...ProductCardFields
      }
    }
    limitedOffers: products(filter: { limitedOffer: true, stock: IN_STOCK }, paging: { page: 1, pageSize: $railSize }) {
      items {
        ...ProductCardFields
      }
      totalCount
    }
    megaMenu {
      withoutSubcategories {
        name
        url
      }
      withSubcategories {
        name
        url
        subcategories {
          name
          url
        }
      }
    }
  }
`);
