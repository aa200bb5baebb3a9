import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.css';

export interface ProductGridProps {
  products: readonly ProductCardFieldsFragment[];
  /** 'rail' scrolls sideways (home page sections); 'grid' wraps (listings). */
  layout?: 'grid' | 'rail';
  /** How many leading cards load their images eagerly. */
  priorityCount?: number;
  label?: string;
}

export function ProductGrid({ products, layout = 'grid', priorityCount = 0, label }: ProductGridProps) {
  return (
    <ul className={layout === 'rail' ? styles.rail : styles.grid} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
