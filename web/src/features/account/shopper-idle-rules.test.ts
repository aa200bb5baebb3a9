import { describe, expect, it } from 'vitest';
import { DIALOG_RECHECK_MS, isTextEntry, promptWaitMs, TYPING_QUIET_MS } from './shopper-idle-rules';

/** The few parts of an element the rule reads (the unit project has no DOM). */
function element(tagName: string, type?: string, isContentEditable = false): Element {
  const attributes: Record<string, string | undefined> = { type };
  return { tagName, isContentEditable, getAttribute: (name: string) => attributes[name] ?? null } as unknown as Element;
}

describe('isTextEntry', () => {
  it.each<[string, string | undefined, boolean, boolean]>([
    ['INPUT', undefined, false, true],
    ['INPUT', 'text', false, true],
    ['INPUT', 'search', false, true],
    ['INPUT', 'tel', false, true],
    ['INPUT', 'email', false, true],
    ['INPUT', 'password', false, true],
    ['INPUT', 'number', false, true],
    ['TEXTAREA', undefined, false, true],
    ['DIV', undefined, true, true],
    ['INPUT', 'checkbox', false, false],
    ['INPUT', 'RADIO', false, false],
    ['INPUT', 'submit', false, false],
    ['BUTTON', undefined, false, false],
    ['A', undefined, false, false],
    ['DIV', undefined, false, false],
  ])('<%s type=%s contenteditable=%s> → %s', (tagName, type, editable, expected) => {
    expect(isTextEntry(element(tagName, type, editable))).toBe(expected);
  });

  it('is false for no element', () => {
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('promptWaitMs', () => {
  it('is 0 when nothing was typed and focus is elsewhere', () => {
    expect(promptWaitMs({ now: 10_000, lastKeystrokeAt: null, focusInTextEntry: false })).toBe(0);
  });

  it('waits out the rest of 3 s after the last keystroke', () => {
    expect(TYPING_QUIET_MS).toBe(3_000);
    expect(promptWaitMs({ now: 10_000, lastKeystrokeAt: 9_000, focusInTextEntry: false })).toBe(2_000);
    expect(promptWaitMs({ now: 12_000, lastKeystrokeAt: 9_000, focusInTextEntry: false })).toBe(0);
    expect(promptWaitMs({ now: 20_000, lastKeystrokeAt: 9_000, focusInTextEntry: false })).toBe(0);
  });

  it('looks again every second while another dialog is open (a photo being cropped)', () => {
    expect(promptWaitMs({ now: 60_000, lastKeystrokeAt: null, focusInTextEntry: false, dialogOpen: true })).toBe(
      DIALOG_RECHECK_MS,
    );
    expect(promptWaitMs({ now: 60_000, lastKeystrokeAt: null, focusInTextEntry: false, dialogOpen: false })).toBe(0);
  });

  it('waits with no end while focus is in a text field, however long ago the last key was', () => {
    expect(promptWaitMs({ now: 60_000, lastKeystrokeAt: null, focusInTextEntry: true })).toBeNull();
    expect(promptWaitMs({ now: 60_000, lastKeystrokeAt: 1_000, focusInTextEntry: true })).toBeNull();
  });
});
