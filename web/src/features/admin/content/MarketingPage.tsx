import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../../gql';
import type { MarketingInput } from '../../../gql/graphql';
import { toast } from '../../../lib/toast';
import { Button, LoadError, Spinner, TextArea, TextField } from '../../../ui';
import { AdminPage } from '../AdminPage';
import { bindTextFields } from '../bound-text-fields';
import { AnnouncementPreview } from './AnnouncementPreview';
import { errorFor, paiseToRupees, rupeesToPaise, type FieldError } from './content-errors';
import styles from './content.module.css';

const MarketingQuery = graphql(`
  query AdminMarketing {
    marketing {
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
  }
`);

const UpdateMarketingMutation = graphql(`
  mutation AdminUpdateMarketing($input: MarketingInput!) {
    adminUpdateMarketing(input: $input) {
      marketing {
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
      userErrors {
        field
        message
        code
      }
    }
  }
`);

interface Draft {
  offerTitle: string;
  content: string[];
  banners: { imageUrl: string; title: string; subtitle: string; link: string }[];
  reviews: { name: string; text: string; rating: number; location: string }[];
  minimum: string;
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** /admin/marketing: the offer title, announcement lines (with a preview of the bar), banners, reviews, minimum order. */
export default function MarketingPage() {
  const { data, loading, error, refetch } = useQuery(MarketingQuery, { fetchPolicy: 'network-only' });
  if (!data && loading) return <Spinner centered label="Loading marketing" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        Marketing could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  const m = data.marketing;
  return (
    <MarketingForm
      initial={{
        offerTitle: m.offerTitle ?? '',
        content: [...m.content],
        banners: m.banners.map((b) => ({
          imageUrl: b.imageUrl,
          title: b.title ?? '',
          subtitle: b.subtitle ?? '',
          link: b.link ?? '',
        })),
        reviews: m.reviews.map((r) => ({ name: r.name, text: r.text, rating: r.rating, location: r.location ?? '' })),
        minimum: paiseToRupees(m.minimumOrderValue.paise),
      }}
    />
  );
}

function MarketingForm({ initial }: { initial: Draft }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [save, saving] = useMutation(UpdateMarketingMutation);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const minimum = rupeesToPaise(draft.minimum || '0');
    if (Number.isNaN(minimum)) {
      setErrors([{ field: 'minimumOrderValuePaise', message: 'Enter an amount in rupees, e.g. 499.' }]);
      return;
    }
    const input: MarketingInput = {
      offerTitle: draft.offerTitle || null,
      content: draft.content,
      banners: draft.banners.map((b) => ({
        imageUrl: b.imageUrl,
        title: b.title || null,
        subtitle: b.subtitle || null,
        link: b.link || null,
      })),
      reviews: draft.reviews.map((r) => ({ ...r, location: r.location || null })),
      minimumOrderValuePaise: minimum,
    };
    const result = await save({ variables: { input } });
    const payload = result.data?.adminUpdateMarketing;
    if (!payload) return;
    setErrors(payload.userErrors);
    if (payload.userErrors.length > 0) toast.error('Please correct the marked fields.');
    else toast.success('Saved. The shop shows it now.');
  }

  const err = (field: string) => errorFor(errors, field);
  return (
    <AdminPage title="Marketing" intro="What the announcement bar and the home page show.">
      <form className={styles.form} onSubmit={(event) => void onSubmit(event)}>
        <section className={styles.block}>
          <h2>Announcement bar</h2>
          <AnnouncementPreview lines={draft.content} />
          <TextField
            label="Offer title"
            value={draft.offerTitle}
            error={err('offerTitle')}
            onChange={(e) => setDraft({ ...draft, offerTitle: e.target.value })}
          />
          <ol className={styles.list}>
            {draft.content.map((line, index) => (
              <li key={index} className={styles.row}>
                <TextField
                  label={`Line ${index + 1}`}
                  value={line}
                  error={err(`content[${index}]`)}
                  onChange={(e) =>
                    setDraft({ ...draft, content: draft.content.map((l, i) => (i === index ? e.target.value : l)) })
                  }
                />
                <span className={styles.rowButtons}>
                  <Button
                    type="button"
                    size="small"
                    variant="ghost"
                    aria-label={`Move line ${index + 1} up`}
                    disabled={index === 0}
                    onClick={() => setDraft({ ...draft, content: move(draft.content, index, index - 1) })}
                  >
                    ↑
                  </Button>
                  <Button
                    type="button"
                    size="small"
                    variant="ghost"
                    aria-label={`Move line ${index + 1} down`}
                    disabled={index === draft.content.length - 1}
                    onClick={() => setDraft({ ...draft, content: move(draft.content, index, index + 1) })}
                  >
                    ↓
                  </Button>
                  <Button
                    type="button"
                    size="small"
                    variant="ghost"
                    onClick={() => setDraft({ ...draft, content: draft.content.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ol>
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() => setDraft({ ...draft, content: [...draft.content, ''] })}
          >
            Add a line
          </Button>
        </section>

        <section className={styles.block}>
          <h2>Banners</h2>
          {draft.banners.map((banner, index) => {
            const field = bindTextFields(
              banner,
              (name, value) =>
                setDraft({
                  ...draft,
                  banners: draft.banners.map((b, i) => (i === index ? { ...b, [name]: value } : b)),
                }),
              (name) => err(`banners[${index}].${name}`),
            );
            return (
              <fieldset key={index} className={styles.group}>
                <legend>Banner {index + 1}</legend>
                {field('imageUrl', 'Image address')}
                {field('title', 'Title')}
                {field('subtitle', 'Subtitle')}
                {field('link', 'Link', { hint: 'A page of the shop, e.g. /shop' })}
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  onClick={() => setDraft({ ...draft, banners: draft.banners.filter((_, i) => i !== index) })}
                >
                  Remove banner
                </Button>
              </fieldset>
            );
          })}
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() =>
              setDraft({ ...draft, banners: [...draft.banners, { imageUrl: '', title: '', subtitle: '', link: '' }] })
            }
          >
            Add a banner
          </Button>
        </section>

        <section className={styles.block}>
          <h2>Reviews</h2>
          {draft.reviews.map((review, index) => {
            const set = (changes: Partial<Draft['reviews'][number]>) =>
              setDraft({ ...draft, reviews: draft.reviews.map((r, i) => (i === index ? { ...r, ...changes } : r)) });
            const field = bindTextFields(
              review,
              (name, value) => set({ [name]: value }),
              (name) => err(`reviews[${index}].${name}`),
            );
            return (
              <fieldset key={index} className={styles.group}>
                <legend>Review {index + 1}</legend>
                {field('name', 'Name')}
                {field('location', 'Place')}
                <TextField
                  label="Stars (1–5)"
                  type="number"
                  min={1}
                  max={5}
                  value={review.rating}
                  error={err(`reviews[${index}].rating`)}
                  onChange={(e) => set({ rating: Number(e.target.value) })}
                />
                <TextArea
                  label="Review"
                  value={review.text}
                  error={err(`reviews[${index}].text`)}
                  onChange={(e) => set({ text: e.target.value })}
                />
                <Button
                  type="button"
                  size="small"
                  variant="ghost"
                  onClick={() => setDraft({ ...draft, reviews: draft.reviews.filter((_, i) => i !== index) })}
                >
                  Remove review
                </Button>
              </fieldset>
            );
          })}
          <Button
            type="button"
            variant="secondary"
            size="small"
            onClick={() =>
              setDraft({ ...draft, reviews: [...draft.reviews, { name: '', text: '', rating: 5, location: '' }] })
            }
          >
            Add a review
          </Button>
        </section>

        <section className={styles.block}>
          <h2>Checkout</h2>
          <TextField
            label="Minimum order value (₹)"
            inputMode="decimal"
            value={draft.minimum}
            hint="0 for none"
            error={err('minimumOrderValuePaise')}
            onChange={(e) => setDraft({ ...draft, minimum: e.target.value })}
          />
        </section>
        <div>
          <Button type="submit" disabled={saving.loading}>
            Save marketing
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
