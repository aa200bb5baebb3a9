import { graphql } from '../gql';
import type { StockBadge_ProductFragment } from '../gql/graphql';
import { Badge } from './Badge';

/** What the stock badge needs of a product. */
export const StockBadgeFragment = graphql(`
  fragment StockBadge_product on Product {
    inStock
    isLimitedStock
    stockCount
  }
`);

/** A product's stock at a glance: sold out, only a few left, or nothing when there is plenty. */
export function StockBadge({ inStock, isLimitedStock, stockCount }: StockBadge_ProductFragment) {
  if (!inStock) return <Badge tone="danger">Out of stock</Badge>;
  if (isLimitedStock) return <Badge tone="warning">Only {stockCount} left</Badge>;
  return null;
}
