import { graphql } from '../gql';
import type { ListingPrice_ProductFragment } from '../gql/graphql';
import { Price } from '../ui/Price';

/** The price a product is listed at: its lowest option price, and "from" it when its options cost different amounts. */
export const ListingPriceFragment = graphql(`
  fragment ListingPrice_product on Product {
    lowestPrice {
      ...Money
    }
    lowestPriceMrp {
      ...Money
    }
    pricesVary
  }
`);

/** A product's price in a list (cards, search results, the wishlist): "from ₹599" when its options differ in price. */
export function ListingPrice({ product, className }: { product: ListingPrice_ProductFragment; className?: string }) {
  return (
    <Price
      className={className}
      price={product.lowestPrice}
      compareAt={product.pricesVary ? null : product.lowestPriceMrp}
      from={product.pricesVary}
      size="small"
    />
  );
}
