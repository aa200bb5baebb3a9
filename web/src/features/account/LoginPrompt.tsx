import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../../ui';
import { useAuth } from './auth-state';
import { AuthForm } from './AuthForm';
import { isPromptAllowedOn, LOGIN_PROMPT_FIRST_DELAY_MS, LOGIN_PROMPT_RESHOW_DELAY_MS } from './login-prompt-rules';
import { useShopperIdle } from './use-shopper-idle';

/**
 * The login prompt the shell mounts on every page: for signed-out visitors, outside /account, /login and /cart, it
 * is due 5 s after the auth check and again 10 s after each close, and opens once the shopper is idle (focus outside
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
    (delayMs: number) => {
      cancel();
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
      if (!dueRef.current && timer.current === null) schedule(LOGIN_PROMPT_FIRST_DELAY_MS);
    } else if (status === 'signed-in') {
      cancel();
      setDueNow(false);
    }
  }, [status, busy, schedule, cancel, setDueNow]);

  useEffect(() => cancel, [cancel]);

  const close = useCallback(() => {
    setDueNow(false);
    schedule(LOGIN_PROMPT_RESHOW_DELAY_MS);
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
