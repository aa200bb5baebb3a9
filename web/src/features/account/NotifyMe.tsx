import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { productUrl } from '../../lib/urls';
import { Button, Dialog } from '../../ui';
import type { NotifyMeProps } from '../../shop/stock-alert-slots';
import { AuthForm } from './AuthForm';
import { useStockAlerts } from './use-stock-alerts';
import styles from './NotifyMe.module.css';

export const WAITING_TEXT = "We'll e-mail you when it's back";

const optionText = (option: string | null) => (option === null ? '' : ` (${option})`);

/**
 * "Notify me" for a sold-out product or its sold-out options: a signed-in shopper's tap asks the shop to e-mail once
 * when it is back; a signed-out one logs in first (in a dialog, staying on the page) and the request follows. A
 * waiting request shows as such with a way to cancel it.
 */
export function NotifyMe({ productId, productName, options }: NotifyMeProps) {
  const alerts = useStockAlerts();
  const selectId = useId();
  const waiting = options.filter((option) => alerts.isWaiting(productId, option));
  const open = options.filter((option) => !waiting.includes(option));
  const [chosen, setChosen] = useState<string | null>(open[0] ?? null);
  const [afterSignIn, setAfterSignIn] = useState<{ option: string | null } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const option = chosen !== null && open.includes(chosen) ? chosen : (open[0] ?? null);

  async function ask(target: string | null) {
    setProblem(null);
    setProblem(await alerts.request(productId, target));
  }

  // A tap made before the account was known (still being checked after the page loaded, or signed out and then
  // logged in through the dialog) is asked for once the shopper turns out to be signed in.
  const { signedIn, request } = alerts;
  useEffect(() => {
    if (afterSignIn === null || !signedIn) return;
    setAfterSignIn(null);
    setProblem(null);
    void request(productId, afterSignIn.option).then(setProblem);
  }, [afterSignIn, signedIn, request, productId]);

  function tap() {
    if (alerts.signedIn) void ask(option);
    else setAfterSignIn({ option });
  }

  async function cancel(target: string | null) {
    setProblem(await alerts.cancel(productId, target));
  }

  return (
    <div className={styles.notify} data-testid="notify-me">
      {waiting.map((target) => (
        <p key={target ?? ''} className={styles.waiting} role="status">
          {WAITING_TEXT}
          {optionText(target)}.
          <Button
            variant="ghost"
            size="small"
            disabled={alerts.busy}
            aria-label={`Cancel the e-mail for ${productName}${optionText(target)}`}
            onClick={() => void cancel(target)}
          >
            Cancel
          </Button>
        </p>
      ))}
      {open.length > 0 && (
        <div className={styles.ask}>
          {open.length > 1 && (
            <>
              <label htmlFor={selectId}>Option</label>
              <select id={selectId} value={option ?? ''} onChange={(event) => setChosen(event.target.value)}>
                {open.map((name) => (
                  <option key={name ?? ''} value={name ?? ''}>
                    {name}
                  </option>
                ))}
              </select>
            </>
          )}
          <Button
            variant="secondary"
            size="small"
            loading={alerts.busy || (afterSignIn !== null && alerts.auth.status !== 'signed-out')}
            aria-label={`Notify me when ${productName}${optionText(option)} is back`}
            onClick={tap}
          >
            Notify me
          </Button>
        </div>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      {afterSignIn && alerts.auth.status === 'signed-out' && (
        <Dialog
          open
          onClose={() => setAfterSignIn(null)}
          title="Log in to be told when it's back"
          closeOnBackdrop={false}
        >
          {/* The request the shopper tapped for follows the sign-in (the effect above), so success needs nothing. */}
          <AuthForm onSuccess={() => undefined} />
        </Dialog>
      )}
    </div>
  );
}

/** The shopper's waiting requests (on the wishlist page), each with its product's link and a way to cancel it. */
export function MyStockAlerts() {
  const alerts = useStockAlerts();
  const [problem, setProblem] = useState<string | null>(null);
  if (!alerts.signedIn || alerts.alerts.length === 0) return null;
  return (
    <section aria-labelledby="stock-alerts-heading" data-testid="my-stock-alerts">
      <h2 id="stock-alerts-heading">Back-in-stock e-mails you asked for</h2>
      <ul className={styles.list}>
        {alerts.alerts.map((alert) => {
          const name = `${alert.product?.productName ?? 'A product no longer sold'}${optionText(alert.variant)}`;
          return (
            <li key={`${alert.productId}|${alert.variant ?? ''}`} className={styles.waiting}>
              <Link to={productUrl(alert.productId)}>{name}</Link>: {WAITING_TEXT}.
              <Button
                variant="ghost"
                size="small"
                disabled={alerts.busy}
                aria-label={`Cancel the e-mail for ${name}`}
                onClick={() => void alerts.cancel(alert.productId, alert.variant).then(setProblem)}
              >
                Cancel
              </Button>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
