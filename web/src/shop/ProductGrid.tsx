import type { ProductCard_ProductFragment } from '../gql/graphql';
import { useShopState } from './shop-state';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: readonly ProductCard_ProductFragment[];
  /** 'rail' scrolls sideways (home page sections); 'grid' wraps (listings). */
  layout?: 'grid' | 'rail';
  /** How many leading cards load their images eagerly. */
  priorityCount?: number;
  label?: string;
  /** The level of the cards' product-name headings: one below the section's own heading. */
  headingLevel?: 'h2' | 'h3';
}

/** A list of product cards. */
export function ProductGrid({
  products,
  layout = 'grid',
  priorityCount = 0,
  label,
  headingLevel = 'h3',
}: ProductGridProps) {
  const { cart, wishlist } = useShopState();
  return (
    <ul className={layout === 'rail' ? styles.rail : styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            wished={wishlist.has(product.id)}
            onToggleWish={wishlist.toggle}
            cart={cart}
            priority={index < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
