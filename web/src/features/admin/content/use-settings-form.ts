import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/toast';
import { errorFor, type FieldError } from './content-errors';
import { settingsInputOf, type SettingsDraft } from './settings-draft';

const UpdateSettingsMutation = graphql(`
  mutation AdminUpdateShopSettings($input: ShopSettingsInput!) {
    adminUpdateShopSettings(input: $input) {
      settings {
        ...AdminSettings
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** What each section of the settings form gets: the draft, its setter and the server's errors by field path. */
export interface SettingsSectionProps {
  draft: SettingsDraft;
  setDraft: (draft: SettingsDraft) => void;
  err: (field: string) => string | null;
}

/** The settings form's draft, the errors per field (the form's own checks, then the server's), and saving. */
export function useSettingsForm(initial: SettingsDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [save, saving] = useMutation(UpdateSettingsMutation);
  const err = (field: string) => errorFor(errors, field);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = settingsInputOf(draft);
    if (Array.isArray(input)) {
      setErrors(input);
      return;
    }
    const result = await save({ variables: { input } });
    const payload = result.data?.adminUpdateShopSettings;
    if (!payload) return;
    setErrors(payload.userErrors);
    if (payload.userErrors.length > 0) toast.error('Please correct the marked fields.');
    else toast.success('Saved. Checkout uses the new settings now.');
  }

  return { draft, setDraft, err, onSubmit, saving: saving.loading };
}
