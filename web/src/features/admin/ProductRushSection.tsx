import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui';
import { SelectField } from '../../ui/SelectField';
import { errorMessage } from './admin-errors';
import styles from './admin-form.module.css';

const SetStockShards = graphql(`
  mutation AdminSetStockShards($id: ID!, $shards: Int!) {
    adminSetStockShards(id: $id, shards: $shards) {
      ...AdminProductPayloadFields
    }
  }
`);

/** The parts the owner may split a product's stock into (0: kept as one). */
const RUSH_CHOICES = [
  { shards: 0, label: 'Off: orders take turns on one stock figure' },
  { shards: 4, label: 'On, 4 parts: a busy day' },
  { shards: 8, label: 'On, 8 parts: a festival bestseller' },
  { shards: 16, label: 'On, 16 parts: a flash sale' },
];

/**
 * An existing product's rush switch: its stock split into parts that many shoppers' orders take from side by side
 * (docs/orders-under-load.md). The owner still sees and sets one stock figure; it is saved on its own, not with the form.
 */
export function ProductRushSection({ product }: { product: AdminProductFieldsFragment }) {
  const [shards, setShards] = useState(product.stockShards);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetStockShards);
  const choices = RUSH_CHOICES.some((choice) => choice.shards === product.stockShards)
    ? RUSH_CHOICES
    : [...RUSH_CHOICES, { shards: product.stockShards, label: `On, ${product.stockShards} parts` }];

  async function apply(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await save({ variables: { id: product.id, shards } });
      const problem = answer.data?.adminSetStockShards.userErrors[0];
      setOutcome(problem ? problem.message : shards === 0 ? 'Rush mode is off.' : `Rush mode is on: ${shards} parts.`);
    } catch (failure) {
      setOutcome(errorMessage(failure));
    }
  }

  return (
    <section className={`${styles.section} ${styles.formAside}`}>
      <h2 className={styles.sectionTitle}>Rush mode</h2>
      <p className={styles.hint}>
        Expecting many orders of this product at once (Valentine&apos;s roses, a Diwali hamper)? Rush mode lets
        shoppers&apos; orders go through side by side instead of one after another. You still see and set one stock
        figure; nothing is ever oversold.
      </p>
      <form className={styles.applyRow} onSubmit={(event) => void apply(event)}>
        <SelectField
          label="Rush mode"
          value={String(shards)}
          onChange={(event) => {
            setShards(Number(event.target.value));
            setOutcome(null);
          }}
        >
          {choices.map((choice) => (
            <option key={choice.shards} value={choice.shards}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary" loading={loading} disabled={shards === product.stockShards}>
          Apply
        </Button>
      </form>
      {outcome && (
        <p className={styles.hint} role="status">
          {outcome}
        </p>
      )}
    </section>
  );
}
