import { useEffect, useState } from 'react';
import type { CartPhotoCrop } from './cart-photos';
import { previewDataUrl } from './photo-files';
import styles from './PhotoThumbs.module.css';

/** One photo's preview, fetched with the shopper's (or owner's) headers; a plain tile while it loads or if refused. */
export function PhotoThumb({
  previewUrl,
  label,
  size = 56,
  cropped = false,
}: {
  previewUrl: string;
  label: string;
  size?: number;
  /** A crop keeps its whole shape inside the square (a mug's wrap is wide), instead of filling it. */
  cropped?: boolean;
}) {
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
  if (src)
    return (
      <img
        className={cropped ? `${styles.thumb} ${styles.cropped}` : styles.thumb}
        src={src}
        alt={label}
        width={size}
        height={size}
      />
    );
  return (
    <span
      className={styles.placeholder}
      style={{ width: size, height: size }}
      role="img"
      aria-label={failed ? `${label} (preview unavailable)` : label}
    />
  );
}

/** The preview of the part of the photo the shopper cropped, turned as it is printed. */
export function croppedPreviewUrl(previewUrl: string, crop: CartPhotoCrop | null | undefined): string {
  if (!crop) return previewUrl;
  const { x, y, width, height, rotation } = crop;
  return `${previewUrl}?crop=${[x, y, width, height, rotation].join(',')}`;
}

/** A line's photos as small previews of their crops (as printed), in print order. */
export function PhotoThumbs({
  photos,
  size,
}: {
  photos: readonly { previewUrl: string; crop?: CartPhotoCrop | null }[];
  size?: number;
}) {
  if (photos.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Your photos">
      {photos.map((photo, index) => (
        <li key={`${photo.previewUrl}-${index}`}>
          <PhotoThumb
            previewUrl={croppedPreviewUrl(photo.previewUrl, photo.crop)}
            cropped={Boolean(photo.crop)}
            label={`Photo ${index + 1}`}
            {...(size !== undefined ? { size } : {})}
          />
        </li>
      ))}
    </ul>
  );
}
