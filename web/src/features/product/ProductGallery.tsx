import { useState } from 'react';
import { GiftIcon } from '../../ui/icons';
import styles from './ProductGallery.module.css';

/** The product's pictures: a large one and a row of thumbnails to switch between them. */
export function ProductGallery({ name, mediaUrls }: { name: string; mediaUrls: readonly string[] }) {
  const [selected, setSelected] = useState(0);
  const current = mediaUrls[selected] ?? mediaUrls[0];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        {current ? (
          <img
            src={current}
            alt={mediaUrls.length > 1 ? `${name}, picture ${selected + 1} of ${mediaUrls.length}` : name}
            width={600}
            height={600}
            fetchPriority="high"
            decoding="sync"
          />
        ) : (
          <span className={styles.placeholder} role="img" aria-label={`${name}: no picture yet`}>
            <GiftIcon size={96} />
          </span>
        )}
      </div>
      {mediaUrls.length > 1 && (
        <ul className={styles.thumbs} aria-label="Pictures">
          {mediaUrls.map((url, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show picture ${index + 1} of ${mediaUrls.length}`}
                aria-current={index === selected}
                onClick={() => setSelected(index)}
              >
                <img src={url} alt="" width={68} height={68} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
