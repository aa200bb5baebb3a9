import { Link } from 'react-router-dom';
import type { AdminProductFieldsFragment } from '../../gql/graphql';
import { adminProductUrl } from '../../lib/urls';
import { Badge, Button, buttonClass } from '../../ui';
import { StockEditor } from './StockEditor';
import styles from './admin-table.module.css';

/** One product of the admin table: name with badges, category, price, a quick stock edit and row actions. */
export function ProductRow({
  product,
  onDuplicate,
  onToggleHidden,
  onDelete,
}: {
  product: AdminProductFieldsFragment;
  onDuplicate: () => void;
  onToggleHidden: () => void;
  onDelete: () => void;
}) {
  return (
    <tr className={product.hidden ? styles.hiddenRow : undefined}>
      <td>
        <div className={styles.productCell}>
          {product.thumbnail ? (
            <img className={styles.thumb} src={product.thumbnail} alt="" width={48} height={48} loading="lazy" />
          ) : (
            <span className={styles.thumb} aria-hidden="true" />
          )}
          <div>
            <Link to={adminProductUrl(product.id)} className={styles.productName}>
              {product.productName}
            </Link>
            <div className={styles.badges}>
              {product.hidden && <Badge tone="neutral">Hidden</Badge>}
              {product.isLimitedOffer && <Badge tone="brand">Limited offer</Badge>}
              {product.stockCount === 0 && <Badge tone="danger">Sold out</Badge>}
              {product.stockCount > 0 && product.stockCount < 10 && <Badge tone="warning">Low stock</Badge>}
            </div>
          </div>
        </div>
      </td>
      <td>
        {product.category}
        {product.subCategory && <span className={styles.muted}> › {product.subCategory}</span>}
      </td>
      <td className={styles.number}>
        {product.sellingPrice.formatted}
        {product.mrp.paise > product.sellingPrice.paise && <s className={styles.muted}> {product.mrp.formatted}</s>}
        {product.pricesVary && <span className={styles.muted}> (options from {product.lowestPrice.formatted})</span>}
      </td>
      <td>
        <StockEditor product={product} />
      </td>
      <td>
        <div className={styles.rowActions}>
          <Link className={buttonClass({ variant: 'ghost', size: 'small' })} to={adminProductUrl(product.id)}>
            Edit
          </Link>
          <Button variant="ghost" size="small" onClick={onDuplicate}>
            Duplicate
          </Button>
          <Button variant="ghost" size="small" onClick={onToggleHidden}>
            {product.hidden ? 'Show' : 'Hide'}
          </Button>
          <Button variant="ghost" size="small" onClick={onDelete}>
            Delete
          </Button>
        </div>
      </td>
    </tr>
  );
}
