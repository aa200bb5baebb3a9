import { Link } from 'react-router-dom';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { pageWindow } from './pagination';
import styles from './Pagination.module.css';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page (real links, so pages can be opened in new tabs and shared). */
  hrefFor: (page: number) => string;
}

export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label="Pages">
      <ul className={styles.list}>
        <li>
          {page > 1 ? (
            <Link className={styles.page} to={hrefFor(page - 1)} aria-label="Previous page" rel="prev">
              <ChevronLeftIcon size={18} />
            </Link>
          ) : (
            <span className={`${styles.page} ${styles.disabled}`} aria-hidden="true">
              <ChevronLeftIcon size={18} />
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                className={styles.page}
                to={hrefFor(number)}
                aria-label={`Page ${number}`}
                aria-current={number === page ? 'page' : undefined}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link className={styles.page} to={hrefFor(page + 1)} aria-label="Next page" rel="next">
              <ChevronRightIcon size={18} />
            </Link>
          ) : (
            <span className={`${styles.page} ${styles.disabled}`} aria-hidden="true">
              <ChevronRightIcon size={18} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
