import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { POLICIES, POLICIES_UPDATED, type PolicyId } from './policies-content';
import styles from './PolicyPage.module.css';

export type { PolicyId };

export default function PolicyPage({ policy }: { policy: PolicyId }) {
  const content = POLICIES[policy];
  usePageMeta(content.title, content.description);
  const others = (Object.keys(POLICIES) as PolicyId[]).filter((id) => id !== policy);
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
              <Link to={`/${id}`}>{POLICIES[id].title}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
