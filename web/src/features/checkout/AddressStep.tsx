import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { graphql } from '../../gql';
import { Button, LoadError, NameFields, Spinner, TextField } from '../../ui';
import { Checkbox } from '../../ui/Checkbox';
import { PhoneInput } from '../../ui/PhoneInput';
import {
  addressFromProfile,
  EMPTY_ADDRESS,
  pinStateMismatch,
  unknownPinMessage,
  validateAddress,
  validateBuyerContact,
  type AddressErrors,
  type CheckoutAddress,
} from './address-rules';
import { PlaceFields, type PlaceField } from './PlaceFields';
import { RecipientFields } from './RecipientFields';
import { usePlaceFromPin, type PinLookup } from './use-pin-place';
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

/** What the address step keeps: the buyer's address, "save it", and the gift's recipient when there is one. */
export interface AddressDraft {
  address: CheckoutAddress;
  saveAddress: boolean;
  isGift: boolean;
  /** A gift's buyer also gives a billing address (the invoice needs it from ₹50,000, CGST Rule 46). */
  giftBilling: boolean;
  recipient: CheckoutAddress | null;
}

export interface AddressStepProps {
  /** What the shopper typed before (a reload, a step back); the profile prefills only when there is none. */
  draft: CheckoutAddress | null;
  saveAddress: boolean;
  isGift?: boolean;
  giftBilling?: boolean;
  recipient?: CheckoutAddress | null;
  /** Every change, so nothing typed is lost on a reload. */
  onDraftChange: (draft: AddressDraft) => void;
  /** The address (and the recipient's, for a gift) is complete: go on. */
  onComplete: (draft: AddressDraft) => void;
  /** Messages the server gave for fields (placeOrder's userErrors), shown beside them. */
  serverErrors?: AddressErrors;
  /** The server's messages for the recipient's fields. */
  recipientServerErrors?: AddressErrors;
}

/** Step 1: who is billed and where the order goes, prefilled from the profile, checked field by field. */
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

type BuyerField = keyof CheckoutAddress;
const PLACE_FIELDS = ['address', 'city', 'postalCode', 'state'] as const;

function AddressForm({
  initial,
  accountEmail,
  states,
  saveAddress: initialSave,
  isGift: initialGift = false,
  giftBilling: initialGiftBilling = false,
  recipient: initialRecipient = null,
  onDraftChange,
  onComplete,
  serverErrors,
  recipientServerErrors,
}: AddressStepProps & { initial: CheckoutAddress; accountEmail: string; states: readonly string[] }) {
  const [draft, setDraft] = useState<AddressDraft>({
    address: initial,
    saveAddress: initialSave,
    isGift: initialGift,
    // The server asks a gift's buyer for the place fields at ₹50,000 or more: they are shown then.
    giftBilling: initialGiftBilling || PLACE_FIELDS.some((field) => serverErrors?.[field]),
    recipient: initialRecipient,
  });
  const [errors, setErrors] = useState<AddressErrors>(serverErrors ?? {});
  const [recipientErrors, setRecipientErrors] = useState<AddressErrors>(recipientServerErrors ?? {});
  const [attempts, setAttempts] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const { address } = draft;
  const recipient = draft.recipient ?? EMPTY_ADDRESS;
  const buyerPin = usePlaceFromPin(address.postalCode, initial.postalCode, (city, state) =>
    change('city', city, { state }),
  );
  const recipientPin = usePlaceFromPin(
    recipient.postalCode,
    initialRecipient?.postalCode ?? '',
    (city, state) => changeRecipient('city', city, { state }),
    draft.isGift,
  );

  // After a refused submit, the first field with a message gets the focus.
  useEffect(() => {
    if (attempts === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  function update(patch: Partial<AddressDraft>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    onDraftChange(next);
  }

  function change(field: BuyerField, value: string, more: Partial<CheckoutAddress> = {}) {
    update({ address: { ...address, [field]: value, ...more } });
    setErrors((current) => ({ ...current, [field]: undefined, ...(more.state ? { state: undefined } : {}) }));
  }

  function changeRecipient(field: BuyerField, value: string, more: Partial<CheckoutAddress> = {}) {
    update({ recipient: { ...recipient, [field]: value, ...more } });
    setRecipientErrors((current) => ({ ...current, [field]: undefined, ...(more.state ? { state: undefined } : {}) }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const { found, foundForRecipient } = stepErrors(draft, recipient, states, [buyerPin, recipientPin]);
    setErrors(found);
    setRecipientErrors(foundForRecipient);
    setAttempts((n) => n + 1);
    const clean = Object.keys(found).length + Object.keys(foundForRecipient).length === 0;
    if (clean) onComplete({ ...draft, recipient: draft.isGift ? recipient : draft.recipient });
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Delivery address" className={styles.form}>
      <Checkbox name="isGift" checked={draft.isGift} onChange={(e) => update({ isGift: e.target.checked })}>
        This is a gift for someone else
      </Checkbox>
      {/* A gift's buyer gives only name, phone and e-mail; the recipient's block below is the delivery address. */}
      {draft.isGift && <h3 className={styles.subheading}>Your details</h3>}
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
      {!draft.isGift && (
        <>
          <PlaceFields
            values={address}
            errors={errors}
            states={states}
            onChange={(field: PlaceField, value) => change(field, value)}
            pinNote={<PinNote address={address} lookup={buyerPin} />}
          />
          <Checkbox
            name="saveAddress"
            checked={draft.saveAddress}
            onChange={(e) => update({ saveAddress: e.target.checked })}
          >
            Save this address to my profile
          </Checkbox>
        </>
      )}
      {draft.isGift && (
        <GiftBillingFields
          shown={draft.giftBilling}
          onShownChange={(shown) => update({ giftBilling: shown })}
          fields={
            <PlaceFields
              values={address}
              errors={errors}
              states={states}
              onChange={(field: PlaceField, value) => change(field, value)}
              pinNote={<PinNote address={address} lookup={buyerPin} />}
            />
          }
        />
      )}
      {draft.isGift && (
        <RecipientFields
          recipient={recipient}
          errors={recipientErrors}
          states={states}
          onChange={(field, value) => changeRecipient(field, value)}
          pinNote={<PinNote address={recipient} lookup={recipientPin} />}
        />
      )}
      <div className={styles.actions}>
        <Button type="submit" size="large">
          Continue to review
        </Button>
      </div>
    </form>
  );
}

/** The state field's message when the PIN belongs to another state (the server refuses it the same way). */
/** The buyer's errors (contact only for a gift's buyer without a billing address) and the recipient's. */
function stepErrors(
  draft: AddressDraft,
  recipient: CheckoutAddress,
  states: readonly string[],
  [buyerPin, recipientPin]: [PinLookup, PinLookup],
): { found: AddressErrors; foundForRecipient: AddressErrors } {
  const { address } = draft;
  return {
    found:
      draft.isGift && !draft.giftBilling
        ? validateBuyerContact(address, states)
        : withPinCheck(validateAddress(address, states), address, buyerPin),
    foundForRecipient: draft.isGift ? withPinCheck(validateAddress(recipient, states), recipient, recipientPin) : {},
  };
}

function withPinCheck(errors: AddressErrors, address: CheckoutAddress, lookup: PinLookup): AddressErrors {
  if (lookup.unknown && !errors.postalCode) return { ...errors, postalCode: unknownPinMessage(address.postalCode) };
  const mismatch = pinStateMismatch(address, lookup.place);
  return mismatch && !errors.state ? { ...errors, state: mismatch } : errors;
}

/** Under the PIN: the directory's city and state for it, or that it belongs to another state than the one chosen. */
function PinNote({ address, lookup }: { address: CheckoutAddress; lookup: PinLookup }) {
  if (lookup.unknown) return <span className={styles.pinMismatch}>{unknownPinMessage(address.postalCode)}</span>;
  const { place } = lookup;
  if (!place) return null;
  const mismatch = pinStateMismatch(address, place);
  if (mismatch) return <span className={styles.pinMismatch}>{mismatch}</span>;
  return <span>{`${place.city}, ${place.state}`}</span>;
}

/** A gift's buyer may add a billing address: the tax invoice needs it for orders of ₹50,000 or more (Rule 46). */
function GiftBillingFields({
  shown,
  onShownChange,
  fields,
}: {
  shown: boolean;
  onShownChange: (shown: boolean) => void;
  fields: ReactNode;
}) {
  return (
    <>
      <Checkbox name="giftBilling" checked={shown} onChange={(e) => onShownChange(e.target.checked)}>
        Add my billing address to the invoice
      </Checkbox>
      <p className={styles.hint}>Needed for orders of ₹50,000 or more; otherwise the invoice names you only.</p>
      {shown && fields}
    </>
  );
}
