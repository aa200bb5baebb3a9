import { Link } from 'react-router-dom';
import { GiftIcon } from '../../ui/icons';
import styles from './Logo.module.css';

export function Logo() {
  return (
    <Link to="/" className={styles.logo} aria-label="Lovely Gifts, home">
      <span className={styles.mark}>
        <GiftIcon size={22} />
      </span>
      Lovely Gifts
    </Link>
  );
}
