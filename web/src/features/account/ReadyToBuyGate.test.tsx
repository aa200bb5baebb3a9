// Checkout's account check with an Apollo client answered by a function and the Firebase steps stubbed: who may go on
// to checkout (a profile whose phone the token proves), and the phone step for who may not, with its OTP dialog.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../lib/toast';
import { answeringLink, renderPage } from '../../testing/shop-test-kit';
import { fakeAuth as auth } from '../../testing/fake-auth';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
await loadSonner();

vi.mock('./auth-state', async () => ({ useAuth: (await import('../../testing/fake-auth')).useFakeAuth }));

// The Firebase half: sending "works", and confirming puts the number on the signed-in user, as linking does.
const sent: string[] = [];
vi.mock('./auth-actions', () => ({
  sendPhoneChangeOtp: async (digits: string) => {
    sent.push(digits);
    return {
      async confirm(code: string) {
        if (code !== '123456') throw new Error('auth/invalid-verification-code');
        const user = auth.get().user!;
        auth.set({ user: { ...user, phoneNumber: `+91${digits}`, providerIds: [...user.providerIds, 'phone'] } });
      },
    };
  },
}));

const { ReadyToBuyGate } = await import('./ReadyToBuyGate');

const googleUser = {
  uid: 'uid-1',
  email: 'meena@example.in',
  displayName: 'Meena Sundaram',
  phoneNumber: null,
  providerIds: ['google.com'],
};

function profile(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'UserProfile',
    id: 'uid-1',
    firstName: 'Meena',
    lastName: 'Sundaram',
    email: 'meena@example.in',
    phone: null,
    isPhoneVerified: false,
    address: '4 Avinashi Road',
    city: 'Coimbatore',
    pincode: '641018',
    state: 'Tamil Nadu',
    photoURL: null,
    providerId: 'google.com',
    createdAt: null,
    updatedAt: null,
    ...overrides,
  };
}

type Call = { operationName: string; variables: Record<string, unknown> };

/** The server: `me` as stored, and updateMyProfile storing what it is sent (verified when the token has the phone). */
function server(initial: ReturnType<typeof profile> | null, calls: Call[]) {
  let stored = initial;
  return answeringLink((operationName, variables) => {
    if (operationName === 'CheckoutBuyer') return { me: stored };
    if (operationName === 'UpdateMyProfile') {
      const input = variables['input'] as Record<string, string | null>;
      stored = {
        ...(stored ?? profile()),
        ...input,
        isPhoneVerified: input['phone'] === auth.get().user?.phoneNumber,
      };
      return { updateMyProfile: { __typename: 'ProfilePayload', profile: stored, userErrors: [] } };
    }
    throw new Error(`unexpected ${operationName}`);
  }, calls);
}

function renderGate(me: ReturnType<typeof profile> | null, refusal: { code: string; message: string } | null = null) {
  const calls: Call[] = [];
  const onResolved = vi.fn();
  renderPage(
    <ReadyToBuyGate refusal={refusal} onResolved={onResolved}>
      <h2>Delivery address</h2>
    </ReadyToBuyGate>,
    '/checkout',
    server(me, calls),
  );
  return { calls, onResolved };
}

beforeEach(() => {
  sent.length = 0;
  auth.set({ status: 'signed-in', user: googleUser });
});

afterEach(() => vi.restoreAllMocks());

describe('ReadyToBuyGate', () => {
  it('lets a shopper whose profile phone the token proves go straight on to checkout', async () => {
    auth.set({ user: { ...googleUser, phoneNumber: '+919876543210', providerIds: ['google.com', 'phone'] } });
    renderGate(profile({ phone: '+919876543210', isPhoneVerified: true }));
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(screen.queryByTestId('checkout-phone-step')).toBeNull();
  });

  it('leads a Google shopper without a phone through the OTP, saves the phone on the profile, then checkout', async () => {
    const { calls } = renderGate(profile());
    const step = await screen.findByTestId('checkout-phone-step');
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
    const form = within(step).getByRole('form', { name: 'Verify your phone' });
    // Names come from the profile: not asked again.
    expect(within(form).queryByLabelText('First Name')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Phone Number'), { target: { value: '9876543210' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await within(form).findByText('Please verify your phone number')).toBeInTheDocument();
    expect(calls.some((c) => c.operationName === 'UpdateMyProfile')).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Verify Phone No' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify Phone Number' });
    expect(sent).toEqual(['9876543210']);
    fireEvent.change(within(dialog).getByLabelText('OTP'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify OTP' }));
    await waitFor(() => expect(within(form).getByText('Verified')).toBeInTheDocument());

    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    const saved = calls.find((c) => c.operationName === 'UpdateMyProfile')!.variables['input'];
    // The whole profile goes back as it was, with the phone added.
    expect(saved).toEqual({
      firstName: 'Meena',
      lastName: 'Sundaram',
      phone: '+919876543210',
      address: '4 Avinashi Road',
      city: 'Coimbatore',
      pincode: '641018',
      state: 'Tamil Nadu',
    });
  });

  it('asks for names too when the account has no profile yet, and a phone already on the account needs no OTP', async () => {
    auth.set({ user: { ...googleUser, phoneNumber: '+919876543210', providerIds: ['google.com', 'phone'] } });
    const { calls } = renderGate(null);
    const form = await screen.findByRole('form', { name: 'Verify your phone' });
    expect(within(form).getByLabelText<HTMLInputElement>('First Name').value).toBe('Meena');
    expect(within(form).getByLabelText<HTMLInputElement>('Phone Number').value).toBe('9876543210');
    expect(within(form).getByText('Verified')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Last Name'), { target: { value: ' ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await within(form).findByText('Last name is required')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Last Name'), { target: { value: 'S' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Delivery address' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(calls.filter((c) => c.operationName === 'CheckoutBuyer').length).toBeGreaterThanOrEqual(2);
  });

  it("shows placeOrder's refusal even when the account looked ready, and goes back once it is done", async () => {
    auth.set({ user: { ...googleUser, phoneNumber: '+919876543210', providerIds: ['google.com', 'phone'] } });
    const { onResolved } = renderGate(profile({ phone: '+919876543210', isPhoneVerified: true }), {
      code: 'PHONE_NOT_VERIFIED',
      message: 'Please verify your phone number to place orders.',
    });
    const step = await screen.findByTestId('checkout-phone-step');
    expect(within(step).getByRole('alert').textContent).toBe('Please verify your phone number to place orders.');
    await act(async () => {
      fireEvent.click(within(step).getByRole('button', { name: 'Save and continue' }));
    });
    await waitFor(() => expect(onResolved).toHaveBeenCalledTimes(1));
  });
});
