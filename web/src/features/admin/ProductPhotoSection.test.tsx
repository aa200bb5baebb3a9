// The product form's photo section: turned on it starts from a mug wrap; a shape brings its proportions; the server's
// errors show beside the fields they name.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_PRODUCT_FORM, NEW_PHOTO_REQUIREMENT, type ProductFormState } from './product-form';
import { ProductPhotoSection } from './ProductPhotoSection';

afterEach(() => cleanup());

function renderSection(form: ProductFormState, errors: Record<string, string> = {}) {
  const set = vi.fn();
  render(<ProductPhotoSection form={form} set={set} err={(field) => errors[field] ?? null} />);
  return set;
}

describe('ProductPhotoSection', () => {
  it('a product without photos shows only the switch; turning it on asks for one mug-wrap photo', () => {
    const set = renderSection(EMPTY_PRODUCT_FORM);
    expect(screen.queryByLabelText('Photos per item')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: /Asks for the shopper’s photos/ }));
    expect(set).toHaveBeenCalledWith('photoRequirement', NEW_PHOTO_REQUIREMENT);
  });

  it('choosing a print area brings its proportions', () => {
    const set = renderSection({ ...EMPTY_PRODUCT_FORM, photoRequirement: NEW_PHOTO_REQUIREMENT });
    fireEvent.change(screen.getByLabelText('Print area'), { target: { value: 'SQUARE_FRAME' } });
    expect(set).toHaveBeenCalledWith('photoRequirement', {
      ...NEW_PHOTO_REQUIREMENT,
      shape: 'SQUARE_FRAME',
      aspectRatio: '1',
    });
  });

  it('shows the server’s errors beside the fields they name', () => {
    renderSection(
      { ...EMPTY_PRODUCT_FORM, photoRequirement: { ...NEW_PHOTO_REQUIREMENT, count: '12', minShortSidePx: '5' } },
      {
        'photoRequirement.count': 'Photos per item must be 1 to 10.',
        'photoRequirement.minShortSidePx': 'The minimum must be 100 to 10,000 px.',
      },
    );
    const count = screen.getByLabelText('Photos per item');
    expect(count).toHaveAccessibleDescription(expect.stringContaining('Photos per item must be 1 to 10.'));
    expect(screen.getByLabelText('Sharp print minimum (px, short side)')).toHaveAccessibleDescription(
      expect.stringContaining('The minimum must be 100 to 10,000 px.'),
    );
    expect(screen.getByLabelText('Print area width ÷ height')).not.toHaveAccessibleDescription(
      expect.stringContaining('must'),
    );
  });
});
