import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { ProductGrid } from '../../shop/ProductGrid';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';
import { Pagination } from './Pagination';
import styles from './ListingPage.module.css';

/** A page of products and the pager under it, dimmed while the next answer loads (listing and search pages). */
export function ListingResults({
  products,
  page,
  totalPages,
  hrefFor,
  heading,
  loading,
}: {
  products: readonly ProductCard_ProductFragment[];
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  heading: string;
  loading: boolean;
}) {
  return (
    <div className={loading ? styles.stale : undefined} aria-busy={loading}>
      <ProductGrid products={products} priorityCount={4} label={heading} headingLevel="h2" />
      <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
    </div>
  );
}

/** The filters in a dialog on a phone, closed by its "Show N products" button (`showLabel`). */
export function FiltersDialog({
  open,
  onClose,
  showLabel,
  ...panel
}: FilterPanelProps & { open: boolean; onClose: () => void; showLabel: string }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Filters"
      actions={
        <Button block onClick={onClose}>
          {showLabel}
        </Button>
      }
    >
      <FilterPanel {...panel} />
    </Dialog>
  );
}
