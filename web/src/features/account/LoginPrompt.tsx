import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Dialog } from '../../ui';
import { useAuth } from './auth-store';
import { AuthForm } from './AuthForm';
import { isPromptAllowedOn, LOGIN_PROMPT_FIRST_DELAY_MS, LOGIN_PROMPT_RESHOW_DELAY_MS } from './login-prompt-rules';

/**
 * The login prompt the shell mounts on every page: for signed-out visitors, outside /account, /login and /cart, it
 * opens 5 s after the auth check and again 10 s after each close. Signing in inside it keeps the shopper where they are.
 */
export default function LoginPrompt() {
  const { status, busy } = useAuth({ whenIdle: true });
  const { pathname } = useLocation();
  const [due, setDue] = useState(false);
  const timer = useRef<number | null>(null);

  const schedule = useCallback((delayMs: number) => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      timer.current = null;
      setDue(true);
    }, delayMs);
  }, []);

  useEffect(() => {
    if (status === 'signed-out') schedule(LOGIN_PROMPT_FIRST_DELAY_MS);
    else if (status === 'signed-in' && !busy) {
      if (timer.current !== null) window.clearTimeout(timer.current);
      timer.current = null;
      setDue(false);
    }
    // `busy` changes must not restart the first delay: only the status does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, schedule]);

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );

  const close = useCallback(() => {
    setDue(false);
    schedule(LOGIN_PROMPT_RESHOW_DELAY_MS);
  }, [schedule]);

  const succeeded = useCallback(() => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    setDue(false);
  }, []);

  const open = due && isPromptAllowedOn(pathname) && (status === 'signed-out' || busy);
  if (!open) return null;

  return (
    <Dialog open onClose={close} title="Log in to Lovely Gifts" closeOnBackdrop={false}>
      <AuthForm onSuccess={succeeded} />
    </Dialog>
  );
}
