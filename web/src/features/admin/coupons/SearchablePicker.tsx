import { useCombobox, useMultipleSelection } from 'downshift';
import { useId, useMemo, useState } from 'react';
import { CloseIcon } from '../../../ui/icons';
import styles from './coupons.module.css';

export interface PickerOption {
  readonly value: string;
  readonly label: string;
}

/** Case- and accent-insensitive text, so "decor" finds "Home Décor". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The options whose label contains every typed word, the chosen ones left out. */
export function matchingOptions(
  options: readonly PickerOption[],
  chosen: readonly string[],
  typed: string,
): PickerOption[] {
  const words = folded(typed).split(/\s+/).filter(Boolean);
  return options.filter((option) => {
    if (chosen.includes(option.value)) return false;
    const label = folded(option.label);
    return words.every((word) => label.includes(word));
  });
}

/** The most suggestions shown at once: typing narrows a catalog of hundreds. */
const MAX_SUGGESTIONS = 50;

/**
 * A coupon's scope picked by typing (a combobox of the catalog's products or categories, keyboard-operable through
 * downshift) with the chosen ones as chips that remove themselves, instead of a long native multi-select.
 */
export function SearchablePicker({
  label,
  options,
  selected,
  onChange,
  error,
}: {
  label: string;
  options: readonly PickerOption[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
  error?: string;
}) {
  const [typed, setTyped] = useState('');
  const errorId = useId();
  // A saved entry no longer in the catalog stays as a chip, so that it can be removed.
  const labelOf = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const suggestions = useMemo(() => matchingOptions(options, selected, typed), [options, selected, typed]);

  const multiple = useMultipleSelection<string>({
    selectedItems: [...selected],
    onStateChange({ selectedItems, type }) {
      if (type === useMultipleSelection.stateChangeTypes.SelectedItemKeyDownBackspace && selectedItems)
        onChange(selectedItems);
    },
  });
  const combobox = useCombobox<PickerOption>({
    items: suggestions.slice(0, MAX_SUGGESTIONS),
    itemToString: (option) => option?.label ?? '',
    inputValue: typed,
    selectedItem: null,
    stateReducer(_state, { changes, type }) {
      // After a pick the list stays open with the text cleared, ready for the next one.
      if (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick)
        return { ...changes, isOpen: true, highlightedIndex: 0, inputValue: '' };
      return changes;
    },
    onStateChange({ type, selectedItem, inputValue }) {
      if (
        (type === useCombobox.stateChangeTypes.InputKeyDownEnter || type === useCombobox.stateChangeTypes.ItemClick) &&
        selectedItem
      ) {
        onChange([...selected, selectedItem.value]);
        setTyped('');
      } else if (type === useCombobox.stateChangeTypes.InputChange) {
        setTyped(inputValue ?? '');
      }
    },
  });

  return (
    <div className={styles.picker}>
      <label className={styles.pickerLabel} {...combobox.getLabelProps()}>
        {label}
      </label>
      {selected.length > 0 && (
        <ul className={styles.pickerChips} aria-label={`Chosen ${label.toLowerCase()}`}>
          {selected.map((value, index) => (
            <li key={value} {...multiple.getSelectedItemProps({ selectedItem: value, index })}>
              {labelOf.get(value) ?? value}
              <button
                type="button"
                aria-label={`Remove ${labelOf.get(value) ?? value}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onChange(selected.filter((other) => other !== value));
                }}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        className={styles.pickerInput}
        placeholder="Type to search"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...combobox.getInputProps(multiple.getDropdownProps({ preventKeyAction: combobox.isOpen }))}
      />
      <ul
        className={styles.pickerMenu}
        hidden={!combobox.isOpen || suggestions.length === 0}
        {...combobox.getMenuProps()}
      >
        {combobox.isOpen &&
          suggestions.slice(0, MAX_SUGGESTIONS).map((option, index) => (
            <li
              key={option.value}
              className={combobox.highlightedIndex === index ? styles.pickerHighlighted : undefined}
              {...combobox.getItemProps({ item: option, index })}
            >
              {option.label}
            </li>
          ))}
      </ul>
      {combobox.isOpen && suggestions.length > MAX_SUGGESTIONS && (
        <span className={styles.muted}>Type more to see the other {suggestions.length - MAX_SUGGESTIONS}.</span>
      )}
      {error && (
        <span id={errorId} className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
