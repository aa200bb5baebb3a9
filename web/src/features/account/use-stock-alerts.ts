// The signed-in shopper's "Notify me" requests: read from the account (myStockAlerts), asked for and cancelled
// through the API. The server keeps them; the browser keeps nothing.
import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useAuth } from './auth-state';

const MyStockAlertsQuery = graphql(`
  query MyStockAlerts {
    myStockAlerts {
      productId
      variant
      createdAt
      product {
        id
        productName
      }
    }
  }
`);

const RequestStockAlertMutation = graphql(`
  mutation RequestStockAlert($input: StockAlertInput!) {
    requestStockAlert(input: $input) {
      stockAlert {
        productId
        variant
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

const CancelStockAlertMutation = graphql(`
  mutation CancelStockAlert($input: StockAlertInput!) {
    cancelStockAlert(input: $input) {
      cancelled
    }
  }
`);

const UNREACHABLE = 'We could not reach the shop. Please try again.';

/** Null when done; otherwise what to tell the shopper. */
export type StockAlertProblem = string | null;

export function useStockAlerts() {
  const auth = useAuth({ whenIdle: true });
  const signedIn = auth.status === 'signed-in' && !auth.busy;
  const { data } = useQuery(MyStockAlertsQuery, { skip: !signedIn, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [MyStockAlertsQuery], awaitRefetchQueries: true };
  const [requestAlert, requesting] = useMutation(RequestStockAlertMutation, refetch);
  const [cancelAlert, cancelling] = useMutation(CancelStockAlertMutation, refetch);
  const alerts = signedIn ? (data?.myStockAlerts ?? []) : [];

  return {
    auth,
    signedIn,
    alerts,
    busy: requesting.loading || cancelling.loading,
    isWaiting: (productId: string, variant: string | null) =>
      alerts.some((alert) => alert.productId === productId && alert.variant === variant),
    request: async (productId: string, variant: string | null): Promise<StockAlertProblem> => {
      try {
        const { data: answer } = await requestAlert({ variables: { input: { productId, variant } } });
        const result = answer?.requestStockAlert;
        return result?.stockAlert ? null : (result?.userErrors[0]?.message ?? UNREACHABLE);
      } catch {
        return UNREACHABLE;
      }
    },
    async cancel(productId: string, variant: string | null): Promise<StockAlertProblem> {
      try {
        await cancelAlert({ variables: { input: { productId, variant } } });
        return null;
      } catch {
        return UNREACHABLE;
      }
    },
  };
}
