import { Link } from 'react-router-dom';
import { buttonClass } from './Button';
import { usePageMeta } from '../lib/page-meta';
import styles from './NotFoundPage.module.css';
import { HOME_URL, SHOP_URL } from '../lib/urls';

export interface NotFoundPageProps {
  title?: string;
  message?: string;
}

/** For unknown URLs and unknown product ids. */
export default function NotFoundPage({
  title = 'Page not found',
  message = "We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.",
}: NotFoundPageProps) {
  usePageMeta(title, message);
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <span className={styles.code} aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title">{title}</h1>
      <p>{message}</p>
      <div className={styles.actions}>
        <Link to={HOME_URL} className={buttonClass()}>
          Go to the home page
        </Link>
        <Link to={SHOP_URL} className={buttonClass({ variant: 'secondary' })}>
          Browse the shop
        </Link>
      </div>
    </section>
  );
}
