import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useShopState } from '../../shop/shop-state';
import { IconButton, IconLink } from '../../ui/IconButton';
import { CartIcon, CloseIcon, HeartIcon, SearchIcon, UserIcon } from '../../ui/icons';
import { SearchBox } from '../../features/search/SearchBox';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import { PhoneCategoryMenu } from './PhoneCategoryMenu';
import styles from './Header.module.css';
import { ACCOUNT_URL, CART_URL, HOME_URL, SHOP_URL, WISHLIST_URL } from '../../lib/urls';

/**
 * Desktop: logo, HOME / CATEGORY / SHOP, then icons for search, wishlist, cart and account.
 * Phones: logo, a Categories button and an always-visible search box; other navigation is in the bottom bar.
 */
export function Header() {
  const [searchOpen, setSearchOpen] = useState(false);
  const { cart, wishlist } = useShopState();

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            <li>
              <NavLink to={HOME_URL} end className={styles.navLink}>
                HOME
              </NavLink>
            </li>
            <li>
              <MegaMenu />
            </li>
            <li>
              <NavLink to={SHOP_URL} className={styles.navLink}>
                SHOP
              </NavLink>
            </li>
          </ul>
        </nav>
        <PhoneCategoryMenu />
        <div className={styles.icons}>
          <IconButton
            label={searchOpen ? 'Close search' : 'Search'}
            icon={searchOpen ? <CloseIcon /> : <SearchIcon />}
            aria-expanded={searchOpen}
            onClick={() => setSearchOpen((open) => !open)}
          />
          <IconLink to={WISHLIST_URL} label="Wishlist" icon={<HeartIcon />} count={wishlist.count} />
          <IconLink to={CART_URL} label="Cart" icon={<CartIcon />} count={cart.itemCount} />
          <IconLink to={ACCOUNT_URL} label="Account" icon={<UserIcon />} />
        </div>
      </div>
      <div className={`container ${styles.searchRow}`} data-open={searchOpen}>
        <div className={styles.searchInner}>
          {/* The search row opens from the search button, so focus follows the shopper's own action. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <SearchBox autoFocus={searchOpen} onDone={() => setSearchOpen(false)} />
        </div>
      </div>
    </header>
  );
}
