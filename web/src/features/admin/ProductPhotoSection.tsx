import type { PhotoPrintShape } from '../../gql/graphql';
import { TextField } from '../../ui';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { NEW_PHOTO_REQUIREMENT, PHOTO_SHAPE_DEFAULTS, type PhotoRequirementFormState } from './product-form';
import type { ProductSectionProps } from './use-product-form';
import styles from './admin-form.module.css';

const SHAPES = Object.keys(PHOTO_SHAPE_DEFAULTS) as PhotoPrintShape[];

/** Whether the product asks for the shopper's photos: how many, the print area's shape and size, the sharp minimum. */
export function ProductPhotoSection({ form, set, err }: ProductSectionProps) {
  const asked = form.photoRequirement;
  const change = (patch: Partial<PhotoRequirementFormState>) =>
    set('photoRequirement', { ...(asked ?? NEW_PHOTO_REQUIREMENT), ...patch });
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Shopper’s photos</h2>
      <Checkbox
        checked={asked !== null}
        onChange={(event) => set('photoRequirement', event.target.checked ? { ...NEW_PHOTO_REQUIREMENT } : null)}
      >
        Asks for the shopper’s photos (a photo mug, frame or cushion)
      </Checkbox>
      {asked && (
        <>
          <div className={styles.row}>
            <TextField
              label="Photos per item"
              inputMode="numeric"
              value={asked.count}
              onChange={(event) => change({ count: event.target.value })}
              error={err('photoRequirement.count')}
            />
            <SelectField
              label="Print area"
              value={asked.shape}
              onChange={(event) => {
                const shape = event.target.value as PhotoPrintShape;
                change({ shape, aspectRatio: PHOTO_SHAPE_DEFAULTS[shape].aspectRatio });
              }}
              error={err('photoRequirement.shape')}
            >
              {SHAPES.map((shape) => (
                <option key={shape} value={shape}>
                  {PHOTO_SHAPE_DEFAULTS[shape].label}
                </option>
              ))}
            </SelectField>
          </div>
          <div className={styles.row}>
            <TextField
              label="Print area width ÷ height"
              inputMode="decimal"
              value={asked.aspectRatio}
              onChange={(event) => change({ aspectRatio: event.target.value })}
              error={err('photoRequirement.aspectRatio')}
            />
            <TextField
              label="Sharp print minimum (px, short side)"
              inputMode="numeric"
              value={asked.minShortSidePx}
              onChange={(event) => change({ minShortSidePx: event.target.value })}
              error={err('photoRequirement.minShortSidePx')}
            />
          </div>
        </>
      )}
    </section>
  );
}
