import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { ChevronLeftIcon, ChevronRightIcon } from '../../ui/icons';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useRotation } from './use-rotation';
import styles from './AnnouncementBar.module.css';

const AnnouncementsQuery = graphql(`
  query Announcements {
    marketing {
      content
    }
    shopInfo {
      freeDeliveryText
    }
  }
`);

/** The announcement bar shows the next line every 6 s, with a 1 s slide-out. */
export const ANNOUNCEMENT_INTERVAL_MS = 6000;
export const ANNOUNCEMENT_TRANSITION_MS = 1000;

/**
 * The shop's free-delivery rule first (in words from its shipping settings, the figures checkout applies), then the
 * owner's marketing lines.
 */
export function announcementLines(
  data: { marketing: { content: readonly string[] }; shopInfo: { freeDeliveryText?: string | null } } | undefined,
): string[] {
  if (!data) return [];
  const rule = data.shopInfo.freeDeliveryText ?? null;
  return [...(rule ? [rule] : []), ...data.marketing.content.filter((line) => line.trim() !== '')];
}

/**
 * The rotating marketing lines above the header. It pauses while hovered or focused, and stays still for people who
 * prefer reduced motion (they can still step through the lines with the arrows).
 */
export function AnnouncementBar() {
  const { data } = useQuery(AnnouncementsQuery);
  const lines = announcementLines(data);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotation = useRotation(lines.length, {
    intervalMs: ANNOUNCEMENT_INTERVAL_MS,
    transitionMs: ANNOUNCEMENT_TRANSITION_MS,
    paused: reducedMotion || hovered || focused,
  });

  // While loading, an empty bar holds the space; a shop without announcements has no bar at all.
  if (data && lines.length === 0) return null;
  const line = lines[rotation.index] ?? lines[0] ?? '';
  const several = lines.length > 1;

  return (
    <section
      className={styles.bar}
      aria-label="Announcements"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <div className={`container ${styles.inner}`}>
        {several && (
          <button
            type="button"
            className={styles.step}
            aria-label="Previous announcement"
            onClick={() => rotation.goTo(rotation.index - 1)}
          >
            <ChevronLeftIcon size={16} />
          </button>
        )}
        <div className={styles.viewport}>
          <p
            key={rotation.index}
            className={`${styles.line} ${rotation.leaving ? styles.leaving : ''}`}
            style={{ margin: 0 }}
          >
            {line}
          </p>
        </div>
        {several && (
          <button
            type="button"
            className={styles.step}
            aria-label="Next announcement"
            onClick={() => rotation.goTo(rotation.index + 1)}
          >
            <ChevronRightIcon size={16} />
          </button>
        )}
      </div>
    </section>
  );
}
