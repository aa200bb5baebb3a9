// Placeholder so the router compiles; the cart work replaces it.
export default function WishlistPage() {
  return <h1>Wishlist</h1>;
}
