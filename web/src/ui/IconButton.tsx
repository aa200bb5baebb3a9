import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './IconButton.module.css';

/** A small round count shown on an icon (cart lines, wishlist items). Hidden when zero. */
export function IconCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}

function accessibleName(label: string, count: number | undefined): string {
  return count && count > 0 ? `${label} (${count})` : label;
}

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name; icons alone say nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  count?: number;
}

export function IconButton({ label, icon, count, className, type = 'button', ...rest }: IconButtonProps) {
  return (
    <button
      type={type}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      aria-label={accessibleName(label, count)}
      title={label}
      {...rest}
    >
      {icon}
      {count !== undefined && <IconCount count={count} />}
    </button>
  );
}

export interface IconLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  className?: string;
}

/** An icon that navigates (wishlist, cart, account in the header). */
export function IconLink({ to, label, icon, count, className }: IconLinkProps) {
  return (
    <Link
      to={to}
      className={[styles.iconButton, className].filter(Boolean).join(' ')}
      aria-label={accessibleName(label, count)}
      title={label}
    >
      {icon}
      {count !== undefined && <IconCount count={count} />}
    </Link>
  );
}
