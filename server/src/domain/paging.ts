export interface Paging {
  readonly page: number;
  readonly pageSize: number;
}

export interface PageInfo {
  readonly page: number;
  readonly pageSize: number;
  readonly totalPages: number;
  readonly hasNextPage: boolean;
  readonly hasPreviousPage: boolean;
}

export const DEFAULT_PAGING: Paging = { page: 1, pageSize: 24 };
export const MAX_PAGE_SIZE = 100;

/** The half-open index range [start, end) of a page. */
export function pageWindow(paging: Paging): { start: number; end: number } {
  const start = (paging.page - 1) * paging.pageSize;
  return { start, end: start + paging.pageSize };
}

export function pageInfo(paging: Paging, totalCount: number): PageInfo {
  const totalPages = Math.ceil(totalCount / paging.pageSize);
  return {
    page: paging.page,
    pageSize: paging.pageSize,
    totalPages,
    hasNextPage: paging.page < totalPages,
    hasPreviousPage: paging.page > 1,
  };
}

// ---- Reference implementation ----
// Production pages over precomputed orders; the catalog's differential tests compare its pages with this one.

/** Reference implementation of paging: one page cut from the whole list. */
export function pageOfReference<T>(items: readonly T[], paging: Paging): { items: T[]; pageInfo: PageInfo } {
  const { start, end } = pageWindow(paging);
  return { items: items.slice(start, end), pageInfo: pageInfo(paging, items.length) };
}
