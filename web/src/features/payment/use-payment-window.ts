// Paying for an order from its status page: startPayment opens a provider order, Checkout.js (loaded only now) takes
// the payment, and confirmPayment tells the server what the browser saw. The server's verdict is read afterwards.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { openCheckout } from './checkout-script';
import type { BrowserPhase } from './payment-verdict';
import { PaymentTexts } from './payment-texts';

const StartPaymentMutation = graphql(`
  mutation StartPayment($orderId: ID!) {
    startPayment(orderId: $orderId) {
      session {
        orderId
        keyId
        providerOrderId
        amount {
          paise
        }
        currency
        name
        description
        prefill {
          name
          email
          contact
        }
        scriptUrl
        expiresAt
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

const ConfirmPaymentMutation = graphql(`
  mutation ConfirmPayment($input: ConfirmPaymentInput!) {
    confirmPayment(input: $input) {
      order {
        id
        status
        payment {
          status
          failureReason
          expiresAt
        }
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

export interface PaymentWindow {
  /** Opens the payment window (once at a time), then asks the server for the verdict through `refetch`. */
  pay: () => Promise<void>;
  /** What the browser last saw of the payment. */
  phase: BrowserPhase;
  /** Why the window could not open or the payment failed, as the provider said it. */
  problem: string | null;
  /** The window is being opened. */
  opening: boolean;
}

export function usePaymentWindow(orderId: string, refetch: () => Promise<unknown>): PaymentWindow {
  const [phase, setPhase] = useState<BrowserPhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [startPayment] = useMutation(StartPaymentMutation);
  const [confirmPayment] = useMutation(ConfirmPaymentMutation);

  async function pay() {
    if (opening) return;
    setProblem(null);
    setOpening(true);
    try {
      const { data: started } = await startPayment({ variables: { orderId } });
      const result = started?.startPayment;
      if (!result?.session) {
        setProblem(result?.userErrors[0]?.message ?? PaymentTexts.cannotOpen);
        await refetch();
        return;
      }
      setOpening(false);
      const outcome = await openCheckout(result.session, (description) => {
        setPhase('failed');
        setProblem(description);
      });
      if (outcome.kind === 'dismissed') {
        if (!outcome.afterFailure) setPhase('dismissed');
      } else {
        setProblem(null);
        setPhase('confirming');
        const { razorpay_payment_id, razorpay_order_id, razorpay_signature } = outcome.response;
        await confirmPayment({
          variables: {
            input: {
              orderId,
              razorpayPaymentId: razorpay_payment_id,
              razorpayOrderId: razorpay_order_id,
              razorpaySignature: razorpay_signature,
            },
          },
        }).catch(() => undefined); // the webhook and the reconciler confirm it too; the page keeps asking
      }
      await refetch();
    } catch {
      setProblem(PaymentTexts.cannotOpen);
    } finally {
      setOpening(false);
    }
  }

  return { pay, phase, problem, opening };
}
