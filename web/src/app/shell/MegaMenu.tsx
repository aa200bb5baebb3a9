import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ChevronDownIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import styles from './MegaMenu.module.css';

const MegaMenuQuery = graphql(`
  query MegaMenu {
    megaMenu {
      ...CategoryMenu
    }
  }
`);

const CLOSE_DELAY_MS = 150;

function panelLinks(panel: HTMLElement | null): HTMLAnchorElement[] {
  return panel ? Array.from(panel.querySelectorAll('a')) : [];
}

/**
 * CATEGORY in the desktop header: a disclosure that opens the 'Shop by Categories' panel on hover and from the
 * keyboard (Enter, Space or ArrowDown; arrows move between links; Escape closes and returns to the button).
 * The server already keeps only categories with in-stock products and sorts each side by name.
 */
export function MegaMenu() {
  const [open, setOpen] = useState(false);
  // The menu data is fetched on first intent (hover or focus), so it never competes with the first page load.
  const [wanted, setWanted] = useState(false);
  const { data, loading, error } = useQuery(MegaMenuQuery, { skip: !wanted });
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  useEffect(() => {
    if (open && focusFirstOnOpen.current && data) {
      focusFirstOnOpen.current = false;
      panelLinks(panelRef.current)[0]?.focus();
    }
  }, [open, data]);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setWanted(true);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };
  const closeAndReturn = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusFirstOnOpen.current = true;
      show();
      if (data) panelLinks(panelRef.current)[0]?.focus();
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const links = panelLinks(panelRef.current);
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturn();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      links[(current + step + links.length) % links.length]?.focus();
    } else if (event.key === 'Home') {
      event.preventDefault();
      links[0]?.focus();
    } else if (event.key === 'End') {
      event.preventDefault();
      links[links.length - 1]?.focus();
    }
  };

  const menu = data?.megaMenu;
  const isEmpty = menu && menu.withoutSubcategories.length === 0 && menu.withSubcategories.length === 0;

  return (
    <div
      ref={rootRef}
      className={styles.item}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={() => setWanted(true)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? setOpen(false) : show())}
        onKeyDown={onTriggerKeyDown}
      >
        CATEGORY
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      {/* Arrow keys move between the panel's links; the links themselves are the interactive elements. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={panelRef} id={panelId} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        <h2 className={styles.title}>Shop by Categories</h2>
        {loading && !data && <Spinner centered label="Loading categories" />}
        {error && !data && <p className={styles.empty}>Categories could not be loaded. Please try again.</p>}
        {isEmpty && <p className={styles.empty}>No categories have products in stock right now.</p>}
        {menu && !isEmpty && (
          <div className={menu.withoutSubcategories.length > 0 ? styles.columns : undefined}>
            {menu.withoutSubcategories.length > 0 && (
              <ul className={`${styles.list} ${styles.left}`} aria-label="Categories">
                {menu.withoutSubcategories.map((category) => (
                  <li key={category.name}>
                    <Link to={category.url} onClick={() => setOpen(false)}>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            <div className={styles.groups}>
              {menu.withSubcategories.map((category) => (
                <div key={category.name}>
                  <h3 className={styles.groupTitle}>
                    <Link to={category.url} onClick={() => setOpen(false)}>
                      {category.name}
                    </Link>
                  </h3>
                  <ul className={styles.list} aria-label={category.name}>
                    {category.subcategories.map((sub) => (
                      <li key={sub.name}>
                        <Link to={sub.url} onClick={() => setOpen(false)}>
                          {sub.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
