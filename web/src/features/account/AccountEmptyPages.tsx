import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass, GiftIcon } from '../../ui';
import styles from './account.module.css';

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
        <Link to="/shop" className={buttonClass()}>
          Continue Shopping
        </Link>
      </div>
    </>
  );
}

export function CouponsPage() {
  usePageMeta('My coupons');
  return (
    <EmptySection
      title="My Coupons"
      icon={<GiftIcon size={36} />}
      heading="No coupons yet"
      text="Coupons you receive will appear here, ready to apply at checkout."
    />
  );
}
