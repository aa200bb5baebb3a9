import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { buttonClass } from '../../ui';
import styles from './account.module.css';
import { SHOP_URL } from '../../lib/urls';

/** An account section with nothing in it yet, and the way back to the shop. */
export function EmptySection({
  title,
  icon,
  heading,
  text,
}: {
  title: string;
  icon: ReactNode;
  heading: string;
  text: string;
}) {
  return (
    <>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <div className={styles.empty}>
        <span className={styles.emptyIcon}>{icon}</span>
        <h3>{heading}</h3>
        <p>{text}</p>
        <Link to={SHOP_URL} className={buttonClass()}>
          Continue Shopping
        </Link>
      </div>
    </>
  );
}
