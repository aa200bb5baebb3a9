import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { toast } from '../../lib/toast';
import { Checkbox } from '../../ui/Checkbox';
import styles from './account.module.css';

const MyWhatsAppPreferencesQuery = graphql(`
  query MyWhatsAppPreferences {
    myWhatsAppPreferences {
      phone
      optedOut
    }
  }
`);

const SetWhatsAppOptOutMutation = graphql(`
  mutation SetWhatsAppOptOut($optedOut: Boolean!) {
    setWhatsAppOptOut(optedOut: $optedOut) {
      preferences {
        phone
        optedOut
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** The profile's "WhatsApp updates" switch: unticking it stops every further WhatsApp message to the shopper. */
export function WhatsAppOptOutToggle() {
  const { data, error } = useQuery(MyWhatsAppPreferencesQuery, { fetchPolicy: 'cache-and-network' });
  const [setOptOut, { loading }] = useMutation(SetWhatsAppOptOutMutation, {
    update(cache, { data: answer }) {
      const preferences = answer?.setWhatsAppOptOut.preferences;
      if (preferences)
        cache.writeQuery({ query: MyWhatsAppPreferencesQuery, data: { myWhatsAppPreferences: preferences } });
    },
  });
  const preferences = data?.myWhatsAppPreferences ?? null;
  if (error || !preferences || preferences.phone === null) return null;

  async function change(wanted: boolean) {
    try {
      const answer = (await setOptOut({ variables: { optedOut: !wanted } })).data?.setWhatsAppOptOut;
      const refusal = answer?.userErrors[0];
      if (refusal) toast.error(refusal.message);
      else toast.success(wanted ? 'WhatsApp updates are on' : 'No more WhatsApp messages will be sent to you');
    } catch {
      toast.error('Your choice could not be saved. Please try again.');
    }
  }

  return (
    <section className={styles.notice} aria-labelledby="whatsapp-updates-title">
      <h3 id="whatsapp-updates-title">WhatsApp updates</h3>
      <Checkbox
        name="whatsappUpdatesAllowed"
        checked={!preferences.optedOut}
        disabled={loading}
        onChange={(e) => void change(e.target.checked)}
      >
        Send order updates on WhatsApp when I ask for them at checkout
      </Checkbox>
    </section>
  );
}
