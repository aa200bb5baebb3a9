import { useEffect, useId, useRef, useState } from 'react';
import type { CartPhoto } from '../../../shop/cart-photos';
import { previewDataUrl } from '../../../shop/photo-files';
import { PhotoCropper } from './PhotoCropper';
import { missingPhotosText, photoChoice, photoProgress, type PhotoAsk, type PhotoChoice } from './photo-choice';
import { PHOTO_ACCEPT, uploadPhoto, type UploadedPhoto } from './photo-upload';
import styles from './PhotoEditor.module.css';

/** One photo place: nothing yet, a photo on its way (share sent), or an uploaded photo with its preview. */
type Place =
  | { kind: 'empty'; error?: string }
  | { kind: 'uploading'; sent: number; fileName: string }
  | { kind: 'ready'; uploaded: UploadedPhoto; previewSrc: string };

export interface PhotoEditorProps {
  ask: PhotoAsk;
  /** The photos as cropped, in print order, once every place has one; null while one is missing. */
  onChange: (photos: CartPhoto[] | null) => void;
}

const SHAPE_WORDS: Record<string, string> = {
  MUG_WRAP: 'around the mug',
  SQUARE_FRAME: 'in the frame',
  CUSHION: 'on the cushion',
};

const PREVIEW_FAILED = 'Your photo arrived, but we couldn’t show it. Please choose it again.';

/**
 * The product's photo places: the shopper picks each photo from the device, sees it upload, then moves, zooms and
 * turns it inside the print area. Loaded only on products that ask for photos.
 */
export default function PhotoEditor({ ask, onChange }: PhotoEditorProps) {
  const [places, setPlaces] = useState<Place[]>(() => Array.from({ length: ask.count }, () => ({ kind: 'empty' })));
  const [choices, setChoices] = useState<(PhotoChoice | null)[]>(() => Array.from({ length: ask.count }, () => null));
  // The latest choices at once: two places may report their crops before React renders again.
  const latest = useRef(choices);
  const progress = photoProgress(choices, ask);
  const missing = missingPhotosText(progress.missing, ask.count);

  const setPlace = (index: number, place: Place) =>
    setPlaces((current) => current.map((old, i) => (i === index ? place : old)));
  const choose = (index: number, choice: PhotoChoice | null) => {
    const next = latest.current.map((old, i) => (i === index ? choice : old));
    latest.current = next;
    setChoices(next);
    const now = photoProgress(next, ask);
    onChange(now.missing === 0 ? now.photos : null);
  };

  async function upload(index: number, file: File) {
    choose(index, null);
    setPlace(index, { kind: 'uploading', sent: 0, fileName: file.name });
    const outcome = await uploadPhoto(file, (sent) =>
      setPlace(index, { kind: 'uploading', sent, fileName: file.name }),
    );
    if (!outcome.ok) return setPlace(index, { kind: 'empty', error: outcome.message });
    const previewSrc = await previewDataUrl(outcome.photo.previewUrl);
    if (!previewSrc) return setPlace(index, { kind: 'empty', error: PREVIEW_FAILED });
    setPlace(index, { kind: 'ready', uploaded: outcome.photo, previewSrc });
  }

  return (
    <div className={styles.editor}>
      <p className={styles.hint}>
        {ask.count === 1 ? 'Choose a photo' : `Choose ${ask.count} photos`} from your device and place{' '}
        {ask.count === 1 ? 'it' : 'each'} {SHAPE_WORDS[ask.shape] ?? 'on the gift'}: drag or pinch, or use the buttons
        to move, zoom and turn.
      </p>
      {places.map((place, index) => (
        <PhotoPlace
          key={index}
          place={place}
          number={index + 1}
          count={ask.count}
          ask={ask}
          onFile={(file) => void upload(index, file)}
          onCrop={(photo) => choose(index, photoChoice(photo, ask))}
        />
      ))}
      {missing && <p className={styles.missing}>{missing}</p>}
    </div>
  );
}

interface PhotoPlaceProps {
  place: Place;
  number: number;
  count: number;
  ask: PhotoAsk;
  onFile: (file: File) => void;
  onCrop: (photo: CartPhoto) => void;
}

function PhotoPlace({ place, number, count, ask, onFile, onCrop }: PhotoPlaceProps) {
  const ids = useId();
  const [blurry, setBlurry] = useState<number | null>(null);
  const errorId = `${ids}-error`;
  const error = place.kind === 'empty' ? place.error : undefined;
  const title = count === 1 ? 'Your photo' : `Photo ${number} of ${count}`;
  useEffect(() => setBlurry(null), [place.kind]);

  return (
    <div className={styles.place}>
      <div className={styles.placeHead}>
        <h3 className={styles.placeTitle}>{title}</h3>
        <label className={styles.pick}>
          <span>{place.kind === 'ready' ? 'Choose another photo' : 'Choose a photo'}</span>
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            className={styles.fileInput}
            aria-label={count === 1 ? 'Choose your photo' : `Choose photo ${number}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={place.kind === 'uploading'}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onFile(file);
            }}
          />
        </label>
      </div>
      {place.kind === 'uploading' && (
        <div className={styles.uploading}>
          <progress
            max={1}
            value={place.sent}
            aria-label={`Uploading ${place.fileName}`}
            aria-valuetext={`${Math.round(place.sent * 100)} %`}
          />
          <span aria-live="polite">Uploading… {Math.round(place.sent * 100)} %</span>
        </div>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
      {place.kind === 'ready' && (
        <PhotoCropper
          place={number}
          uploaded={place.uploaded}
          previewSrc={place.previewSrc}
          shape={ask.shape}
          aspectRatio={ask.aspectRatio}
          onCrop={(photo) => {
            const choice = photoChoice(photo, ask);
            setBlurry(choice.blurry ? choice.shortSide : null);
            onCrop(photo);
          }}
        />
      )}
      {blurry !== null && (
        <p className={styles.warning} role="status">
          This crop is {blurry} px on its short side and may print blurry (we suggest at least {ask.minShortSidePx} px).
          Zoom out or choose a larger photo.
        </p>
      )}
      {place.kind === 'empty' && !error && <p className={styles.hint}>JPEG, PNG, WebP or HEIC, up to 15 MB.</p>}
    </div>
  );
}
