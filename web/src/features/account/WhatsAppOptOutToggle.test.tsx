// The profile's WhatsApp switch: on until the shopper opts out; unticking it opts out, ticking it opts back in.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import { WhatsAppOptOutToggle } from './WhatsAppOptOutToggle';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();
afterEach(cleanup);

const preferences = (optedOut: boolean, phone: string | null = '+919876543210') => ({
  __typename: 'WhatsAppPreferences',
  phone,
  optedOut,
});

describe('WhatsAppOptOutToggle', () => {
  it('opts the shopper out when unticked, and back in when ticked again', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderPage(
      <WhatsAppOptOutToggle />,
      '/account',
      answeringLink((operation, variables) => {
        if (operation === 'SetWhatsAppOptOut')
          return {
            setWhatsAppOptOut: {
              __typename: 'WhatsAppPreferencesPayload',
              preferences: preferences(variables['optedOut'] === true),
              userErrors: [],
            },
          };
        return { myWhatsAppPreferences: preferences(false) };
      }, calls),
    );
    const box = await screen.findByRole<HTMLInputElement>('checkbox', { name: /order updates on WhatsApp/ });
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(false));
    expect(calls.filter((call) => call.operationName === 'SetWhatsAppOptOut').map((call) => call.variables)).toEqual([
      { optedOut: true },
    ]);
    fireEvent.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.at(-1)).toEqual({ operationName: 'SetWhatsAppOptOut', variables: { optedOut: false } });
  });

  it('shows nothing for an account without a verified phone', async () => {
    const calls: { operationName: string; variables: Record<string, unknown> }[] = [];
    renderPage(
      <WhatsAppOptOutToggle />,
      '/account',
      answeringLink(() => ({ myWhatsAppPreferences: preferences(false, null) }), calls),
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
