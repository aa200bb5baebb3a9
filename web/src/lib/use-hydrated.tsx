import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// True in the browser unless a HydratedProvider above says the page is still hydrating.
const HydratedContext = createContext(true);

/**
 * Answers useHydrated for the app inside it. `hydrating`: the tree hydrates markup the server rendered (on the server
 * itself too), so it starts false and turns true once hydration has committed. The switch is a transition: what then
 * shows the browser's own state (the stored cart and wishlist counts, the hearts on product cards) re-renders in time
 * slices after hydration instead of in one long task, and waits for a part of the page that is still hydrating.
 */
export function HydratedProvider({ hydrating, children }: { hydrating: boolean; children: ReactNode }) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False on the server and while the browser hydrates server-rendered markup, true afterwards (and at once in a page
 * the browser renders itself). What only the browser knows (the stored cart and wishlist) shows once this is true,
 * so hydration sees exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
