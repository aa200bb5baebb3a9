import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { displayPhone } from '../../lib/phone';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../ui/icons';
import { FacebookIcon, InstagramIcon, WhatsAppIcon, YouTubeIcon } from '../../ui/social-icons';
import styles from './Footer.module.css';

const FooterShopInfoQuery = graphql(`
  query FooterShopInfo {
    shopInfo {
      legalName
      street
      city
      postalCode
      state
      gstin
      phone
      email
      grievanceOfficer {
        name
        designation
        phone
        email
      }
      social {
        instagram
        youtube
        facebook
        whatsapp
      }
    }
  }
`);

const SOCIAL_NETWORKS = [
  { key: 'instagram', label: 'Instagram', icon: <InstagramIcon size={20} /> },
  { key: 'youtube', label: 'YouTube', icon: <YouTubeIcon size={20} /> },
  { key: 'facebook', label: 'Facebook', icon: <FacebookIcon size={20} /> },
  { key: 'whatsapp', label: 'WhatsApp', icon: <WhatsAppIcon size={20} /> },
] as const;

/**
 * The seller's legal name, address, customer-care contact and grievance officer, from the owner's settings (the
 * Consumer Protection (E-Commerce) Rules 2020 ask a shop to show them). Loaded after the page, outside the first load.
 */
export default function ShopContact() {
  const { data } = useQuery(FooterShopInfoQuery);
  const info = data?.shopInfo;
  if (!info) return null;
  const officer = info.grievanceOfficer;
  return (
    <>
      <ul className={`${styles.list} ${styles.contact}`} data-testid="shop-contact">
        <li>
          <PhoneIcon size={18} />
          <a href={`tel:${info.phone}`}>{displayPhone(info.phone)}</a>
        </li>
        <li>
          <MapPinIcon size={18} />
          <address style={{ fontStyle: 'normal' }}>
            {info.legalName}, {info.street}, {info.city}, {info.state} {info.postalCode}
          </address>
        </li>
        <li>
          <MailIcon size={18} />
          <a href={`mailto:${info.email}`}>{info.email}</a>
        </li>
      </ul>
      {info.gstin && <p className={styles.small}>GSTIN: {info.gstin}</p>}
      <p className={styles.small} data-testid="grievance-officer">
        Grievance officer: {officer.name}, {officer.designation}.{' '}
        <a href={`tel:${officer.phone}`}>{displayPhone(officer.phone)}</a>,{' '}
        <a href={`mailto:${officer.email}`}>{officer.email}</a>
      </p>
    </>
  );
}

/** The shop's social pages from its settings (a network without a link is left out). Shares the query above. */
export function ShopSocialLinks() {
  const { data } = useQuery(FooterShopInfoQuery);
  const social = data?.shopInfo.social;
  if (!social) return null;
  const links = SOCIAL_NETWORKS.flatMap((network) => {
    const href = social[network.key];
    return href ? [{ ...network, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={styles.social} aria-label="Follow us" data-testid="social-links">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${link.label} (opens in a new tab)`}
            title={link.label}
          >
            {link.icon}
          </a>
        </li>
      ))}
    </ul>
  );
}
