// When a shopper counts as idle for the login prompt: focus is not in a text field and no key was pressed for 3 s.
// A prompt that opened while someone typed would take the focus and swallow the rest of what they were typing.

/** The prompt waits this long after the last keystroke anywhere on the page. */
export const TYPING_QUIET_MS = 3_000;

/** Input types that take no typing: a focused checkbox or button does not hold the prompt back. */
const NON_TEXT_INPUT_TYPES = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Whether the element takes typed text: a text-like input, a textarea, or editable content. */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return true;
  if (tag === 'input') return !NON_TEXT_INPUT_TYPES.has((element.getAttribute('type') ?? 'text').toLowerCase());
  return (element as HTMLElement).isContentEditable === true;
}

export interface TypingState {
  now: number;
  /** When the last key was pressed (ms, same clock as now), or null when none was. */
  lastKeystrokeAt: number | null;
  focusInTextEntry: boolean;
}

/**
 * How long the prompt must still wait: 0 when the shopper is idle, the rest of the quiet time after a recent
 * keystroke, or null while focus stays in a text field (only focus leaving it can end that wait).
 */
export function promptWaitMs({ now, lastKeystrokeAt, focusInTextEntry }: TypingState): number | null {
  if (focusInTextEntry) return null;
  if (lastKeystrokeAt === null) return 0;
  return Math.max(0, lastKeystrokeAt + TYPING_QUIET_MS - now);
}
