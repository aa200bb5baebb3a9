import { useMutation } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { Button } from '../../ui';
import { errorMessage } from './admin-errors';
import styles from './admin-table.module.css';

const SetStock = graphql(`
  mutation AdminSetStock($id: ID!, $variant: String, $stock: Int!) {
    adminSetStock(id: $id, variant: $variant, stock: $stock) {
      ...AdminProductPayloadFields
    }
  }
`);

/** Quick stock edits in the table: one figure for a plain product, one per variant otherwise. */
export function StockEditor({ product }: { product: AdminProductFieldsFragment }) {
  if (!product.hasVariant)
    return <StockField productId={product.id} variant={null} label="Stock" stock={product.stock} />;
  return (
    <div className={styles.variantStocks}>
      {product.variants.map((variant) => (
        <StockField
          key={variant.name}
          productId={product.id}
          variant={variant.name}
          label={variant.name}
          stock={variant.stock}
        />
      ))}
    </div>
  );
}

function StockField({
  productId,
  variant,
  label,
  stock,
}: {
  productId: string;
  variant: string | null;
  label: string;
  stock: number;
}) {
  const [value, setValue] = useState(String(stock));
  const [setStock, { loading }] = useMutation(SetStock);
  const changed = value !== String(stock);
  const [shownStock, setShownStock] = useState(stock);
  // What the last save did, shown beside the field (a toast is gone before an owner editing a long table looks up).
  const [outcome, setOutcome] = useState<{ saved: true } | { saved: false; message: string } | null>(null);
  const outcomeId = useId();
  if (shownStock !== stock) {
    // The stored figure changed (a save, or another admin): show it unless someone is typing.
    setShownStock(stock);
    if (!changed) setValue(String(stock));
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const units = Number(value);
    try {
      const answer = await setStock({ variables: { id: productId, variant, stock: units } });
      const problem = answer.data?.adminSetStock.userErrors[0];
      setOutcome(problem ? { saved: false, message: problem.message } : { saved: true });
    } catch (failure) {
      setOutcome({ saved: false, message: errorMessage(failure) });
    }
  }

  return (
    <form className={styles.stockField} onSubmit={(event) => void save(event)}>
      <label>
        <span className={variant ? styles.variantLabel : 'visually-hidden'}>{label}</span>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={value}
          aria-label={variant ? `Stock of ${label}` : 'Stock'}
          onChange={(event) => {
            setValue(event.target.value);
            setOutcome(null);
          }}
          aria-invalid={outcome?.saved === false || undefined}
          aria-describedby={outcome ? outcomeId : undefined}
          className={stock === 0 ? styles.soldOut : stock < 10 ? styles.low : undefined}
        />
      </label>
      {changed && (
        <Button type="submit" size="small" loading={loading}>
          Save
        </Button>
      )}
      {outcome?.saved === true && (
        <span id={outcomeId} role="status" className={styles.stockSaved}>
          Saved
        </span>
      )}
      {outcome?.saved === false && (
        <span id={outcomeId} role="alert" className={styles.stockError}>
          {outcome.message}
        </span>
      )}
    </form>
  );
}
