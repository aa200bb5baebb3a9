// Where "Notify me" shows on pages of other features (product page, wishlist): the slots here render what the app
// puts in them (the account feature's components, loaded lazily), so the pages neither import the account feature
// nor carry its code in their first load. They render nothing on the server and while hydrating: whether a shopper
// is signed in is known only in the browser.
import { createContext, Suspense, useContext, type ComponentType } from 'react';
import { useHydrated } from '../lib/use-hydrated';

export interface NotifyMeProps {
  readonly productId: string;
  readonly productName: string;
  /** The sold-out options a request may name (null: the product, which has no options). */
  readonly options: readonly (string | null)[];
}

export interface StockAlertSlots {
  readonly NotifyMe: ComponentType<NotifyMeProps>;
  /** The shopper's waiting requests with a way to cancel each. */
  readonly MyStockAlerts: ComponentType;
}

export const StockAlertSlotsContext = createContext<StockAlertSlots | null>(null);

export function NotifyMeSlot(props: NotifyMeProps) {
  const slots = useContext(StockAlertSlotsContext);
  const hydrated = useHydrated();
  if (!slots || !hydrated || props.options.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <slots.NotifyMe {...props} />
    </Suspense>
  );
}

export function MyStockAlertsSlot() {
  const slots = useContext(StockAlertSlotsContext);
  const hydrated = useHydrated();
  if (!slots || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <slots.MyStockAlerts />
    </Suspense>
  );
}
