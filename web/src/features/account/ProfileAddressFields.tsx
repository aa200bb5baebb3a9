import { TextArea, TextField } from '../../ui';
import { SelectField } from '../../ui/SelectField';
import type { ProfileFieldErrors } from './profile-update';
import type { ProfileAddress } from './use-profile-form';
import authStyles from './auth.module.css';

/** The profile's postal address: street, city, PIN code (digits only, at most 6) and state. */
export function ProfileAddressFields({
  value,
  states,
  errors,
}: {
  value: ProfileAddress;
  states: readonly string[];
  errors: ProfileFieldErrors;
}) {
  return (
    <>
      <TextArea
        label="Address"
        name="address"
        autoComplete="street-address"
        rows={3}
        value={value.address}
        onChange={(e) => value.setAddress(e.target.value)}
        error={errors.address}
      />
      <div className={authStyles.twoColumns}>
        <TextField
          label="City"
          name="city"
          autoComplete="address-level2"
          value={value.city}
          onChange={(e) => value.setCity(e.target.value)}
          error={errors.city}
        />
        <TextField
          label="PIN Code"
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          value={value.pincode}
          onChange={(e) => value.setPincode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={errors.pincode}
        />
      </div>
      <SelectField
        label="State"
        name="state"
        value={value.state}
        onChange={(e) => value.setState(e.target.value)}
        error={errors.state}
      >
        <option value="">Select your state</option>
        {states.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </SelectField>
    </>
  );
}
