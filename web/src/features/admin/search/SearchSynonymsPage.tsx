import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import { toast } from '../../../lib/toast';
import { Button, LoadError, Spinner, TextArea } from '../../../ui';
import { AdminPage } from '../AdminPage';
import { parseSynonymLines, synonymLines, synonymProblems } from './synonym-lines';

const SynonymsQuery = graphql(`
  query AdminSearchSynonyms {
    adminSearchSynonyms {
      isDefault
      synonyms {
        word
        means
      }
    }
  }
`);

const SaveSynonymsMutation = graphql(`
  mutation AdminUpdateSearchSynonyms($synonyms: [SearchSynonymInput!]!) {
    adminUpdateSearchSynonyms(synonyms: $synonyms) {
      synonyms {
        isDefault
        synonyms {
          word
          means
        }
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** /admin/search-synonyms: the words shoppers type and what they mean in the catalog, one per line. */
export default function SearchSynonymsPage() {
  const { data, loading, error, refetch } = useQuery(SynonymsQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spinner centered label="Loading synonyms" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        Synonyms could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  const { synonyms, isDefault } = data.adminSearchSynonyms;
  return <SynonymsForm initial={synonymLines(synonyms)} isDefault={isDefault} />;
}

function SynonymsForm({ initial, isDefault }: { initial: string; isDefault: boolean }) {
  const [text, setText] = useState(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [save, { loading: saving }] = useMutation(SaveSynonymsMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { data } = await save({ variables: { synonyms: parseSynonymLines(text) } });
    const answer = data?.adminUpdateSearchSynonyms;
    if (!answer) return;
    setProblems(synonymProblems(text, answer.userErrors));
    if (answer.userErrors.length > 0) toast.error('Please correct the marked lines.');
    if (answer.synonyms) {
      setText(synonymLines(answer.synonyms.synonyms));
      toast.success('Synonyms saved: searches use them within a few seconds.');
    }
  }

  return (
    <AdminPage
      title="Search synonyms"
      intro="Words shoppers type and what they mean in your catalog. A search for the word also finds what it means."
    >
      <form onSubmit={(event) => void onSubmit(event)}>
        {isDefault && <p>These are the shop's starting synonyms; saving makes them yours to change.</p>}
        <TextArea
          label="Synonyms, one per line: word = meaning, meaning"
          hint="For example: bday = birthday · wife = for her · malli = jasmine"
          rows={16}
          value={text}
          error={problems.length > 0 ? problems.join(' · ') : null}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={saving}>
          Save synonyms
        </Button>
      </form>
    </AdminPage>
  );
}
