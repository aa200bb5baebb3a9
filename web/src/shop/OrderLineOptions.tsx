import type { CartPhotoCrop } from './cart-photos';
import { PhotoThumbs } from './PhotoThumbs';
import styles from './LineOptions.module.css';

/** What an order line keeps of the shopper's choices (the fields of OrderLine). */
export interface OrderLineChoices {
  readonly personalisation?: string | null;
  readonly giftWrap: boolean;
  readonly giftMessage?: string | null;
  /** With their crops: the thumbnails show the part printed, turned as printed, as the cart does. */
  readonly photos?: readonly { previewUrl: string; crop?: CartPhotoCrop | null }[] | null;
}

/**
 * Photos, personalisation, gift wrap and gift message of an order line, for the shopper's and the owner's order
 * pages and the packing slip.
 */
export function OrderLineOptions({ line, photoSize }: { line: OrderLineChoices; photoSize?: number }) {
  const { personalisation, giftWrap, giftMessage } = line;
  const photos = line.photos ?? [];
  if (!personalisation && !giftWrap && !giftMessage && photos.length === 0) return null;
  return (
    <dl className={styles.options} data-testid="order-line-options">
      {photos.length > 0 && (
        <div data-testid="order-line-photos">
          <dt>{photos.length === 1 ? 'Photo' : 'Photos'}</dt>
          <dd>
            <PhotoThumbs photos={photos} {...(photoSize !== undefined ? { size: photoSize } : {})} />
          </dd>
        </div>
      )}
      {personalisation && (
        <div>
          <dt>Personalised text</dt>
          <dd className={styles.typed}>“{personalisation}”</dd>
        </div>
      )}
      {giftWrap && (
        <div>
          <dt>Gift wrap</dt>
          <dd>Yes</dd>
        </div>
      )}
      {giftMessage && (
        <div>
          <dt>Gift message</dt>
          <dd className={styles.typed}>“{giftMessage}”</dd>
        </div>
      )}
    </dl>
  );
}
