import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRotation } from './use-rotation';

function Rotator({ count, paused = false }: { count: number; paused?: boolean }) {
  const { index, leaving } = useRotation(count, { intervalMs: 6000, transitionMs: 1000, paused });
  return <output data-testid="state">{`${index}${leaving ? ' leaving' : ''}`}</output>;
}

const state = () => screen.getByTestId('state').textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useRotation (announcement bar: next line every 6 s with a 1 s slide-out)', () => {
  it('slides the line out at 6 s and shows the next one after the 1 s transition, wrapping around', () => {
    render(<Rotator count={3} />);
    expect(state()).toBe('0');
    void advance(5999);
    expect(state()).toBe('0');
    void advance(1);
    expect(state()).toBe('0 leaving');
    void advance(999);
    expect(state()).toBe('0 leaving');
    void advance(1);
    expect(state()).toBe('1');
    void advance(6000 + 1000);
    expect(state()).toBe('2');
    void advance(6000 + 1000);
    expect(state()).toBe('0');
  });

  it('stays still when paused (reduced motion, hover, focus) or with a single line', () => {
    render(<Rotator count={3} paused />);
    void advance(60_000);
    expect(state()).toBe('0');
    cleanup();
    render(<Rotator count={1} />);
    void advance(60_000);
    expect(state()).toBe('0');
  });
});
