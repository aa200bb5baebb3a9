import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { buttonClass } from '../../ui/Button';
import { SHOP } from '../../lib/shop-info';

/**
 * /payment/status. Online payment comes later (a payment provider behind an interface, trusting only
 * signatures the server has verified); until then this page says plainly that no payment was taken here.
 */
export default function PaymentStatusPage() {
  usePageMeta('Payment status', 'The status of your Lovely Gifts payment.');
  return (
    <section
      className="container"
      style={{ maxWidth: 640, padding: 'var(--space-7) var(--space-4)', textAlign: 'center' }}
    >
      <h1>Payment status</h1>
      <p>We have no payment to show here. Online payment is opening soon, and no money has been taken on this page.</p>
      <p>
        If you were charged and have a question, please write to <a href={`mailto:${SHOP.email}`}>{SHOP.email}</a> or
        call <a href={SHOP.phoneHref}>{SHOP.phoneDisplay}</a>.
      </p>
      <div
        style={{
          display: 'flex',
          gap: 'var(--space-3)',
          justifyContent: 'center',
          flexWrap: 'wrap',
          marginTop: 'var(--space-5)',
        }}
      >
        <Link to="/cart" className={buttonClass()}>
          Go to cart
        </Link>
        <Link to="/shop" className={buttonClass({ variant: 'secondary' })}>
          Continue shopping
        </Link>
      </div>
    </section>
  );
}
