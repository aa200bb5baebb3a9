// The delivery settings page: loads the stored settings, sends what the owner changed (amounts in paise), and shows
// the server's field errors beside the fields they name, changing nothing.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../../lib/toast';
import { answeringLink, renderPage } from '../../../testing/shop-test-kit';
import DeliverySettingsPage from './DeliverySettingsPage';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

afterEach(cleanup);

const settings = {
  __typename: 'AdminDeliverySettings',
  zones: [
    {
      __typename: 'DeliveryZone',
      id: 'coimbatore-city',
      name: 'Coimbatore city',
      pinPrefixes: ['641'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      fee: { __typename: 'Money', paise: 4900 },
      freeAbove: null,
      codAllowed: true,
      perishablesAllowed: true,
    },
  ],
  slots: [
    {
      __typename: 'DeliverySlot',
      id: 'midnight',
      kind: 'MIDNIGHT',
      label: 'Midnight',
      startTime: '23:00',
      endTime: '23:59',
      surcharge: { __typename: 'Money', paise: 19900 },
      capacityPerDay: 20,
    },
  ],
  sameDayCutoff: '16:00',
  closedWeekdays: ['SUNDAY'],
  holidays: [],
  bookingWindowDays: 30,
};

describe('DeliverySettingsPage', () => {
  it("sends the owner's changes and shows the server's refusal beside the field it names", async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink((operationName) => {
      if (operationName === 'AdminDeliverySettingsPage') return { adminDeliverySettings: settings };
      if (operationName === 'AdminUpdateDeliverySettings')
        return {
          adminUpdateDeliverySettings: {
            __typename: 'DeliverySettingsPayload',
            settings: null,
            userErrors: [
              {
                __typename: 'UserError',
                field: 'zones[0].pinPrefixes[1]',
                code: 'DUPLICATE',
                message: '641 is listed twice',
              },
            ],
          },
        };
      throw new Error(`unexpected ${operationName}`);
    }, calls);
    renderPage(<DeliverySettingsPage />, '/admin/delivery-settings', link);
    const form = await screen.findByRole('form', { name: 'Delivery settings' });
    const zone = within(form).getByTestId('zone');
    const prefixes = within(zone).getByLabelText<HTMLInputElement>('PIN codes and prefixes');
    expect(prefixes.value).toBe('641');
    fireEvent.change(prefixes, { target: { value: '641, 641' } });
    fireEvent.change(within(form).getByLabelText('Surcharge (₹)'), { target: { value: '249' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Closed on Monday' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save delivery settings' }));

    await waitFor(() => expect(prefixes.getAttribute('aria-invalid')).toBe('true'));
    const messageId = prefixes.getAttribute('aria-describedby')!.split(' ').at(-1)!;
    expect(document.getElementById(messageId)?.textContent).toBe('641 is listed twice');
    const sent = calls.find((c) => c.operationName === 'AdminUpdateDeliverySettings')!.variables['input'];
    expect(sent).toMatchObject({
      zones: [{ id: 'coimbatore-city', pinPrefixes: ['641', '641'], feePaise: 4900, freeAbovePaise: null }],
      slots: [{ id: 'midnight', surchargePaise: 24900, capacityPerDay: 20 }],
      closedWeekdays: ['SUNDAY', 'MONDAY'],
    });
  });

  it('refuses an amount that is not one beside its field, sending nothing', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    const link = answeringLink(() => ({ adminDeliverySettings: settings }), calls);
    renderPage(<DeliverySettingsPage />, '/admin/delivery-settings', link);
    const form = await screen.findByRole('form', { name: 'Delivery settings' });
    const fee = within(form).getByLabelText('Fee (₹)');
    fireEvent.change(fee, { target: { value: 'forty' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save delivery settings' }));
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.operationName === 'AdminUpdateDeliverySettings')).toBe(false);
  });
});
