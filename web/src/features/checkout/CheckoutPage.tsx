// Placeholder so the router compiles; the cart work replaces it.
export default function CheckoutPage() {
  return <h1>Checkout</h1>;
}
