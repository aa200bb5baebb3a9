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
  sessionStorage.clear();
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

    // The second close is for the rest of the visit: not later, not on the next page, not after a reload.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    void advance(120_000);
    expect(promptShown()).toBe(false);
    act(() => navigateTo('/category'));
    void advance(60_000);
    expect(promptShown()).toBe(false);
    cleanup();
    renderAt('/shop');
    act(() => auth.set({ status: 'signed-out' }));
    void advance(60_000);
    expect(promptShown()).toBe(false);
  });

  it('after one close and a reload, comes back once 10 s after the auth check', () => {
    renderAt('/shop');
    act(() => auth.set({ status: 'signed-out' }));
    void advance(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    cleanup();
    auth.reset();
    renderAt('/product/abc');
    act(() => auth.set({ status: 'signed-out' }));
    void advance(9_900);
    expect(promptShown()).toBe(false);
    void advance(100);
    expect(promptShown()).toBe(true);
  });

  it.each(['/cart', '/login', '/account', '/account/orders', '/checkout', '/payment/status'])(
    'never opens on %s',
    (path) => {
      renderAt(path);
      act(() => auth.set({ status: 'signed-out' }));
      void advance(60_000);
      expect(promptShown()).toBe(false);
    },
  );

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

  describe('waits for a shopper who is typing', () => {
    function engravingField() {
      const field = document.createElement('textarea');
      field.setAttribute('aria-label', 'Customization (optional)');
      document.body.append(field);
      return field;
    }
    const type = (field: HTMLTextAreaElement, text: string) => {
      for (const key of text) {
        fireEvent.keyDown(field, { key });
        field.value += key;
        void advance(200);
      }
    };

    afterEach(() => document.body.replaceChildren());

    it('does not open while focus is in a text field, however long it is due, and opens once focus leaves', () => {
      const field = engravingField();
      renderAt('/product/frame');
      act(() => auth.set({ status: 'signed-out' }));
      field.focus();
      void advance(60_000);
      expect(promptShown()).toBe(false);
      expect(document.activeElement).toBe(field);

      act(() => field.blur());
      void advance(0);
      expect(promptShown()).toBe(true);
    });

    it('lets every typed character land while the timer fires, then opens 3 s after the last keystroke', () => {
      const field = engravingField();
      renderAt('/product/frame');
      act(() => auth.set({ status: 'signed-out' }));
      field.focus();
      const engraving = 'Happy 25th anniversary Amma and Appa, with love';
      type(field, engraving); // 47 keys, 200 ms apart: the 5 s timer fires in the middle
      expect(promptShown()).toBe(false);
      expect(field.value).toBe(engraving);
      expect(document.activeElement).toBe(field);

      // Focus leaves by clicking a button (no keystroke): the prompt still waits out 3 s from the last key.
      const button = document.createElement('button');
      document.body.append(button);
      act(() => button.focus());
      const sinceLastKey = 200;
      void advance(3_000 - sinceLastKey - 100);
      expect(promptShown()).toBe(false);
      void advance(100);
      expect(promptShown()).toBe(true);
    });

    it('after a close, comes back 10 s later only once the shopper has stopped typing', () => {
      renderAt('/shop');
      act(() => auth.set({ status: 'signed-out' }));
      void advance(5_000);
      expect(promptShown()).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));

      void advance(9_000);
      fireEvent.keyDown(document.body, { key: 'ArrowDown' }); // a key outside any field still counts as activity
      void advance(1_000);
      expect(promptShown()).toBe(false);
      void advance(1_900);
      expect(promptShown()).toBe(false);
      void advance(100);
      expect(promptShown()).toBe(true);
    });

    it('waits while the shopper drags a photo into place, and while another dialog is open', () => {
      renderAt('/product/photo-mug');
      act(() => auth.set({ status: 'signed-out' }));
      void advance(4_000);
      // Dragging the crop: a press, then moves with the button held, the last at 6 s.
      fireEvent.pointerDown(document.body, { buttons: 1 });
      for (let moved = 0; moved < 4; moved += 1) {
        void advance(500);
        fireEvent.pointerMove(document.body, { buttons: 1 });
      }
      void advance(2_900);
      expect(promptShown()).toBe(false);
      // A size guide opens meanwhile: the prompt waits for it to close.
      const guide = document.createElement('dialog');
      guide.setAttribute('open', '');
      document.body.append(guide);
      void advance(10_000);
      expect(promptShown()).toBe(false);
      act(() => guide.remove());
      void advance(1_000);
      expect(promptShown()).toBe(true);
    });

    it('stays open when the shopper then types inside the prompt', () => {
      renderAt('/shop');
      act(() => auth.set({ status: 'signed-out' }));
      void advance(5_000);
      expect(promptShown()).toBe(true);
      const inside = screen.getByRole('button', { name: 'pretend to log in' });
      act(() => inside.focus());
      fireEvent.keyDown(inside, { key: 'a' });
      void advance(10_000);
      expect(promptShown()).toBe(true);
    });
  });
});
