// The orders pages with an Apollo client answered by a function: the list, the confirmation after checkout, and
// cancelling with a reason.
import { withSeams } from '../../testing/order-seams';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { answeringLink, money, renderPage } from '../../testing/shop-test-kit';
import OrderPage from './OrderPage';
import OrdersPage from './OrdersPage';
import { giftOrder, order } from '../../testing/order-page-fixtures';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

afterEach(() => vi.restoreAllMocks());

describe('OrderPage', () => {
  it('confirms a just-placed order: number, lines, address, total and what happens next', async () => {
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: order('PLACED') })),
      [],
      '/account/orders/order-1?placed=1',
    );
    const thanks = await screen.findByTestId('order-placed');
    expect(within(thanks).getByText('LG-261122-7KQ2M')).toBeInTheDocument();
    expect(within(thanks).getByText(/keep ₹1,028 ready to pay in cash/)).toBeInTheDocument();
    expect(screen.getByTestId('order-line').textContent).toContain('Rose Mug × 2');
    expect(screen.getByTestId('order-address').textContent).toContain('Coimbatore 641018, Tamil Nadu');
    expect(screen.getByTestId('order-address').textContent).toContain('+91 98765 43210');
    expect(screen.getByTestId('breakup-total').textContent).toBe('₹1,028');
    expect(screen.getByTestId('breakup-gst').textContent).toBe('Includes GST of ₹156.81 (CGST ₹78.41 + SGST ₹78.40)');
    expect(screen.getByTestId('order-payment').textContent).toBe('Cash on delivery');
    expect(screen.getByTestId('order-status').textContent).toBe('Placed');
  });

  it('drops the thank-you once the order has moved on, though the address still says ?placed=1', async () => {
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: { ...order('PLACED'), status: 'DELIVERED' } })),
      [],
      '/account/orders/order-1?placed=1',
    );
    expect((await screen.findByTestId('order-status')).textContent).toBe('Delivered');
    expect(screen.queryByTestId('order-placed')).toBeNull();
  });

  it('promises a confirmation e-mail only when one is sent (a verified e-mail)', async () => {
    for (const emailUpdates of [true, false]) {
      renderPage(
        <OrderPage />,
        '/account/orders/:id',
        answeringLink(() => ({ order: { ...order('PLACED'), emailUpdates } })),
        [],
        '/account/orders/order-1?placed=1',
      );
      const thanks = (await screen.findByTestId('order-placed')).textContent;
      if (emailUpdates) expect(thanks).toContain('A confirmation e-mail goes to priya@example.in.');
      else {
        expect(thanks).not.toContain('confirmation e-mail');
        expect(thanks).toContain('We send no e-mail about it, as priya@example.in is not verified yet');
      }
      cleanup();
    }
  });

  it('links each credit note of a refund after the invoice to its printable page', async () => {
    const refunded = {
      ...order('PLACED'),
      creditNotes: [
        { __typename: 'CreditNote', number: 'CN/2026-27/0007', reason: 'REFUND', total: money(10000) },
        { __typename: 'CreditNote', number: 'CN/2026-27/0009', reason: 'CANCELLATION', total: money(92800) },
      ],
    };
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: refunded })),
      [],
      '/account/orders/order-1',
    );
    const notes = await screen.findByTestId('order-credit-notes');
    const links = within(notes).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Credit note CN/2026-27/0007', '/account/orders/order-1/credit-notes/1'],
      ['Credit note CN/2026-27/0009', '/account/orders/order-1/credit-notes/2'],
    ]);
    expect(notes.textContent).toContain('refund of ₹100');
    expect(notes.textContent).toContain('cancellation of ₹928');
  });

  it('shows Refunded and Net under the total from the server, and each refund with its kind in the history', async () => {
    const delivered = withSeams({
      ...order('PLACED'),
      status: 'DELIVERED',
      canCancel: false,
      cashRefunds: [
        {
          __typename: 'CashRefund',
          amount: money(20000),
          note: 'One mug arrived chipped',
          refundedAt: '2026-11-29T09:00:00.000Z',
        },
      ],
    });
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: delivered })),
      [],
      '/account/orders/order-1',
    );
    const totals = await screen.findByTestId('refund-totals');
    expect(within(totals).getByTestId('refund-totals-refunded').textContent).toBe('−₹200');
    expect(within(totals).getByTestId('refund-totals-net').textContent).toBe('₹828');
    expect(screen.getByTestId('order-timeline').textContent).toContain(
      '₹200 handed back in cash: “One mug arrived chipped”',
    );
  });

  it('shows no refund figures while nothing was refunded', async () => {
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: order('PLACED') })),
      [],
      '/account/orders/order-1',
    );
    await screen.findByTestId('order-timeline');
    expect(screen.queryByTestId('refund-totals')).toBeNull();
  });

  it("links the order's invoice once the shop has issued it", async () => {
    const invoiced = { ...order('PLACED'), invoice: { __typename: 'InvoiceNumber', number: 'LG/2026-27/00004' } };
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: invoiced })),
      [],
      '/account/orders/order-1',
    );
    const link = within(await screen.findByTestId('order-invoice')).getByRole('link');
    expect([link.textContent, link.getAttribute('href')]).toEqual([
      'Invoice LG/2026-27/00004',
      '/account/orders/order-1/invoice',
    ]);
  });

  it('shows no credit notes while there are none', async () => {
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: order('PLACED') })),
      [],
      '/account/orders/order-1',
    );
    await screen.findByTestId('order-status');
    expect(screen.queryByTestId('order-credit-notes')).toBeNull();
    expect(screen.queryByTestId('order-invoice')).toBeNull();
  });

  it('tells the buyer of a cash-on-delivery gift that the recipient pays at the door', async () => {
    const gift = giftOrder(null);
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: gift })),
      [],
      '/account/orders/order-1?placed=1',
    );
    const thanks = await screen.findByTestId('order-placed');
    expect(thanks).toHaveTextContent('Anitha will be asked to pay ₹1,028 in cash at the door.');
    expect(thanks).not.toHaveTextContent('keep ₹1,028 ready');
  });

  it('says when it arrives, and for a gift whom it goes to, the buyer staying the billing address', async () => {
    const gift = giftOrder('Near the clock tower');
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: gift })),
      [],
      '/account/orders/order-1',
    );
    expect(await screen.findByTestId('order-arrives')).toHaveTextContent('Arrives Sat 28 Nov, 18:00–20:00');
    expect(screen.getByTestId('order-ship-to')).toHaveTextContent('Anitha Kumar');
    expect(screen.getByTestId('order-ship-to')).toHaveTextContent('Landmark: Near the clock tower');
    expect(screen.getByTestId('order-ship-to')).not.toHaveTextContent('Priya');
    expect(screen.getByTestId('delivery-when')).toHaveTextContent('Deliver: Sat 28 Nov, 18:00–20:00');
    // Before delivery the recipient is "delivering to"; the buyer is billed, with no address block to fill.
    expect(screen.getByRole('heading', { name: 'Delivering to (a gift)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bill to (you)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Billing address' })).toBeNull();
    expect(screen.getByTestId('order-address')).toHaveTextContent('Priya Raman');
    cleanup();
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: { ...gift, status: 'DELIVERED' } })),
      [],
      '/account/orders/order-1',
    );
    expect(await screen.findByRole('heading', { name: 'Delivered to (a gift)' })).toBeInTheDocument();
  });

  it('says when it was delivered (in India) once delivered, early or not, instead of when it arrives', async () => {
    const delivered = { ...giftOrder(null), status: 'DELIVERED', deliveredAt: '2026-11-27T15:45:00.000Z' };
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: delivered })),
      [],
      '/account/orders/order-1',
    );
    // 21:15 in India on Friday, the day before its date: an early delivery.
    expect(await screen.findByTestId('order-arrives')).toHaveTextContent('Delivered Fri 27 Nov, 21:15');
    expect(screen.getByTestId('order-arrives')).not.toHaveTextContent('Arrives');
    // What was booked stays, named as such: not a second, older promise beside the delivery.
    expect(screen.getByTestId('delivery-when')).toHaveTextContent(/^Booked for: Sat 28 Nov/);
  });

  it('cancels with a reason while it may, and then shows the cancellation in the timeline', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(
        (operationName, variables) =>
          operationName === 'CancelMyOrder'
            ? {
                cancelMyOrder: {
                  __typename: 'OrderPayload',
                  order: order('CANCELLED', variables['reason'] as string),
                  userErrors: [],
                },
              }
            : { order: order('PLACED') },
        calls,
      ),
      [],
      '/account/orders/order-1',
    );
    expect(screen.queryByTestId('order-placed')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    // Cash on delivery: the shopper is told before confirming that nothing was paid, so nothing comes back.
    expect(within(dialog).getByTestId('cancel-refund-note').textContent).toBe(
      'You have not paid for this order, so there is nothing to refund.',
    );
    fireEvent.change(within(dialog).getByLabelText('Why are you cancelling? (optional)'), {
      target: { value: 'Ordered twice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Cancelled by you: Ordered twice')).toBeInTheDocument();
    expect(screen.getByTestId('order-status').textContent).toBe('Cancelled');
    expect(calls.find((c) => c.operationName === 'CancelMyOrder')?.variables).toEqual({
      id: 'order-1',
      reason: 'Ordered twice',
    });
  });

  it("buys again: the order's lines, with their personalisation and gift wrap, go into the cart, which opens", async () => {
    localStorage.clear();
    const { router } = renderPage(
      <OrderPage />,
      '/account/orders/:id',
      answeringLink(() => ({ order: order('CANCELLED', 'Wrong address') })),
      [],
      '/account/orders/order-1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Buy again' }));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart');
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([
      expect.objectContaining({ id: 'mug', quantity: 2, customization: { text: 'Priya & Arun' }, giftWrap: true }),
    ]);
  });

  it('says so when the order is not the shopper’s', async () => {
    renderPage(
      <OrderPage />,
      '/account/orders/other',
      answeringLink(() => ({ order: null })),
    );
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
  });
});

describe('OrdersPage', () => {
  it('lists orders with their status and links to each', async () => {
    renderPage(
      <OrdersPage />,
      '/account/orders',
      answeringLink(() => ({
        myOrders: {
          __typename: 'OrderConnection',
          items: [order('CANCELLED'), { ...order('PLACED'), id: 'order-2', orderNumber: 'LG-261123-AB2CD' }],
          totalCount: 2,
          pageInfo: { __typename: 'PageInfo', page: 1, totalPages: 1, hasNextPage: false, hasPreviousPage: false },
        },
      })),
    );
    const rows = await screen.findAllByTestId('order-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/account/orders/order-2');
    expect(screen.queryByTestId('order-refunded')).toBeNull();
  });

  it('marks an order partly refunded with what came back', async () => {
    const cashRefunds = [{ amount: { paise: 30_000 }, note: 'Mug handle chipped' }];
    const refunded = withSeams({ ...order('PLACED'), cashRefunds });
    renderPage(
      <OrdersPage />,
      '/account/orders',
      answeringLink(() => ({
        myOrders: {
          __typename: 'OrderConnection',
          items: [refunded],
          totalCount: 1,
          pageInfo: { __typename: 'PageInfo', page: 1, totalPages: 1, hasNextPage: false, hasPreviousPage: false },
        },
      })),
    );
    const [row] = await screen.findAllByTestId('order-row');
    expect(within(row!).getByTestId('order-refunded')).toHaveTextContent('Refunded −₹300');
  });
});
