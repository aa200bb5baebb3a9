import { useState, type ComponentType, type ReactNode } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { usePageMeta } from '../../lib/page-meta';
import { CART_URL, SHOP_URL, orderUrl, paymentStatusUrl } from '../../lib/urls';
import { checkCheckoutEntry } from '../../shop/checkout-entry';
import { useCart } from '../../shop/use-cart';
import { buttonClass, CartIcon } from '../../ui';
import { EmptyState } from '../../ui/EmptyState';
import type { AddressErrors } from './address-rules';
import type { AccountRefusal } from './order-refusals';
import { AddressStep, type AddressDraft } from './AddressStep';
import {
  finishCheckout,
  readDraft,
  readProgress,
  writeDraft,
  writeProgress,
  type CheckoutStep,
} from './checkout-progress';
import { ReviewStep } from './ReviewStep';
import styles from './CheckoutPage.module.css';

export interface CheckoutPageProps {
  /**
   * Shows its children to a signed-in shopper and a sign-in to a guest (the app passes the account area's gate).
   * Checkout resumes on the stored step afterwards.
   */
  SignedIn?: ComponentType<{ children: ReactNode }>;
  /**
   * Shows its children to a shopper who may buy (a completed profile with a phone verified by OTP) and otherwise leads
   * them through completing it, in place, so the cart and the checkout stay as they are (the app passes the account
   * area's). Also shown when placeOrder refuses for the account (`refusal`), whatever the client believed.
   */
  ReadyToBuy?: ComponentType<ReadyToBuyProps>;
  /** The waits between attempts while placing has an unknown outcome (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

export interface ReadyToBuyProps {
  children: ReactNode;
  /** placeOrder's refusal for the account, if there was one: ask again even if the account looked ready. */
  refusal: AccountRefusal | null;
  /** The account was completed after a refusal: checkout goes on where it was. */
  onResolved: () => void;
}

function Anyone({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** Without the account area (tests, other hosts): an account refusal is at least shown above the checkout. */
function RefusalShown({ children, refusal }: ReadyToBuyProps) {
  return (
    <>
      {refusal && (
        <p className={styles.problems} role="alert">
          {refusal.message}
        </p>
      )}
      {children}
    </>
  );
}

/** Guarded: only shoppers coming from the cart get here; everyone else is sent to /cart. */
export default function CheckoutPage({
  SignedIn = Anyone,
  ReadyToBuy = RefusalShown,
  retryDelaysMs,
}: CheckoutPageProps) {
  usePageMeta('Checkout', 'Check out your Lovely Gifts order.');
  // Decided once per visit, before anything renders, so a refused visitor never sees the page.
  const [allowed] = useState(() => checkCheckoutEntry());
  if (!allowed) return <Navigate to={CART_URL} replace />;
  return (
    <div className={`container ${styles.page}`}>
      <h1>Checkout</h1>
      <SignedIn>
        <CheckoutFlow ReadyToBuy={ReadyToBuy} retryDelaysMs={retryDelaysMs} />
      </SignedIn>
    </div>
  );
}

const STEPS: { step: CheckoutStep; label: string }[] = [
  { step: 1, label: 'Address' },
  { step: 2, label: 'Review and pay' },
];

/**
 * The two steps, resumed from session storage: the address, then review and pay; both behind the account check, so a
 * shopper who cannot buy yet completes their account before the review step, without leaving the page.
 */
function CheckoutFlow({
  ReadyToBuy,
  retryDelaysMs,
}: {
  ReadyToBuy: ComponentType<ReadyToBuyProps>;
  retryDelaysMs: readonly number[] | undefined;
}) {
  const cart = useCart();
  const navigate = useNavigate();
  const [progress, setProgress] = useState(() => readProgress());
  const [draft, setDraft] = useState(() => readDraft());
  const [serverErrors, setServerErrors] = useState<AddressErrors | undefined>();
  const [accountRefusal, setAccountRefusal] = useState<AccountRefusal | null>(null);

  function go(next: { step: CheckoutStep; addressCompleted: boolean }) {
    writeProgress(next);
    setProgress(next);
  }

  function keepDraft(next: AddressDraft) {
    setDraft(writeDraft(next));
  }

  if (cart.items.length === 0) {
    return (
      <EmptyState
        icon={<CartIcon size={36} />}
        title="Your cart is empty"
        actions={
          <Link to={SHOP_URL} className={buttonClass()}>
            Start shopping
          </Link>
        }
      >
        <p>Add a gift to your cart to check out.</p>
      </EmptyState>
    );
  }

  return (
    <ReadyToBuy refusal={accountRefusal} onResolved={() => setAccountRefusal(null)}>
      <ol className={styles.steps} aria-label="Checkout steps">
        {STEPS.map(({ step, label }) => (
          <li
            key={step}
            aria-current={progress.step === step ? 'step' : undefined}
            className={progress.step === step ? styles.currentStep : undefined}
          >
            <span className={styles.stepNumber}>{step}</span> {label}
          </li>
        ))}
      </ol>
      {progress.step === 1 || !draft.address ? (
        <section aria-labelledby="address-title" className={styles.card}>
          {/* A gift's card holds the buyer's details first; the delivery address is the recipient's, below them. */}
          <h2 id="address-title">{draft.isGift ? 'Your details and the recipient' : 'Delivery address'}</h2>
          <AddressStep
            draft={draft.address}
            saveAddress={draft.saveAddress}
            isGift={draft.isGift}
            giftBilling={draft.giftBilling}
            recipient={draft.recipient}
            serverErrors={serverErrors}
            onDraftChange={keepDraft}
            onComplete={(next) => {
              keepDraft(next);
              setServerErrors(undefined);
              go({ step: 2, addressCompleted: true });
            }}
          />
          <p>
            <Link to={CART_URL}>← Back to cart</Link>
          </p>
        </section>
      ) : (
        <ReviewStep
          items={cart.items}
          address={draft.address}
          recipient={draft.isGift ? draft.recipient : null}
          giftBilling={draft.isGift && draft.giftBilling}
          delivery={draft.delivery}
          onDeliveryChange={(delivery) => setDraft(writeDraft({ delivery }))}
          saveAddress={draft.saveAddress}
          onEditAddress={(errors) => {
            setServerErrors(errors);
            go({ step: 1, addressCompleted: progress.addressCompleted });
          }}
          onAccountRefusal={setAccountRefusal}
          retryDelaysMs={retryDelaysMs}
          onPlaced={(order, paymentMethod) => {
            // The order exists: only now is the cart emptied and the checkout forgotten.
            const next =
              paymentMethod === 'ONLINE'
                ? paymentStatusUrl(order.id, { pay: true })
                : orderUrl(order.id, { placed: true });
            void navigate(next, { replace: true });
            cart.clearCart();
            finishCheckout();
          }}
        />
      )}
    </ReadyToBuy>
  );
}
