import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../../ui';
import { useAuth } from './auth-state';
import { AuthForm } from './AuthForm';
import { browserSessionStorage, readJson, writeJson } from '../../lib/storage';
import { isPromptAllowedOn, promptDelayAfter } from './login-prompt-rules';
import { useShopperIdle } from './use-shopper-idle';

/** Where this visit remembers how often the shopper closed the prompt (a new tab or visit starts again). */
const CLOSES_KEY = 'lovely.loginPrompt.closes';

function closesThisVisit(): number {
  const stored = readJson(browserSessionStorage(), CLOSES_KEY);
  return stored.status === 'found' && typeof stored.value === 'number' ? stored.value : 0;
}

/**
 * The login prompt the shell mounts on every page: for signed-out visitors, outside /account, /login, /cart,
 * checkout and payment pages, it is due 5 s after the auth check, once more 10 s after the first close, and not
 * again in this visit after the second (sessionStorage, so a reload or the next page does not bring it back). It opens once the shopper is idle (focus outside
 * every text field, no key pressed for 3 s), so it never takes the focus from someone typing. Signing in inside it
 * keeps the shopper where they are.
 */
export default function LoginPrompt() {
  const { status, busy } = useAuth({ whenIdle: true });
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const dueRef = useRef(false);
  const timer = useRef<number | null>(null);

  const setDueNow = useCallback((value: boolean) => {
    dueRef.current = value;
    setDue(value);
  }, []);

  const cancel = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const schedule = useCallback(
    (delayMs: number | null) => {
      cancel();
      if (delayMs === null) return;
      timer.current = window.setTimeout(() => {
        timer.current = null;
        setDueNow(true);
      }, delayMs);
    },
    [cancel, setDueNow],
  );

  useEffect(() => {
    // While a sign-in runs, the flow decides what happens; this effect looks again once it has finished.
    if (busy) return;
    if (status === 'signed-out') {
      if (!dueRef.current && timer.current === null) schedule(promptDelayAfter(closesThisVisit()));
    } else if (status === 'signed-in') {
      cancel();
      setDueNow(false);
    }
  }, [status, busy, schedule, cancel, setDueNow]);

  useEffect(() => cancel, [cancel]);

  const close = useCallback(() => {
    const closes = closesThisVisit() + 1;
    writeJson(browserSessionStorage(), CLOSES_KEY, closes);
    setDueNow(false);
    schedule(promptDelayAfter(closes));
  }, [schedule, setDueNow]);

  const succeeded = useCallback(() => {
    cancel();
    setDueNow(false);
  }, [cancel, setDueNow]);

  const wanted = due && isPromptAllowedOn(pathname) && (status === 'signed-out' || busy);
  const idle = useShopperIdle(wanted);
  if (!wanted || !idle) return null;

  return (
    <Dialog open onClose={close} title="Log in to Lovely Gifts" closeOnBackdrop={false}>
      <AuthForm onSuccess={succeeded} />
    </Dialog>
  );
}
