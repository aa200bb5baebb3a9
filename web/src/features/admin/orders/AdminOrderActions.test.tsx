// The owner's order actions offer "Mark out for delivery" exactly when the server lists the action.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderAction, AdminOrderPage_OrderFragment } from '../../../gql/graphql';
import { AdminOrderActions } from './AdminOrderActions';

afterEach(cleanup);

const adminOrder = (actions: AdminOrderAction[]) =>
  ({ actions, invoice: null, order: { id: 'o1', creditNotes: [] } }) as unknown as AdminOrderPage_OrderFragment;

function renderActions(actions: AdminOrderAction[], onTransition = vi.fn()) {
  render(
    <MemoryRouter>
      <AdminOrderActions adminOrder={adminOrder(actions)} busy={false} onTransition={onTransition} onOpen={vi.fn()} />
    </MemoryRouter>,
  );
  return onTransition;
}

describe('AdminOrderActions: out for delivery', () => {
  it('marks a shipped order out for delivery', () => {
    const onTransition = renderActions(['OUT_FOR_DELIVERY', 'DELIVER', 'INVOICE']);
    fireEvent.click(screen.getByRole('button', { name: 'Mark out for delivery' }));
    expect(onTransition).toHaveBeenCalledWith({ kind: 'outForDelivery' });
    expect(screen.getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
  });

  it('is not offered when the server does not list it', () => {
    renderActions(['SHIP', 'CANCEL']);
    expect(screen.queryByRole('button', { name: 'Mark out for delivery' })).not.toBeInTheDocument();
  });

  it("offers a packed own delivery only the rider's path, as the server lists it", () => {
    const onTransition = renderActions(['OUT_FOR_DELIVERY', 'CANCEL', 'INVOICE']);
    expect(screen.queryByRole('button', { name: 'Mark shipped' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark out for delivery' }));
    expect(onTransition).toHaveBeenCalledWith({ kind: 'outForDelivery' });
  });
});
