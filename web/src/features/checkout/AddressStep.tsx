import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { Button, LoadError, NameFields, Spinner, TextArea, TextField } from '../../ui';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/SelectField';
import { PhoneInput } from '../../ui/PhoneInput';
import {
  addressFromProfile,
  postalCodeInputValue,
  validateAddress,
  type AddressErrors,
  type AddressField,
  type CheckoutAddress,
} from './address-rules';
import styles from './CheckoutPage.module.css';

const CheckoutAddressStepQuery = graphql(`
  query CheckoutAddressStep {
    me {
      id
      firstName
      lastName
      email
      phone
      address
      city
      pincode
      state
    }
    indianStates
  }
`);

export interface AddressStepProps {
  /** What the shopper typed before (a reload, a step back); the profile prefills only when there is none. */
  draft: CheckoutAddress | null;
  saveAddress: boolean;
  /** Every change, so nothing typed is lost on a reload. */
  onDraftChange: (address: CheckoutAddress, saveAddress: boolean) => void;
  /** The address is complete: go on to review. */
  onComplete: (address: CheckoutAddress, saveAddress: boolean) => void;
  /** Messages the server gave for fields (placeOrder's userErrors), shown beside them. */
  serverErrors?: AddressErrors;
}

/** Step 1: where the order goes, prefilled from the profile, checked field by field. */
export function AddressStep(props: AddressStepProps) {
  const { data, loading, error, refetch } = useQuery(CheckoutAddressStepQuery, { fetchPolicy: 'cache-and-network' });
  if (!data && loading) return <Spinner centered label="Loading your details" />;
  if (!data) {
    return (
      <LoadError className={styles.notice} onRetry={refetch}>
        We couldn't load your details{error ? ` (${error.message})` : ''}. Please try again.
      </LoadError>
    );
  }
  return (
    <AddressForm
      {...props}
      initial={props.draft ?? addressFromProfile(data.me)}
      accountEmail={data.me?.email ?? ''}
      states={data.indianStates}
    />
  );
}

function AddressForm({
  initial,
  accountEmail,
  states,
  saveAddress: initialSave,
  onDraftChange,
  onComplete,
  serverErrors,
}: AddressStepProps & { initial: CheckoutAddress; accountEmail: string; states: readonly string[] }) {
  const [address, setAddress] = useState(initial);
  const [saveAddress, setSaveAddress] = useState(initialSave);
  const [errors, setErrors] = useState<AddressErrors>(serverErrors ?? {});
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field with a message gets the focus.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  function change(field: AddressField, value: string) {
    const next = { ...address, [field]: value };
    setAddress(next);
    setErrors((current) => ({ ...current, [field]: undefined }));
    onDraftChange(next, saveAddress);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAddress(address, states);
    setErrors(found);
    setAttempts((n) => n + 1);
    if (Object.keys(found).length === 0) onComplete(address, saveAddress);
  }

  const text = (field: AddressField) => ({
    name: field,
    value: address[field],
    error: errors[field],
    onChange: (e: { target: { value: string } }) => change(field, e.target.value),
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Delivery address" className={styles.form}>
      <NameFields
        firstName={address.firstName}
        lastName={address.lastName}
        onFirstNameChange={(value) => change('firstName', value)}
        onLastNameChange={(value) => change('lastName', value)}
        errors={{ firstName: errors.firstName, lastName: errors.lastName }}
      />
      <div className={styles.twoColumns}>
        {/* The account's own address: the confirmation goes nowhere else, so there is nothing to type. */}
        <TextField
          label="Email"
          name="email"
          type="email"
          value={accountEmail}
          readOnly
          hint="We send the order confirmation to your account's email."
        />
        <PhoneInput
          label="Phone number"
          value={address.phone}
          onChange={(digits) => change('phone', digits)}
          error={errors.phone}
        />
      </div>
      <TextArea label="Address" rows={3} autoComplete="street-address" {...text('address')} />
      <div className={styles.threeColumns}>
        <TextField label="City" autoComplete="address-level2" {...text('city')} />
        <TextField
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          {...text('postalCode')}
          onChange={(e) => change('postalCode', postalCodeInputValue(e.target.value))}
        />
        <SelectField label="State" autoComplete="address-level1" {...text('state')}>
          <option value="">Select your state</option>
          {states.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
      </div>
      <Checkbox
        name="saveAddress"
        checked={saveAddress}
        onChange={(e) => {
          setSaveAddress(e.target.checked);
          onDraftChange(address, e.target.checked);
        }}
      >
        Save this address to my profile
      </Checkbox>
      <div className={styles.actions}>
        <Button type="submit" size="large">
          Continue to review
        </Button>
      </div>
    </form>
  );
}
