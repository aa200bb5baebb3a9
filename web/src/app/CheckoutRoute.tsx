// /checkout put together: the checkout feature behind the account area's sign-in gate and its account check (a
// completed profile with a verified phone; features never import each other; the app composes them). Its own lazy
// chunk, like every page.
import { ReadyToBuyGate } from '../features/account/ReadyToBuyGate';
import { SignInGate } from '../features/account/SignInGate';
import CheckoutPage from '../features/checkout/CheckoutPage';

export default function CheckoutRoute() {
  return <CheckoutPage SignedIn={SignInGate} ReadyToBuy={ReadyToBuyGate} />;
}
