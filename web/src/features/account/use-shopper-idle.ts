import { useEffect, useRef, useState } from 'react';
import { isTextEntry, promptWaitMs } from './shopper-idle-rules';

/** Another modal dialog of the page is open (the shop's dialogs are native <dialog> elements). */
const dialogOpen = () => document.querySelector('dialog[open]') !== null;

/**
 * Whether the shopper is idle, asked only while `watching`: true once focus is outside every text field, no other
 * dialog is open and no key was pressed and nothing touched, dragged or scrolled for 3 s. It stays true until
 * `watching` ends, so a dialog that opens on it may take the focus.
 */
export function useShopperIdle(watching: boolean): boolean {
  const lastKeystrokeAt = useRef<number | null>(null);
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    // Keys and touches are noted from the start: one a second before the prompt is due still counts.
    const noteKey = () => {
      lastKeystrokeAt.current = Date.now();
    };
    const noteDrag = (event: PointerEvent) => {
      if (event.buttons !== 0) noteKey();
    };
    const events = ['keydown', 'pointerdown', 'wheel', 'touchmove'] as const;
    for (const name of events) document.addEventListener(name, noteKey, { capture: true, passive: true });
    document.addEventListener('pointermove', noteDrag, { capture: true, passive: true });
    return () => {
      for (const name of events) document.removeEventListener(name, noteKey, true);
      document.removeEventListener('pointermove', noteDrag, true);
    };
  }, []);

  useEffect(() => {
    if (!watching) {
      setIdle(false);
      return;
    }
    let timer: number | undefined;
    let settled = false;
    const check = () => {
      window.clearTimeout(timer);
      if (settled) return;
      const wait = promptWaitMs({
        now: Date.now(),
        lastKeystrokeAt: lastKeystrokeAt.current,
        focusInTextEntry: isTextEntry(document.activeElement),
        dialogOpen: dialogOpen(),
      });
      if (wait === 0) {
        settled = true;
        setIdle(true);
      } else if (wait !== null) {
        timer = window.setTimeout(check, wait);
      }
    };
    // Focus moves after focusout has run; look again once it has landed.
    const checkSoon = () => {
      window.clearTimeout(timer);
      if (!settled) timer = window.setTimeout(check, 0);
    };
    check();
    const events = ['keydown', 'focusin', 'focusout'] as const;
    for (const name of events) document.addEventListener(name, checkSoon, true);
    return () => {
      window.clearTimeout(timer);
      for (const name of events) document.removeEventListener(name, checkSoon, true);
    };
  }, [watching]);

  return idle;
}
