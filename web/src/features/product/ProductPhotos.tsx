import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import type { CartPhoto } from '../../shop/cart-photos';
import { Spinner } from '../../ui/Spinner';
import type { PhotoAsk } from './photos/photo-choice';
import styles from './ProductPage.module.css';

// The editor, its words and its cropping library are a chunk of their own, fetched only by products that ask for
// photos: other product pages carry nothing of it.
const PhotoEditor = lazy(() => import('./photos/PhotoEditor'));

/** "Your photos": the product's photo places, once the page runs in the browser. */
export function ProductPhotos({ ask, onChange }: { ask: PhotoAsk; onChange: (photos: CartPhoto[] | null) => void }) {
  const hydrated = useHydrated();
  return (
    <section className={styles.personal} aria-labelledby="product-photos-title">
      <h2 id="product-photos-title">{ask.count === 1 ? 'Your photo' : 'Your photos'}</h2>
      {hydrated && (
        <Suspense fallback={<Spinner label="Loading the photo editor" />}>
          <PhotoEditor ask={ask} onChange={onChange} />
        </Suspense>
      )}
    </section>
  );
}
