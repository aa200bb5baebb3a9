import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { usePageMeta } from '../../lib/page-meta';
import { LoadError, Spinner } from '../../ui';
import styles from './admin.module.css';
import tableStyles from './admin-table.module.css';

const GstRatesQuery = graphql(`
  query GstRates {
    adminGstRates {
      heading
      description
      defaultRate
      allowedRates
      exempt
    }
  }
`);

const rate = (percent: number) => (percent === 0 ? 'Exempt (0 %)' : `${percent} %`);

/** /admin/gst-rates: the HSN → GST table each product's rate defaults from, read-only. */
export default function GstRatesPage() {
  const { data, loading, error, refetch } = useQuery(GstRatesQuery);
  usePageMeta('GST rates');
  if (!data && loading) return <Spinner centered label="Loading the GST rates" />;
  if (!data)
    return (
      <LoadError onRetry={() => void refetch()}>
        The GST rates could not be loaded{error ? `: ${error.message}` : '.'}
      </LoadError>
    );
  return (
    <section className={styles.page}>
      <h1 className={styles.pageTitle}>GST rates by HSN heading</h1>
      <p>
        A product is charged its HSN heading&rsquo;s default rate unless you choose another rate the heading allows in
        its form. Products without an HSN code (or with a heading not listed here) take the rate you choose, else the
        shop&rsquo;s default rate, which also applies to shipping (SAC 9968) and the cash-on-delivery fee (SAC 9971).
      </p>
      <table className={tableStyles.table} data-testid="gst-rates">
        <thead>
          <tr>
            <th scope="col">HSN heading</th>
            <th scope="col">Goods</th>
            <th scope="col">Default rate</th>
            <th scope="col">Rates allowed</th>
          </tr>
        </thead>
        <tbody>
          {data.adminGstRates.map((row) => (
            <tr key={row.heading}>
              <td>{row.heading}</td>
              <td>{row.description}</td>
              <td>{rate(row.defaultRate)}</td>
              <td>{row.exempt ? 'Exempt only' : row.allowedRates.map(rate).join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
