// The login prompt's timing rules (5 s after the auth check, 10 s after each close) with a controllable auth state
// and fake timers.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth as auth } from '../../testing/fake-auth';

vi.mock('./auth-state', async () => ({ useAuth: (await import('../../testing/fake-auth')).useFakeAuth }));

vi.mock('./AuthForm', () => ({
  AuthForm: ({ onSuccess }: { onSuccess: () => void }) => (
    <button type="button" onClick={onSuccess}>
      pretend to log in
    </button>
  ),
}));

const { default: LoginPrompt } = await import('./LoginPrompt');

let navigateTo: (path: string) => void = () => {};
function Navigator() {
  const navigate = useNavigate();
  navigateTo = (path) => void navigate(path);
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navigator />
      <LoginPrompt />
    </MemoryRouter>,
  );
}

const promptShown = () => screen.queryByRole('dialog', { name: 'Log in to Lovely Gifts' }) !== null;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  auth.reset();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoginPrompt', () => {
  it('waits for the auth check, opens 5 s after it, and again 10 s after each close', () => {
    renderAt('/shop');
    void advance(30_000);
    expect(promptShown()).toBe(false); // still checking

    act(() => auth.set({ status: 'signed-out' }));
    void advance(4_900);
    expect(promptShown()).toBe(false);
    void advance(100);
    expect(promptShown()).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(promptShown()).toBe(false);
    void advance(9_900);
    expect(promptShown()).toBe(false);
    void advance(100);
    expect(promptShown()).toBe(true);
  });

  it.each(['/cart', '/login', '/account', '/account/orders'])('never opens on %s', (path) => {
    renderAt(path);
    act(() => auth.set({ status: 'signed-out' }));
    void advance(60_000);
    expect(promptShown()).toBe(false);
  });

  it('opens on leaving an excluded page once it is due', () => {
    renderAt('/cart');
    act(() => auth.set({ status: 'signed-out' }));
    void advance(6_000);
    expect(promptShown()).toBe(false);
    act(() => navigateTo('/wishlist'));
    expect(promptShown()).toBe(true);
  });

  it('never opens while signed in, and closes for good after a log-in inside it', () => {
    renderAt('/');
    act(() => auth.set({ status: 'signed-in' }));
    void advance(60_000);
    expect(promptShown()).toBe(false);

    act(() => auth.set({ status: 'signed-out' }));
    void advance(5_000);
    expect(promptShown()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'pretend to log in' }));
    act(() => auth.set({ status: 'signed-in' }));
    void advance(60_000);
    expect(promptShown()).toBe(false);
  });

  it('comes back 5 s after a log-out, and stays put while a sign-in flow runs', () => {
    renderAt('/');
    act(() => auth.set({ status: 'signed-in' }));
    act(() => auth.set({ status: 'signed-out' }));
    void advance(4_900);
    expect(promptShown()).toBe(false);
    void advance(100);
    expect(promptShown()).toBe(true);

    // A flow that briefly signs someone in (a phone number of another account) keeps the prompt open.
    act(() => auth.set({ busy: true, status: 'signed-in' }));
    expect(promptShown()).toBe(true);
    act(() => auth.set({ status: 'signed-out' }));
    act(() => auth.set({ busy: false }));
    void advance(60_000);
    expect(promptShown()).toBe(true);
  });
});
