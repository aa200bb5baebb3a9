import { useEffect, useState } from 'react';
import styles from './content.module.css';

const ROTATION_MS = 6000;

/** The announcement bar as shoppers will see it: one line at a time, the next every 6 s. */
export function AnnouncementPreview({ lines }: { lines: readonly string[] }) {
  const shown = lines.map((line) => line.trim()).filter(Boolean);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (shown.length < 2) return;
    const timer = setInterval(() => setIndex((current) => current + 1), ROTATION_MS);
    return () => clearInterval(timer);
  }, [shown.length]);
  return (
    <div className={styles.preview} aria-live="polite" data-testid="announcement-preview">
      {shown.length === 0 ? <em>No announcement: the bar is hidden.</em> : shown[index % shown.length]}
    </div>
  );
}
