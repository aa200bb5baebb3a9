import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { StockState } from '../../gql/graphql';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { AdminCategoriesQuery } from './admin-catalog-operations';

const PAGE_SIZE = 25;

const AdminProductsQuery = graphql(`
  query AdminProducts($filter: AdminProductFilter, $paging: PagingInput) {
    adminProducts(filter: $filter, paging: $paging) {
      items {
        ...AdminProductFields
      }
      totalCount
      pageInfo {
        page
        totalPages
        hasNextPage
        hasPreviousPage
      }
      counts {
        all
        inStock
        low
        soldOut
        limitedOffers
        hidden
      }
    }
  }
`);

export type ProductsView = 'ALL' | StockState | 'LIMITED' | 'HIDDEN';

export const PRODUCT_VIEWS: { view: ProductsView; label: string; count: (c: Counts) => number }[] = [
  { view: 'ALL', label: 'All', count: (c) => c.all },
  { view: 'IN_STOCK', label: 'In stock', count: (c) => c.inStock },
  { view: 'LOW', label: 'Low stock', count: (c) => c.low },
  { view: 'SOLD_OUT', label: 'Sold out', count: (c) => c.soldOut },
  { view: 'LIMITED', label: 'Limited offers', count: (c) => c.limitedOffers },
  { view: 'HIDDEN', label: 'Hidden', count: (c) => c.hidden },
];

interface Counts {
  all: number;
  inStock: number;
  low: number;
  soldOut: number;
  limitedOffers: number;
  hidden: number;
}

function filterOf(view: ProductsView, search: string, category: string) {
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(category ? { category } : {}),
    ...(view === 'IN_STOCK' || view === 'LOW' || view === 'SOLD_OUT' ? { stockState: view } : {}),
    ...(view === 'LIMITED' ? { limitedOffer: true } : {}),
    ...(view === 'HIDDEN' ? { hidden: true } : {}),
  };
}

/** The product table's quick view, search, category and page, and the products the API answers for them. */
export function useAdminProducts() {
  const [view, setView] = useState<ProductsView>('ALL');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [page, setPage] = useState(1);
  const debouncedSearch = useDebouncedValue(search, 300);
  const { data, previousData, loading, error, refetch } = useQuery(AdminProductsQuery, {
    variables: { filter: filterOf(view, debouncedSearch, category), paging: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const categories = useQuery(AdminCategoriesQuery).data?.adminCategories ?? [];
  const result = (data ?? previousData)?.adminProducts;

  // A new view, search or category starts again at the first page.
  const choose = (next: ProductsView) => {
    setView(next);
    setPage(1);
  };
  const changeSearch = (text: string) => {
    setSearch(text);
    setPage(1);
  };
  const changeCategory = (name: string) => {
    setCategory(name);
    setPage(1);
  };

  return {
    view,
    choose,
    search,
    changeSearch,
    category,
    changeCategory,
    categories,
    setPage,
    result,
    loading,
    error,
    refetch,
  };
}
