import { Button } from '../../ui';
import styles from './admin-table.module.css';

/** Below an admin table: how many rows match, which page this is, and Previous / Next. */
export function AdminPager({
  totalCount,
  noun,
  pageInfo,
  onPage,
}: {
  totalCount: number;
  /** Singular, e.g. "product"; an "s" is added for other counts. */
  noun: string;
  pageInfo: { page: number; totalPages: number; hasPreviousPage: boolean; hasNextPage: boolean };
  onPage: (page: number) => void;
}) {
  return (
    <div className={styles.pager}>
      <span>
        {totalCount} {noun}
        {totalCount === 1 ? '' : 's'}
        {pageInfo.totalPages > 1 && ` · page ${pageInfo.page} of ${pageInfo.totalPages}`}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={!pageInfo.hasPreviousPage}
        onClick={() => onPage(pageInfo.page - 1)}
      >
        Previous
      </Button>
      <Button
        variant="secondary"
        size="small"
        disabled={!pageInfo.hasNextPage}
        onClick={() => onPage(pageInfo.page + 1)}
      >
        Next
      </Button>
    </div>
  );
}
