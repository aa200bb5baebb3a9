import { graphql } from '../gql';

/**
 * The categories of the 'Shop by Categories' menu with their links: the header's mega-menu and the home page's category
 * tiles both show it. The server keeps only categories with in-stock products and builds every link.
 */
export const CategoryMenuFragment = graphql(`
  fragment CategoryMenu on MegaMenu {
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
`);
