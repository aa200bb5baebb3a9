import type { CartItem } from './cart-rules';
import { PhotoThumbs } from './PhotoThumbs';
import styles from './LineOptions.module.css';

/** Variant, photos, personalisation, gift wrap and gift message, as the shopper chose them. */
export function LineOptions({ item }: { item: CartItem }) {
  const { variant, customization, giftWrap, giftMessage } = item;
  if (!variant && !customization && !giftWrap && !giftMessage) return null;
  return (
    <dl className={styles.options}>
      {variant && (
        <div>
          <dt>Option</dt>
          <dd>{variant}</dd>
        </div>
      )}
      {customization?.photos && (
        <div>
          <dt>{customization.photos.length === 1 ? 'Your photo' : 'Your photos'}</dt>
          <dd>
            <PhotoThumbs photos={customization.photos} />
          </dd>
        </div>
      )}
      {customization?.text && (
        <div>
          <dt>Personalised text</dt>
          <dd>“{customization.text}”</dd>
        </div>
      )}
      {customization?.imageUrl && (
        <div>
          <dt>Your image</dt>
          <dd>
            <a href={customization.imageUrl} target="_blank" rel="noreferrer">
              View image
            </a>
          </dd>
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
          <dd>“{giftMessage}”</dd>
        </div>
      )}
    </dl>
  );
}
