// The shopper's photos on an order, for the owner: each with its preview, its crop, and the files to print from.
import { useState } from 'react';
import { graphql } from '../../../gql';
import type { AdminOrderPhotos_PhotoFragment } from '../../../gql/graphql';
import { downloadPhotoFile } from '../../../shop/photo-files';
import { croppedPreviewUrl, PhotoThumb } from '../../../shop/PhotoThumbs';
import { Button } from '../../../ui/Button';
import styles from './admin-orders.module.css';

export const AdminOrderPhotosFragment = graphql(`
  fragment AdminOrderPhotos_photo on AdminOrderPhoto {
    lineIndex
    printUrl
    originalUrl
    photo {
      photoId
      previewUrl
      width
      height
      crop {
        x
        y
        width
        height
        rotation
      }
    }
  }
`);

type OrderPhoto = AdminOrderPhotos_PhotoFragment;

/** "2300 × 1000 px of 4000 × 3000, turned 90°": what the print file holds. */
export function cropText({ crop, width, height }: OrderPhoto['photo']): string {
  const turned = crop.rotation === 0 ? '' : `, turned ${crop.rotation * 90}°`;
  return `${crop.width} × ${crop.height} px of ${width} × ${height}${turned}`;
}

export function AdminOrderPhotos({
  photos,
  orderNumber,
  lineNames,
}: {
  photos: readonly OrderPhoto[];
  orderNumber: string;
  lineNames: readonly string[];
}) {
  if (photos.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="photos-title">
      <h2 id="photos-title">Photos to print</h2>
      <ul className={styles.photos}>
        {photos.map((entry, index) => {
          const place = photos.slice(0, index).filter((p) => p.lineIndex === entry.lineIndex).length + 1;
          const name = `${orderNumber}-line${entry.lineIndex + 1}-photo${place}`;
          return (
            <li key={`${entry.lineIndex}-${entry.photo.photoId}-${index}`} data-testid="admin-order-photo">
              <PhotoThumb
                previewUrl={croppedPreviewUrl(entry.photo.previewUrl, entry.photo.crop)}
                cropped
                label={`${lineNames[entry.lineIndex] ?? 'Line'}, photo ${place}`}
                size={120}
              />
              <span className={styles.lineText}>
                <strong>
                  {lineNames[entry.lineIndex] ?? `Line ${entry.lineIndex + 1}`}: photo {place}
                </strong>
                <span className={styles.muted}>{cropText(entry.photo)}</span>
                <span className={styles.photoActions}>
                  <DownloadButton url={entry.printUrl} fileName={`${name}-print`} label="Download print file" />
                  <DownloadButton url={entry.originalUrl} fileName={`${name}-original`} label="Download original" />
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function DownloadButton({ url, fileName, label }: { url: string; fileName: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setFailed(false);
          void downloadPhotoFile(url, fileName).then((done) => {
            setBusy(false);
            setFailed(!done);
          });
        }}
      >
        {label}
      </Button>
      {failed && (
        <span role="alert" className={styles.photoError}>
          The file could not be downloaded. Please try again.
        </span>
      )}
    </>
  );
}
