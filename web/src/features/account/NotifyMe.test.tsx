// "Notify me": its states against a fake API (the requests the server keeps) and a controllable auth state.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth as auth } from '../../testing/fake-auth';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';

vi.mock('./auth-state', async () => ({ useAuth: (await import('../../testing/fake-auth')).useFakeAuth }));

vi.mock('./AuthForm', () => ({
  AuthForm: ({ onSuccess }: { onSuccess: () => void }) => (
    <button
      type="button"
      onClick={() => {
        auth.set({ status: 'signed-in' });
        onSuccess();
      }}
    >
      pretend to log in
    </button>
  ),
}));

const { NotifyMe, MyStockAlerts, WAITING_TEXT } = await import('./NotifyMe');

interface Kept {
  productId: string;
  variant: string | null;
}

let kept: Kept[];
let calls: { operationName: string; variables: Record<string, unknown> }[];
let refusal: { field: string | null; message: string; code: string } | null;

function api() {
  return answeringLink((operation, variables) => {
    const input = variables['input'] as Kept | undefined;
    const alert = (entry: Kept) => ({
      __typename: 'StockAlert',
      productId: entry.productId,
      variant: entry.variant,
      createdAt: '2026-11-24T10:00:00.000Z',
      product: { __typename: 'Product', id: entry.productId, productName: 'Moon Lamp' },
    });
    if (operation === 'MyStockAlerts') return { myStockAlerts: kept.map(alert) };
    if (operation === 'RequestStockAlert') {
      if (refusal)
        return { requestStockAlert: { stockAlert: null, userErrors: [{ __typename: 'UserError', ...refusal }] } };
      kept.push({ productId: input!.productId, variant: input!.variant ?? null });
      return { requestStockAlert: { stockAlert: alert(kept.at(-1)!), userErrors: [] } };
    }
    if (operation === 'CancelStockAlert') {
      kept = kept.filter((entry) => !(entry.productId === input!.productId && entry.variant === input!.variant));
      return { cancelStockAlert: { cancelled: true } };
    }
    throw new Error(`unexpected ${operation}`);
  }, calls);
}

const requests = () => calls.filter((call) => call.operationName === 'RequestStockAlert').map((call) => call.variables);

beforeEach(() => {
  kept = [];
  calls = [];
  refusal = null;
});

afterEach(() => auth.reset());

describe('NotifyMe', () => {
  it('asks for a signed-in shopper, then shows the request as waiting, and cancels it', async () => {
    auth.set({ status: 'signed-in' });
    renderPage(<NotifyMe productId="lamp" productName="Moon Lamp" options={[null]} />, '/product/lamp', api());
    fireEvent.click(await screen.findByRole('button', { name: 'Notify me when Moon Lamp is back' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${WAITING_TEXT}.`);
    expect(requests()).toEqual([{ input: { productId: 'lamp', variant: null } }]);
    expect(screen.queryByRole('button', { name: /Notify me/ })).toBeNull();

    // The request shows as waiting as soon as the cache has it; Cancel is enabled once the request has finished.
    const cancel = screen.getByRole('button', { name: 'Cancel the e-mail for Moon Lamp' });
    await waitFor(() => expect(cancel).toBeEnabled());
    fireEvent.click(cancel);
    expect(await screen.findByRole('button', { name: 'Notify me when Moon Lamp is back' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(kept).toEqual([]);
  });

  it('shows a request the account already has as waiting', async () => {
    kept = [{ productId: 'lamp', variant: null }];
    auth.set({ status: 'signed-in' });
    renderPage(<NotifyMe productId="lamp" productName="Moon Lamp" options={[null]} />, '/product/lamp', api());
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING_TEXT);
  });

  it('lets a signed-out shopper log in first, and then makes the request', async () => {
    auth.set({ status: 'signed-out' });
    renderPage(<NotifyMe productId="lamp" productName="Moon Lamp" options={[null]} />, '/product/lamp', api());
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when Moon Lamp is back' }));
    expect(screen.getByRole('dialog', { name: "Log in to be told when it's back" })).toBeInTheDocument();
    expect(requests()).toEqual([]);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'pretend to log in' }));
    });
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING_TEXT);
    expect(requests()).toEqual([{ input: { productId: 'lamp', variant: null } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a tap made while the account is still being checked, and asks once it turns out signed in', async () => {
    renderPage(<NotifyMe productId="lamp" productName="Moon Lamp" options={[null]} />, '/product/lamp', api());
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when Moon Lamp is back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests()).toEqual([]);
    await act(async () => {
      auth.set({ status: 'signed-in', busy: true });
    });
    expect(requests()).toEqual([]);
    await act(async () => {
      auth.set({ busy: false });
    });
    expect(await screen.findByRole('status')).toHaveTextContent(WAITING_TEXT);
    expect(requests()).toEqual([{ input: { productId: 'lamp', variant: null } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the log-in for a tap made while checking once the shopper turns out signed out', async () => {
    renderPage(<NotifyMe productId="lamp" productName="Moon Lamp" options={[null]} />, '/product/lamp', api());
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when Moon Lamp is back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => {
      auth.set({ status: 'signed-out' });
    });
    expect(screen.getByRole('dialog', { name: "Log in to be told when it's back" })).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('asks for the chosen sold-out option of a product with options', async () => {
    auth.set({ status: 'signed-in' });
    renderPage(<NotifyMe productId="tee" productName="Name Tee" options={['S', 'XL']} />, '/product/tee', api());
    fireEvent.change(screen.getByLabelText('Option'), { target: { value: 'XL' } });
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when Name Tee (XL) is back' }));
    expect(await screen.findByRole('status')).toHaveTextContent(`${WAITING_TEXT} (XL).`);
    expect(requests()).toEqual([{ input: { productId: 'tee', variant: 'XL' } }]);
    // S can still be asked for.
    expect(screen.getByRole('button', { name: 'Notify me when Name Tee (S) is back' })).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the button", async () => {
    refusal = { field: null, message: 'You are already waiting for 50 products.', code: 'LIMIT_REACHED' };
    auth.set({ status: 'signed-in' });
    renderPage(<NotifyMe productId="lamp" productName="Moon Lamp" options={[null]} />, '/product/lamp', api());
    fireEvent.click(screen.getByRole('button', { name: 'Notify me when Moon Lamp is back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are already waiting for 50 products.');
    expect(screen.getByRole('button', { name: 'Notify me when Moon Lamp is back' })).toBeInTheDocument();
  });
});

describe('MyStockAlerts', () => {
  it("lists the account's waiting requests with a way to cancel each", async () => {
    kept = [{ productId: 'lamp', variant: null }];
    auth.set({ status: 'signed-in' });
    renderPage(<MyStockAlerts />, '/wishlist', api());
    const item = await screen.findByRole('link', { name: 'Moon Lamp' });
    expect(item).toHaveAttribute('href', '/product/lamp');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the e-mail for Moon Lamp' }));
    await waitFor(() => expect(screen.queryByTestId('my-stock-alerts')).toBeNull());
    expect(kept).toEqual([]);
  });

  it('shows nothing to a signed-out shopper and asks the server nothing', () => {
    kept = [{ productId: 'lamp', variant: null }];
    auth.set({ status: 'signed-out' });
    renderPage(<MyStockAlerts />, '/wishlist', api());
    expect(screen.queryByTestId('my-stock-alerts')).toBeNull();
    expect(calls).toEqual([]);
  });
});
