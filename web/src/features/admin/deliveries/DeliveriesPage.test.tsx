// The owner's run sheet: deliveries grouped by slot with the recipient, address, phone, items and gift message;
// overdue ones flagged; the day chosen in the URL.
import { withSeams } from '../../../testing/order-seams';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { answeringLink, money, renderPage } from '../../../testing/shop-test-kit';
import DeliveriesPage from './DeliveriesPage';

afterEach(cleanup);

function delivery(id: string, overdue: boolean, gift: boolean, status = 'PACKED', actions: string[] = ['SHIP']) {
  return {
    __typename: 'AdminDelivery',
    id,
    overdue,
    order: {
      __typename: 'AdminOrder',
      id,
      actions,
      order: withSeams({
        __typename: 'Order',
        id,
        orderNumber: `LG-261127-${id.toUpperCase()}`,
        status,
        paymentMethod: 'ONLINE',
        address: {
          __typename: 'OrderAddress',
          firstName: 'Priya',
          lastName: 'Raman',
          email: 'priya@example.in',
          phone: '+919876543210',
          address: '12 Race Course Road',
          city: 'Coimbatore',
          postalCode: '641018',
          state: 'Tamil Nadu',
          landmark: null,
        },
        lines: [
          {
            __typename: 'OrderLine',
            productName: 'Red roses',
            variant: '12 stems',
            quantity: 1,
            giftMessage: 'Love you',
          },
        ],
        cashToCollect: money(0),
        delivery: {
          __typename: 'DeliveryPromise',
          mode: 'LOCAL',
          date: '2026-11-28',
          latestDate: '2026-11-28',
          text: 'Arrives Sat 28 Nov, 23:00–23:59',
          slot: { __typename: 'DeliverySlot', id: 'midnight', label: 'Midnight', startTime: '23:00', endTime: '23:59' },
        },
        recipient: gift
          ? {
              __typename: 'OrderRecipient',
              firstName: 'Anitha',
              lastName: 'Kumar',
              phone: '+919123456780',
              address: '4 Lake View',
              landmark: 'Near the clock tower',
              city: 'Coimbatore',
              postalCode: '641002',
              state: 'Tamil Nadu',
            }
          : null,
      }),
    },
  };
}

function day(date: string, deliveries = [delivery('a1', false, true)], outEarly: ReturnType<typeof delivery>[] = []) {
  return {
    adminDeliveries: {
      __typename: 'AdminDeliveryDay',
      date,
      slots: [
        {
          __typename: 'AdminDeliverySlotGroup',
          booked: 1,
          slot: {
            __typename: 'DeliverySlot',
            id: 'midnight',
            // As the server labels it: the times are said once in the heading.
            label: 'Midnight (23:00–23:59)',
            startTime: '23:00',
            endTime: '23:59',
            capacityPerDay: 10,
          },
          deliveries,
        },
      ],
      courier: [],
      overdueEarlier: [delivery('b2', true, false)],
      outEarly,
    },
  };
}

describe('DeliveriesPage', () => {
  it("groups a day's deliveries by slot, with whom to deliver to, the items and the gift message", async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderPage(
      <DeliveriesPage />,
      '/admin/deliveries',
      answeringLink((_, variables) => day(String(variables['date'])), calls),
      [],
      '/admin/deliveries?date=2026-11-28',
    );
    const sheet = await screen.findByTestId('run-sheet');
    expect(within(sheet).getByRole('heading', { name: /Run sheet · Sat 28 Nov · 1 delivery/ })).toBeInTheDocument();
    const midnight = within(sheet)
      .getByRole('heading', { name: /^Midnight · 23:00–23:59 ?·/ })
      .closest('section')!;
    expect(midnight).toHaveTextContent('1 of 10 places booked');
    const row = within(midnight).getByTestId('delivery-row');
    expect(row).toHaveTextContent('Anitha Kumar');
    expect(row).toHaveTextContent('(gift from Priya)');
    expect(row).toHaveTextContent('Landmark: Near the clock tower');
    expect(row).toHaveTextContent('+91 91234 56780');
    expect(row).toHaveTextContent('Red roses (12 stems) × 1');
    expect(row).toHaveTextContent('“Love you”');
    expect(row).not.toHaveAttribute('data-overdue');

    const overdue = within(sheet).getByRole('heading', { name: 'Overdue from earlier days' }).closest('section')!;
    expect(within(overdue).getByTestId('delivery-row')).toHaveAttribute('data-overdue', 'true');
    expect(within(overdue).getByText('Overdue')).toBeInTheDocument();
    expect(calls[0]?.variables).toEqual({ date: '2026-11-28' });
  });

  it('shows the cash to collect, and for a cash-on-delivery gift the buyer to call; nothing once collected', async () => {
    const cod = (id: string, status: string, paise: number) => {
      const row = delivery(id, false, true, status);
      return {
        ...row,
        order: { ...row.order, order: { ...row.order.order, paymentMethod: 'COD', cashToCollect: money(paise) } },
      };
    };
    renderPage(
      <DeliveriesPage />,
      '/admin/deliveries',
      answeringLink((_, variables) =>
        day(String(variables['date']), [cod('c1', 'PACKED', 117600), cod('c2', 'DELIVERED', 0)]),
      ),
      [],
      '/admin/deliveries?date=2026-11-28',
    );
    const rows = await screen.findAllByTestId('delivery-row');
    const [due, collected] = ['C1', 'C2'].map((id) => rows.find((row) => row.textContent?.includes(`LG-261127-${id}`)));
    expect(within(due!).getByTestId('delivery-collect')).toHaveTextContent('collect ₹1,176');
    expect(within(due!).getByTestId('cod-gift-buyer')).toHaveTextContent(
      'If the recipient cannot pay, call the buyer: Priya Raman, +91 98765 43210',
    );
    expect(within(collected!).getByTestId('delivery-collect')).toHaveTextContent('cash collected');
    expect(within(collected!).queryByTestId('cod-gift-buyer')).toBeNull();
  });

  it('asks for the day chosen', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderPage(
      <DeliveriesPage />,
      '/admin/deliveries',
      answeringLink((_, variables) => day(String(variables['date'])), calls),
      [],
      '/admin/deliveries?date=2026-11-28',
    );
    await screen.findByTestId('run-sheet');
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-11-29' } });
    expect(await screen.findByRole('heading', { name: /Run sheet · Sun 29 Nov/ })).toBeInTheDocument();
    expect(calls.at(-1)?.variables).toEqual({ date: '2026-11-29' });
  });
});

describe('out for delivery from the run sheet', () => {
  it('offers it for a shipped order only, and the row shows the new status from the answer', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const shipped = delivery('c3', false, true, 'SHIPPED', ['OUT_FOR_DELIVERY', 'DELIVER']);
    renderPage(
      <DeliveriesPage />,
      '/admin/deliveries',
      answeringLink((operation, variables) => {
        if (operation === 'RunSheetOutForDelivery')
          return {
            adminMarkOrderOutForDelivery: {
              __typename: 'AdminOrderPayload',
              order: {
                __typename: 'AdminOrder',
                id: 'c3',
                actions: ['DELIVER'],
                order: { __typename: 'Order', id: 'c3', status: 'OUT_FOR_DELIVERY' },
              },
              userErrors: [],
            },
          };
        return day(String(variables['date']), [shipped, delivery('d4', false, false)]);
      }, calls),
      [],
      '/admin/deliveries?date=2026-11-28',
    );
    const button = await screen.findByRole('button', { name: 'LG-261127-C3: out for delivery' });
    expect(screen.queryByRole('button', { name: 'LG-261127-D4: out for delivery' })).not.toBeInTheDocument();
    fireEvent.click(button);
    const row = button.closest('tr')!;
    await waitFor(() => expect(row).toHaveTextContent('out for delivery ·'));
    expect(calls.find((call) => call.operationName === 'RunSheetOutForDelivery')?.variables).toEqual({
      id: 'c3',
      confirmEarly: false,
    });
    expect(within(row).queryByRole('button', { name: /out for delivery/ })).not.toBeInTheDocument();
  });

  it("lists what went out before its booked date first on today's sheet, marked early with its cash", async () => {
    const out = delivery('c3', false, true, 'OUT_FOR_DELIVERY', ['DELIVER']);
    out.order.order = { ...out.order.order, paymentMethod: 'COD', cashToCollect: money(144_600) };
    renderPage(
      <DeliveriesPage />,
      '/admin/deliveries',
      answeringLink((_, variables) => day(String(variables['date']), [], [out])),
      [],
      '/admin/deliveries?date=2026-11-27',
    );
    const sheet = await screen.findByTestId('run-sheet');
    expect(within(sheet).getByRole('heading', { name: /Run sheet · Fri 27 Nov · 1 delivery/ })).toBeInTheDocument();
    const early = within(sheet)
      .getByRole('heading', { name: /^Out early: booked for a later date/ })
      .closest('section')!;
    const row = within(early).getByTestId('delivery-row');
    expect(row).toHaveTextContent('LG-261127-C3');
    expect(row).toHaveTextContent('Early · booked for Sat 28 Nov');
    expect(within(row).getByTestId('delivery-collect')).toHaveTextContent('collect ₹1,446');
  });

  it("asks the order page's question before the delivery date, and sends the owner's confirmation", async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const packed = delivery('e5', false, true, 'PACKED', ['OUT_FOR_DELIVERY', 'CANCEL']);
    const question =
      'This order is due on Sat 28 Nov. Confirm that it goes out for delivery early, before its delivery date.';
    renderPage(
      <DeliveriesPage />,
      '/admin/deliveries',
      answeringLink((operation, variables) => {
        if (operation !== 'RunSheetOutForDelivery') return day(String(variables['date']), [packed]);
        const confirmed = variables['confirmEarly'] === true;
        return {
          adminMarkOrderOutForDelivery: {
            __typename: 'AdminOrderPayload',
            order: confirmed
              ? {
                  __typename: 'AdminOrder',
                  id: 'e5',
                  actions: ['DELIVER'],
                  order: { __typename: 'Order', id: 'e5', status: 'OUT_FOR_DELIVERY' },
                }
              : null,
            userErrors: confirmed
              ? []
              : [{ __typename: 'UserError', field: 'confirmEarly', code: 'CONFIRMATION_REQUIRED', message: question }],
          },
        };
      }, calls),
      [],
      '/admin/deliveries?date=2026-11-28',
    );
    const button = await screen.findByRole('button', { name: 'LG-261127-E5: out for delivery' });
    const row = button.closest('tr')!;
    fireEvent.click(button);
    // Cancel beside the confirmation closes the question and sends nothing more; asking again brings it back.
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Out for delivery before its date?' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Out for delivery before its date?' });
    expect(dialog).toHaveTextContent(question);
    expect(row).not.toHaveTextContent('out for delivery ·');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm out for delivery early' }));
    await waitFor(() => expect(row).toHaveTextContent('out for delivery ·'));
    expect(
      calls.filter((call) => call.operationName === 'RunSheetOutForDelivery').map((call) => call.variables),
    ).toEqual([
      { id: 'e5', confirmEarly: false },
      { id: 'e5', confirmEarly: false },
      { id: 'e5', confirmEarly: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
