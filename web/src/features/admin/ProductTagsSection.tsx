import { Checkbox } from '../../ui/Checkbox';
import { OCCASION_TAGS, RECIPIENT_TAGS, knownTags } from '../../shop/gift-tags';
import type { ProductSectionProps } from './use-product-form';
import styles from './admin-form.module.css';

interface TagGroupProps extends ProductSectionProps {
  list: 'occasions' | 'recipients';
  legend: string;
  tags: readonly string[];
}

function TagGroup({ form, set, err, list, legend, tags }: TagGroupProps) {
  const chosen = form[list];
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{legend}</legend>
      {tags.map((tag, index) => (
        <Checkbox
          key={tag}
          checked={chosen.includes(tag)}
          error={index === tags.length - 1 ? err(list) : null}
          onChange={(event) =>
            set(
              list,
              knownTags(event.target.checked ? [...chosen, tag] : chosen.filter((known) => known !== tag), tags),
            )
          }
        >
          {tag}
        </Checkbox>
      ))}
    </fieldset>
  );
}

/** The occasions and recipients the product suits: shoppers find and filter products by them. */
export function ProductTagsSection(props: ProductSectionProps) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>Gift tags</h2>
      <p>Shoppers search and filter by these (“birthday gift for wife” finds products tagged Birthday and For her).</p>
      <TagGroup {...props} list="occasions" legend="Occasions" tags={OCCASION_TAGS} />
      <TagGroup {...props} list="recipients" legend="Gift for" tags={RECIPIENT_TAGS} />
    </section>
  );
}
