import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useShopState } from '../../shop/shop-state';
import { CartIcon, HeartIcon, HomeIcon, StoreIcon, UserIcon } from '../../ui/icons';
import styles from './MobileBottomBar.module.css';
import { ACCOUNT_URL, CART_URL, HOME_URL, SHOP_URL, WISHLIST_URL } from '../../lib/urls';

interface Tab {
  to: string;
  label: string;
  icon: ReactNode;
  count?: number;
  end?: boolean;
}

/** Phones: Home, Shop, Wishlist, Cart and Account, always at hand at the bottom of the screen. */
export function MobileBottomBar() {
  const { cart, wishlist } = useShopState();
  const tabs: Tab[] = [
    { to: HOME_URL, label: 'Home', icon: <HomeIcon />, end: true },
    { to: SHOP_URL, label: 'Shop', icon: <StoreIcon /> },
    { to: WISHLIST_URL, label: 'Wishlist', icon: <HeartIcon />, count: wishlist.count },
    { to: CART_URL, label: 'Cart', icon: <CartIcon />, count: cart.itemCount },
    { to: ACCOUNT_URL, label: 'Account', icon: <UserIcon /> },
  ];
  return (
    <nav className={styles.bar} aria-label="Mobile">
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.end} className={styles.link}>
              <span className={styles.iconWrap}>
                {tab.icon}
                {tab.count !== undefined && tab.count > 0 && (
                  <span className={styles.count}>
                    {tab.count > 99 ? '99+' : tab.count}
                    <span className="visually-hidden"> items</span>
                  </span>
                )}
              </span>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
