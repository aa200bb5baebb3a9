import { Link } from 'react-router-dom';
import { GiftIcon } from '../../ui/icons';
import styles from './Logo.module.css';
import { HOME_URL } from '../../lib/urls';

export function Logo() {
  return (
    <Link to={HOME_URL} className={styles.logo} aria-label="Lovely Gifts, home">
      <span className={styles.mark}>
        <GiftIcon size={22} />
      </span>
      Lovely Gifts
    </Link>
  );
}
