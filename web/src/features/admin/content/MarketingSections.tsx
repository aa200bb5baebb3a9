import { Button, TextArea, TextField } from '../../../ui';
import { bindTextFields } from '../bound-text-fields';
import { AnnouncementPreview } from './AnnouncementPreview';
import { move, type ReviewDraft } from './marketing-draft';
import type { MarketingSectionProps } from './use-marketing-form';
import styles from './content.module.css';

/** The announcement bar: a preview, the offer title and its lines, each movable and removable. */
export function AnnouncementSection({ draft, setDraft, err }: MarketingSectionProps) {
  return (
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
  );
}

/** The home page's banners: image, title, subtitle and link each. */
export function BannersSection({ draft, setDraft, err }: MarketingSectionProps) {
  return (
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
  );
}

/** The home page's reviews: name, place, stars and text each. */
export function ReviewsSection({ draft, setDraft, err }: MarketingSectionProps) {
  return (
    <section className={styles.block}>
      <h2>Reviews</h2>
      {draft.reviews.map((review, index) => {
        const set = (changes: Partial<ReviewDraft>) =>
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
  );
}
