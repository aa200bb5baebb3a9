export default function PaymentStatusPage() {
  return <h1 className="container">Payment status</h1>;
}
