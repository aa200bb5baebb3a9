import { createContext, useContext } from 'react';

/**
 * The shop's origin for absolute links in the page (JSON-LD). The server's renderer provides the origin it serves,
 * so the markup it sends is the markup the browser renders when it hydrates.
 */
export const PageOriginContext = createContext<string | null>(null);

/** The origin of the page being rendered: the provided one, else the browser's location. */
export function usePageOrigin(): string {
  const provided = useContext(PageOriginContext);
  if (provided !== null) return provided;
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
}
