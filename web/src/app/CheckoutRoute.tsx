// /checkout put together: the checkout feature behind the account area's sign-in gate (features never import each
// other; the app composes them). Its own lazy chunk, like every page.
import { SignInGate } from '../features/account/SignInGate';
import CheckoutPage from '../features/checkout/CheckoutPage';

export default function CheckoutRoute() {
  return <CheckoutPage SignedIn={SignInGate} />;
}
