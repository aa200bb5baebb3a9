// Placeholder so the router compiles; the cart work replaces it.
export default function CartPage() {
  return <h1>Cart</h1>;
}
