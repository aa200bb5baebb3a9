import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { displayPhone } from '../../lib/phone';
import { policyUrl } from '../../lib/urls';
import { Spinner } from '../../ui';
import {
  DEFAULT_POLICY_CONTACT,
  POLICIES_UPDATED,
  POLICY_IDS,
  policiesFor,
  type DeliveryCharges,
  type PolicyContact,
  type PolicyId,
} from './policies-content';
import styles from './PolicyPage.module.css';

export type { PolicyId };

const PolicyShopContactQuery = graphql(`
  query PolicyShopContact {
    shopInfo {
      street
      city
      postalCode
      state
      phone
      email
      freeDeliveryText
      shippingFee {
        ...Money
      }
      deliveryCharges {
        text
      }
    }
  }
`);

/**
 * The shop's contact and delivery charges from its settings; the built-in contact and no charges when they cannot be
 * read.
 */
function usePolicyContact(): { contact: PolicyContact; charges: DeliveryCharges | null } | null {
  const { data, error } = useQuery(PolicyShopContactQuery);
  const info = data?.shopInfo;
  if (info)
    return {
      contact: {
        email: info.email,
        phoneDisplay: displayPhone(info.phone),
        address: `${info.street}, ${info.city}, ${info.state} ${info.postalCode}`,
      },
      charges: {
        freeDeliveryText: info.freeDeliveryText ?? null,
        fee: info.shippingFee.formatted,
        zones: info.deliveryCharges.map((charge) => charge.text),
      },
    };
  return error ? { contact: DEFAULT_POLICY_CONTACT, charges: null } : null;
}

export default function PolicyPage({ policy }: { policy: PolicyId }) {
  const settings = usePolicyContact();
  const contact = settings?.contact ?? null;
  const policies = policiesFor(contact ?? DEFAULT_POLICY_CONTACT, settings?.charges ?? null);
  const content = policies[policy];
  usePageMeta(content.title, content.description);
  if (!contact) return <Spinner centered label="Loading" />;
  const others = POLICY_IDS.filter((id) => id !== policy);
  return (
    <article className={`container ${styles.policy}`}>
      <h1>{content.title}</h1>
      <p className={styles.updated}>Last updated: {POLICIES_UPDATED}</p>
      <p className={styles.intro}>{content.intro}</p>
      {content.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.bullets && (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <nav className={styles.others} aria-label="Other policies">
        <h2>Other policies</h2>
        <ul>
          {others.map((id) => (
            <li key={id}>
              <Link to={policyUrl(id)}>{policies[id].title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
