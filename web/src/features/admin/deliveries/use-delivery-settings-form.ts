import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/toast';
import { draftFromSettings, fieldErrors, toSettingsInput, type DeliverySettingsDraft } from './delivery-settings-draft';

export const AdminDeliverySettingsFragment = graphql(`
  fragment AdminDeliverySettingsFields on AdminDeliverySettings {
    zones {
      id
      name
      pinPrefixes
      localDelivery
      minDays
      maxDays
      fee {
        paise
      }
      freeAbove {
        paise
      }
      codAllowed
      perishablesAllowed
    }
    slots {
      id
      kind
      label
      startTime
      endTime
      surcharge {
        paise
      }
      capacityPerDay
    }
    sameDayCutoff
    closedWeekdays
    holidays {
      date
      name
    }
    bookingWindowDays
  }
`);

const UpdateDeliverySettings = graphql(`
  mutation AdminUpdateDeliverySettings($input: DeliverySettingsInput!) {
    adminUpdateDeliverySettings(input: $input) {
      settings {
        ...AdminDeliverySettingsFields
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** What each section gets: the draft, a way to change it, and the message for a field path. */
export interface DeliverySectionProps {
  draft: DeliverySettingsDraft;
  setDraft: (draft: DeliverySettingsDraft) => void;
  err: (field: string) => string | undefined;
}

/** The draft, the errors by field (the form's own number checks, then the server's), and saving. */
export function useDeliverySettingsForm(initial: DeliverySettingsDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [save, saving] = useMutation(UpdateDeliverySettings);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = toSettingsInput(draft);
    if (!checked.input) {
      setErrors(fieldErrors(checked.errors));
      toast.error('Please correct the marked fields.');
      return;
    }
    const result = await save({ variables: { input: checked.input } }).catch(() => null);
    const payload = result?.data?.adminUpdateDeliverySettings;
    if (!payload) {
      toast.error('The settings could not be saved just now. Please try again.');
      return;
    }
    setErrors(fieldErrors(payload.userErrors));
    if (payload.userErrors.length > 0) toast.error('Please correct the marked fields.');
    else {
      if (payload.settings) setDraft(draftFromSettings(payload.settings));
      toast.success('Saved. Checkout uses the new delivery settings now.');
    }
  }

  return { draft, setDraft, err: (field: string) => errors.get(field), onSubmit, saving: saving.loading };
}
