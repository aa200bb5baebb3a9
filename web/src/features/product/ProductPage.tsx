export default function ProductPage() {
  return <h1 className="container">Product</h1>;
}
