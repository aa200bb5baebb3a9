import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { Button } from '../../../ui/Button';
import type { CartPhoto } from '../../../shop/cart-photos';
import {
  cropOnOriginal,
  MAX_ZOOM,
  MIN_ZOOM,
  MOVE_STEP,
  moveStep,
  rotationStep,
  zoomStep,
  type PixelSize,
} from './photo-crop';
import type { UploadedPhoto } from './photo-upload';
import styles from './PhotoEditor.module.css';

interface PhotoCropperProps {
  /** The place's number, from 1, for labels. */
  place: number;
  uploaded: UploadedPhoto;
  /** The preview to edit on, as a data URL. */
  previewSrc: string;
  shape: string;
  aspectRatio: number;
  onCrop: (photo: CartPhoto) => void;
}

const SHAPE_CLASS: Record<string, string | undefined> = {
  MUG_WRAP: styles.mugWrap,
  SQUARE_FRAME: styles.squareFrame,
  CUSHION: styles.cushion,
};

/**
 * One photo inside the product's print area: drag or pinch to move and zoom (the cropping library), or use the
 * buttons (move, zoom, quarter turns), which keyboards and screen readers reach. Reports the crop on the original.
 */
export function PhotoCropper({ place, uploaded, previewSrc, shape, aspectRatio, onCrop }: PhotoCropperProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const original: PixelSize = { width: uploaded.width, height: uploaded.height };
  const label = `Photo ${place}`;

  const reportCrop = (area: Area) =>
    onCrop({ id: uploaded.id, previewUrl: uploaded.previewUrl, crop: cropOnOriginal(area, original, rotation) });

  return (
    <div className={styles.cropper}>
      <div
        className={[styles.printArea, SHAPE_CLASS[shape]].filter(Boolean).join(' ')}
        style={{ aspectRatio: `${Math.max(aspectRatio, 0.6)}` }}
        data-testid={`print-area-${place}`}
      >
        <Cropper
          image={previewSrc}
          crop={offset}
          zoom={zoom}
          rotation={rotation}
          aspect={aspectRatio}
          minZoom={MIN_ZOOM}
          maxZoom={MAX_ZOOM}
          showGrid={false}
          keyboardStep={MOVE_STEP}
          onCropChange={setOffset}
          onZoomChange={setZoom}
          onCropComplete={reportCrop}
          mediaProps={{ alt: `${label}, as it will be printed` }}
          cropperProps={{ 'aria-label': `${label}: drag to move; arrow keys move it too` }}
        />
      </div>
      <div className={styles.controls} role="group" aria-label={`Adjust ${label.toLowerCase()}`}>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Move ${label.toLowerCase()} left`}
          onClick={() => setOffset(moveStep(offset, 'left'))}
        >
          ←
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Move ${label.toLowerCase()} right`}
          onClick={() => setOffset(moveStep(offset, 'right'))}
        >
          →
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Move ${label.toLowerCase()} up`}
          onClick={() => setOffset(moveStep(offset, 'up'))}
        >
          ↑
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Move ${label.toLowerCase()} down`}
          onClick={() => setOffset(moveStep(offset, 'down'))}
        >
          ↓
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Zoom out of ${label.toLowerCase()}`}
          disabled={zoom <= MIN_ZOOM}
          onClick={() => setZoom(zoomStep(zoom, -1))}
        >
          −
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Zoom into ${label.toLowerCase()}`}
          disabled={zoom >= MAX_ZOOM}
          onClick={() => setZoom(zoomStep(zoom, 1))}
        >
          +
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Turn ${label.toLowerCase()} left`}
          onClick={() => setRotation(rotationStep(rotation, -1))}
        >
          ⟲
        </Button>
        <Button
          size="small"
          variant="secondary"
          aria-label={`Turn ${label.toLowerCase()} right`}
          onClick={() => setRotation(rotationStep(rotation, 1))}
        >
          ⟳
        </Button>
      </div>
    </div>
  );
}
