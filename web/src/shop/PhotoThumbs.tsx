import { useEffect, useState } from 'react';
import { previewDataUrl } from './photo-files';
import styles from './PhotoThumbs.module.css';

/** One photo's preview, fetched with the shopper's (or owner's) headers; a plain tile while it loads or if refused. */
export function PhotoThumb({ previewUrl, label, size = 56 }: { previewUrl: string; label: string; size?: number }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void previewDataUrl(previewUrl).then((dataUrl) => {
      if (!live) return;
      setSrc(dataUrl);
      setFailed(dataUrl === null);
    });
    return () => {
      live = false;
    };
  }, [previewUrl]);
  if (src) return <img className={styles.thumb} src={src} alt={label} width={size} height={size} />;
  return (
    <span
      className={styles.placeholder}
      style={{ width: size, height: size }}
      role="img"
      aria-label={failed ? `${label} (preview unavailable)` : label}
    />
  );
}

/** A line's photos as small previews, in print order. */
export function PhotoThumbs({ photos, size }: { photos: readonly { previewUrl: string }[]; size?: number }) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Your photos">
      {photos.map((photo, index) => (
        <li key={`${photo.previewUrl}-${index}`}>
          <PhotoThumb
            previewUrl={photo.previewUrl}
            label={`Photo ${index + 1}`}
            {...(size !== undefined ? { size } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
