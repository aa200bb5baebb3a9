export type PolicyId = 'terms-of-service' | 'privacy-policy' | 'shipping-policy' | 'refund-and-return-policy';

export default function PolicyPage({ policy }: { policy: PolicyId }) {
  return <h1 className="container">{policy}</h1>;
}
