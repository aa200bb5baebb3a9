import { Spinner } from '../ui/Spinner';
import styles from './FullScreenLoader.module.css';

/** The branded full-screen loader shown while a page's code loads. */
export function FullScreenLoader() {
  return (
    <div className={styles.loader}>
      <Spinner size={40} label="Loading page" />
      <span aria-hidden="true">Lovely Gifts</span>
    </div>
  );
}
