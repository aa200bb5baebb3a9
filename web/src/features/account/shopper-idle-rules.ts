// When a shopper counts as idle for the login prompt: focus is not in a text field, no other dialog is open (a photo
// crop, a size guide) and no key was pressed and nothing touched, dragged or scrolled for 3 s. A prompt that opened
// while someone typed would take the focus and swallow the rest of what they were typing; one that opened during a
// drag would take the next tap.

/** The prompt waits this long after the last keystroke, tap, drag or scroll anywhere on the page. */
export const TYPING_QUIET_MS = 3_000;
/** While another dialog is open the prompt looks again this often. */
export const DIALOG_RECHECK_MS = 1_000;

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
  /** When a key was last pressed, or the page last touched, dragged or scrolled (ms, same clock as now); null: never. */
  lastKeystrokeAt: number | null;
  focusInTextEntry: boolean;
  /** Another modal dialog of the page is open. */
  dialogOpen?: boolean;
}

/**
 * How long the prompt must still wait: 0 when the shopper is idle, the rest of the quiet time after a recent
 * keystroke or touch, a second while another dialog is open, or null while focus stays in a text field (only focus
 * leaving it can end that wait).
 */
export function promptWaitMs({ now, lastKeystrokeAt, focusInTextEntry, dialogOpen }: TypingState): number | null {
  if (focusInTextEntry) return null;
  if (dialogOpen === true) return DIALOG_RECHECK_MS;
  if (lastKeystrokeAt === null) return 0;
  return Math.max(0, lastKeystrokeAt + TYPING_QUIET_MS - now);
}
