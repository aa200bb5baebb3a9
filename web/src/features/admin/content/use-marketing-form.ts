import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/toast';
import { errorFor, type FieldError } from './content-errors';
import { marketingInputOf, type MarketingDraft } from './marketing-draft';

/** The marketing fields the owner edits, as the page loads them and as a save answers them. */
export const AdminMarketingFieldsFragment = graphql(`
  fragment AdminMarketingFields on Marketing {
    offerTitle
    content
    banners {
      imageUrl
      title
      subtitle
      link
    }
    reviews {
      name
      text
      rating
      location
    }
    minimumOrderValue {
      paise
    }
  }
`);

const UpdateMarketingMutation = graphql(`
  mutation AdminUpdateMarketing($input: MarketingInput!) {
    adminUpdateMarketing(input: $input) {
      marketing {
        ...AdminMarketingFields
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** What each section of the marketing form gets: the draft, its setter and the server's errors by field path. */
export interface MarketingSectionProps {
  draft: MarketingDraft;
  setDraft: (draft: MarketingDraft) => void;
  err: (field: string) => string | null;
}

/** The marketing form's draft, the server's errors per field, and saving. */
export function useMarketingForm(initial: MarketingDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [save, saving] = useMutation(UpdateMarketingMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const input = marketingInputOf(draft);
    if (!input) {
      setErrors([{ field: 'minimumOrderValuePaise', message: 'Enter an amount in rupees, e.g. 499.' }]);
      return;
    }
    const result = await save({ variables: { input } });
    const payload = result.data?.adminUpdateMarketing;
    if (!payload) return;
    setErrors(payload.userErrors);
    if (payload.userErrors.length > 0) toast.error('Please correct the marked fields.');
    else toast.success('Saved. The shop shows it now.');
  }

  const err = (field: string) => errorFor(errors, field);
  return { draft, setDraft, err, onSubmit, saving: saving.loading };
}
