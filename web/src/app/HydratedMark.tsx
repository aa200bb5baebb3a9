import { useEffect } from 'react';

/**
 * The attribute `<html>` carries once the app runs the page: hydrated when the server rendered it, rendered when the
 * browser did. Before that a rendered page is plain HTML (its links work, its menus and buttons do not yet);
 * tests/support/e2e waits for it before using anything that needs the app.
 */
export const HYDRATED_MARK = 'data-hydrated';

/** Sets HYDRATED_MARK when the page around it has been committed (its effects run after hydration, never on the server). */
export function HydratedMark(): null {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_MARK, '');
  }, []);
  return null;
}
