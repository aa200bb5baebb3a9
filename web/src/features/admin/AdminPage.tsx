import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/page-meta';
import styles from './admin.module.css';

/** The head of every admin page: its title (also the document title), a line of help, and its actions. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  usePageMeta(`${title} · Admin`);
  return (
    <div className={styles.page}>
      <header className={styles.pageHead}>
        <div>
          <h1 className={styles.pageTitle}>{title}</h1>
          {intro && <p className={styles.pageIntro}>{intro}</p>}
        </div>
        {actions && <div className={styles.pageActions}>{actions}</div>}
      </header>
      {children}
    </div>
  );
}
