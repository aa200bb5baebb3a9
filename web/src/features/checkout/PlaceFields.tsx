import type { ReactNode } from 'react';
import { TextArea, TextField } from '../../ui';
import { SelectField } from '../../ui/SelectField';
import { postalCodeInputValue, type AddressErrors, type CheckoutAddress } from './address-rules';
import styles from './CheckoutPage.module.css';

export type PlaceField = 'postalCode' | 'city' | 'state' | 'address' | 'landmark';

export interface PlaceFieldsProps {
  /** Tells the two address blocks apart ("Recipient's PIN code"); empty for the buyer's own. */
  whose?: string;
  /** The form field names' prefix, so the buyer's and the recipient's never share a name. */
  namePrefix?: string;
  values: Pick<CheckoutAddress, PlaceField>;
  errors: AddressErrors;
  states: readonly string[];
  onChange: (field: PlaceField, value: string) => void;
  /** What the server answered for the PIN (its city and state, or that it does not match), under the PIN field. */
  pinNote?: ReactNode;
}

/** Where a parcel goes, PIN first: the PIN's answer fills the city and state, then the street and a landmark. */
export function PlaceFields({
  whose = '',
  namePrefix = '',
  values,
  errors,
  states,
  onChange,
  pinNote,
}: PlaceFieldsProps) {
  const label = (text: string) => (whose ? `${whose} ${text.startsWith('PIN') ? text : text.toLowerCase()}` : text);
  const field = (name: PlaceField) => ({
    name: `${namePrefix}${name}`,
    value: values[name] ?? '',
    error: errors[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
  });
  return (
    <>
      <div className={styles.threeColumns}>
        <TextField
          label={label('PIN code')}
          inputMode="numeric"
          autoComplete="postal-code"
          {...field('postalCode')}
          hint={pinNote}
          onChange={(e) => onChange('postalCode', postalCodeInputValue(e.target.value))}
        />
        <TextField label={label('City')} autoComplete="address-level2" {...field('city')} />
        <SelectField label={label('State')} autoComplete="address-level1" {...field('state')}>
          <option value="">{whose ? 'Select the state' : 'Select your state'}</option>
          {states.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <TextArea label={label('Address')} rows={3} autoComplete="street-address" {...field('address')} />
      <TextField
        label={label('Landmark (optional)')}
        hint="Something near the door the delivery person can find, e.g. opposite the temple."
        {...field('landmark')}
      />
    </>
  );
}
