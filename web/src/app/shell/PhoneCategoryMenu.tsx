import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import styles from './PhoneCategoryMenu.module.css';

const PhoneCategoryMenuQuery = graphql(`
  query PhoneCategoryMenu {
    megaMenu {
      ...CategoryMenu
    }
  }
`);

/**
 * Phones have no CATEGORY in the header bar: a "Categories" button opens 'Shop by Categories' in a dialog, with the
 * desktop mega-menu's data (the server keeps only categories with in-stock products and sorts each side by name).
 */
export function PhoneCategoryMenu() {
  const [open, setOpen] = useState(false);
  // Fetched when first opened, so it never competes with the first page load.
  const { data, loading, error } = useQuery(PhoneCategoryMenuQuery, { skip: !open });
  const menu = data?.megaMenu;
  const isEmpty = menu && menu.withoutSubcategories.length === 0 && menu.withSubcategories.length === 0;
  const close = () => setOpen(false);

  return (
    <div className={styles.phoneOnly}>
      <button type="button" className={styles.trigger} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Categories
      </button>
      <Dialog open={open} onClose={close} title="Shop by Categories">
        {loading && !data && <Spinner centered label="Loading categories" />}
        {error && !data && <p>Categories could not be loaded. Please try again.</p>}
        {isEmpty && <p>No categories have products in stock right now.</p>}
        {menu && !isEmpty && (
          <nav aria-label="Categories" className={styles.menu}>
            {menu.withoutSubcategories.length > 0 && (
              <ul className={`${styles.list} ${styles.topLevel}`} aria-label="Categories without subcategories">
                {menu.withoutSubcategories.map((category) => (
                  <li key={category.name}>
                    <Link to={category.url} onClick={close}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {menu.withSubcategories.map((category) => (
              <div key={category.name}>
                <h3 className={styles.groupTitle}>
                  <Link to={category.url} onClick={close}>
                    {category.name}
                  </Link>
                </h3>
                <ul className={`${styles.list} ${styles.subList}`} aria-label={category.name}>
                  {category.subcategories.map((sub) => (
                    <li key={sub.name}>
                      <Link to={sub.url} onClick={close}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        )}
      </Dialog>
    </div>
  );
}
