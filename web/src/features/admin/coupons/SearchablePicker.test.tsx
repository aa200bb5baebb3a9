import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { matchingOptions, SearchablePicker, type PickerOption } from './SearchablePicker';

const OPTIONS: PickerOption[] = [
  { value: 'mug', label: 'Personalised Couple Photo Mug (Personalised Gifts)' },
  { value: 'frame', label: 'Engraved Wooden Photo Frame (Personalised Gifts)' },
  { value: 'lamp', label: 'Moon Lamp (Home Décor)' },
];

function Picker({ initial = [] as string[] }) {
  const [selected, setSelected] = useState(initial);
  return <SearchablePicker label="Products" options={OPTIONS} selected={selected} onChange={setSelected} />;
}

describe('matchingOptions', () => {
  it('keeps options containing every typed word, ignoring case and accents, and leaves out the chosen', () => {
    expect(matchingOptions(OPTIONS, [], 'photo').map((option) => option.value)).toEqual(['mug', 'frame']);
    expect(matchingOptions(OPTIONS, [], 'DECOR lamp').map((option) => option.value)).toEqual(['lamp']);
    expect(matchingOptions(OPTIONS, ['mug'], 'photo').map((option) => option.value)).toEqual(['frame']);
  });
});

describe('SearchablePicker', () => {
  it('picks by typing, shows chips, and removes a chip with its button', async () => {
    render(<Picker />);
    const input = screen.getByRole('combobox', { name: 'Products' });
    await act(async () => {
      fireEvent.change(input, { target: { value: 'photo' } });
    });
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([OPTIONS[0]!.label, OPTIONS[1]!.label]);
    await act(async () => {
      fireEvent.click(options[1]!);
    });
    const chips = screen.getByRole('list', { name: 'Chosen products' });
    expect(chips.textContent).toContain('Engraved Wooden Photo Frame');
    expect((input as HTMLInputElement).value).toBe('');

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: `Remove ${OPTIONS[1]!.label}` }));
    });
    expect(screen.queryByRole('list', { name: 'Chosen products' })).toBeNull();
  });

  it('keeps a saved choice that left the catalog as a chip, so it can be removed', () => {
    render(<Picker initial={['gone-product']} />);
    expect(screen.getByRole('list', { name: 'Chosen products' }).textContent).toContain('gone-product');
  });
});
