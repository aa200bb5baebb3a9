// The sign-in gate of checkout: a guest gets the login modal at once and sees the page once signed in.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth as auth } from '../../testing/fake-auth';

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

const { SignInGate } = await import('./SignInGate');

afterEach(cleanup);

describe('SignInGate', () => {
  it('shows the login modal to a guest, then the page once signed in', () => {
    auth.set({ status: 'checking' });
    render(
      <SignInGate>
        <p>Checkout steps</p>
      </SignInGate>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => auth.set({ status: 'signed-out' }));
    expect(screen.getByRole('dialog', { name: 'Log in to check out' })).toBeInTheDocument();
    expect(screen.queryByText('Checkout steps')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'pretend to log in' }));
    expect(screen.getByText('Checkout steps')).toBeInTheDocument();
  });

  it('keeps the modal while a sign-up is still finishing', () => {
    auth.set({ status: 'signed-in', busy: true });
    render(
      <SignInGate>
        <p>Checkout steps</p>
      </SignInGate>,
    );
    expect(screen.queryByText('Checkout steps')).toBeNull();
    act(() => auth.set({ busy: false }));
    expect(screen.getByText('Checkout steps')).toBeInTheDocument();
  });
});
