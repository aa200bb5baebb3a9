import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { SHOP } from '../../lib/shop-info';
import { ACCOUNT_URL, HOME_URL, MY_COUPONS_URL, ORDERS_URL, POLICY_URLS, SHOP_URL, WISHLIST_URL } from '../../lib/urls';
import { useAfterPageLoad } from '../../lib/use-after-page-load';
import styles from './Footer.module.css';

// The seller's details and social links come from the shop's settings (shopInfo); their query and code load after
// the page, so the first load stays as small as before.
const ShopContact = lazy(() => import('./ShopContact'));
const ShopSocialLinks = lazy(() => import('./ShopContact').then((module) => ({ default: module.ShopSocialLinks })));

const QUICK_LINKS = [
  { to: HOME_URL, label: 'Home' },
  { to: SHOP_URL, label: 'Shop' },
  { to: WISHLIST_URL, label: 'Wishlist' },
  { to: ACCOUNT_URL, label: 'My Account' },
  { to: MY_COUPONS_URL, label: 'My Coupons' },
  { to: ORDERS_URL, label: 'My Orders' },
];

const POLICY_LINKS = [
  { to: POLICY_URLS.terms, label: 'Terms of Service' },
  { to: POLICY_URLS.privacy, label: 'Privacy Policy' },
  { to: POLICY_URLS.shipping, label: 'Shipping Policy' },
  { to: POLICY_URLS.refunds, label: 'Refund & Return Policy' },
];

export function Footer() {
  const pageLoaded = useAfterPageLoad();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.about} aria-labelledby="footer-about">
          <h2 id="footer-about" className={`${styles.heading} ${styles.brand}`}>
            {SHOP.name}
          </h2>
          <p>{SHOP.description}</p>
          {/* Its space is kept while the links load, so the footer does not shift. */}
          <div className={styles.socialSlot}>
            {pageLoaded && (
              <Suspense fallback={null}>
                <ShopSocialLinks />
              </Suspense>
            )}
          </div>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={styles.heading}>
            Policies
          </h2>
          <ul className={styles.list}>
            {POLICY_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Us
          </h2>
          {pageLoaded && (
            <Suspense fallback={null}>
              <ShopContact />
            </Suspense>
          )}
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © {year} {SHOP.name}, Coimbatore. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
