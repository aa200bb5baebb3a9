import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import type { StockFilter } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { formatPaise } from '../../ui/money';
import {
  OCCASION_TAGS,
  RECIPIENT_TAGS,
  toggleCategory,
  toggleSubcategory,
  toggleTag,
  withPriceRange,
  withStock,
  type ListingChange,
  type ListingState,
} from './listing-url';
import styles from './FilterPanel.module.css';
import { graphql } from '../../gql';

const ListingCategoriesQuery = graphql(`
  query ListingCategories {
    categories {
      name
      subcategories
    }
  }
`);

export interface PriceBounds {
  minPaise: number;
  maxPaise: number;
}

export interface FilterPanelProps {
  state: ListingState;
  onChange: (change: ListingChange) => void;
  /** The lowest and highest price among products of the chosen categories, as a hint for the price fields. */
  priceBounds: PriceBounds | null;
}

const STOCK_OPTIONS: { value: StockFilter | null; label: string }[] = [
  { value: null, label: 'All products' },
  { value: 'IN_STOCK', label: 'In stock' },
  { value: 'LIMITED_STOCK', label: 'Limited stock (fewer than 10)' },
  { value: 'OUT_OF_STOCK', label: 'Out of stock' },
];

function parsePriceInput(value: string): number | null {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

function PriceFilter({ state, onChange, priceBounds }: FilterPanelProps) {
  const [min, setMin] = useState(state.minPrice?.toString() ?? '');
  const [max, setMax] = useState(state.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  // Back/forward and "clear filters" change the URL: the fields follow it.
  useEffect(() => {
    setMin(state.minPrice?.toString() ?? '');
    setMax(state.maxPrice?.toString() ?? '');
    setError(null);
  }, [state.minPrice, state.maxPrice]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = parsePriceInput(min);
    const high = parsePriceInput(max);
    if ((min.trim() !== '' && low === null) || (max.trim() !== '' && high === null)) {
      setError('Please enter prices as positive numbers of rupees.');
      return;
    }
    setError(null);
    onChange((current) => withPriceRange(current, low, high));
  };

  return (
    <form onSubmit={apply} aria-label="Price range" noValidate>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Price (₹)</legend>
        {priceBounds && (
          <p className={styles.priceHint}>
            From {formatPaise(priceBounds.minPaise)} to {formatPaise(priceBounds.maxPaise)}, both included.
          </p>
        )}
        <div className={styles.priceRow}>
          <TextField
            label="Min"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={min}
            onChange={(e) => setMin(e.target.value)}
            placeholder="0"
          />
          <TextField
            label="Max"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={max}
            onChange={(e) => setMax(e.target.value)}
            placeholder="Any"
          />
        </div>
        {error && (
          <p className={styles.muted} role="alert">
            {error}
          </p>
        )}
        <div className={styles.priceActions}>
          <Button type="submit" size="small" variant="secondary">
            Apply price
          </Button>
          {(state.minPrice !== null || state.maxPrice !== null) && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => onChange((current) => withPriceRange(current, null, null))}
            >
              Any price
            </Button>
          )}
        </div>
      </fieldset>
    </form>
  );
}

/** Checkboxes for one list of gift tags; a product matches when it carries any checked tag. */
function TagFilter({
  state,
  onChange,
  list,
  legend,
  tags,
}: Pick<FilterPanelProps, 'state' | 'onChange'> & {
  list: 'occasions' | 'recipients';
  legend: string;
  tags: readonly string[];
}) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {tags.map((tag) => (
          <label key={tag} className={styles.check}>
            <input
              type="checkbox"
              checked={(state[list] ?? []).includes(tag)}
              onChange={() => onChange((current) => toggleTag(current, list, tag))}
            />
            {tag}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The listing's filters. Every change becomes a new URL (the caller's onChange); nothing is filtered here. */
export function FilterPanel(props: FilterPanelProps) {
  const { state, onChange } = props;
  const { data, loading } = useQuery(ListingCategoriesQuery);
  const stockName = useId();

  const selection = (category: string) => state.categories.find((s) => s.category === category);

  return (
    <div className={styles.panel}>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>Categories</legend>
        {loading && !data && <Spinner size={24} label="Loading categories" />}
        <ul className={styles.options}>
          {data?.categories.map((category) => {
            const selected = selection(category.name);
            return (
              <li key={category.name}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={Boolean(selected)}
                    onChange={() => onChange((current) => toggleCategory(current, category.name))}
                  />
                  {category.name}
                </label>
                {/* Subcategories narrow a chosen category, so they show once it is chosen. */}
                {selected && category.subcategories.length > 0 && (
                  <ul className={`${styles.options} ${styles.sub}`} aria-label={`${category.name} subcategories`}>
                    {category.subcategories.map((sub) => (
                      <li key={sub}>
                        <label className={styles.check}>
                          <input
                            type="checkbox"
                            checked={selected?.subcategories.includes(sub) ?? false}
                            onChange={() => onChange((current) => toggleSubcategory(current, category.name, sub))}
                          />
                          {sub}
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>

      <PriceFilter {...props} />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Availability</legend>
        <div className={styles.options}>
          {STOCK_OPTIONS.map((option) => (
            <label key={option.label} className={styles.check}>
              <input
                type="radio"
                name={stockName}
                checked={state.stock === option.value}
                onChange={() => onChange((current) => withStock(current, option.value))}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <TagFilter state={state} onChange={onChange} list="occasions" legend="Occasion" tags={OCCASION_TAGS} />
      <TagFilter state={state} onChange={onChange} list="recipients" legend="Gift for" tags={RECIPIENT_TAGS} />

      <fieldset className={styles.group}>
        <legend className={styles.legend}>Offers</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={state.limitedOffersOnly}
            onChange={() =>
              onChange((current) => ({ ...current, page: 1, limitedOffersOnly: !current.limitedOffersOnly }))
            }
          />
          Limited offers only
        </label>
      </fieldset>
    </div>
  );
}
