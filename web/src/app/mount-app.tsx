import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { readApolloState } from '../apollo/apollo-state';
import { apolloClient } from './apollo-client';
import { AppProviders } from './app-providers';

/**
 * Renders a page's app (the shop, or the admin area) into #root, inside what both need: the crash screen, the one
 * Apollo Client and the router. A page the server rendered carries its Apollo cache: the client starts from it and
 * hydrates the markup instead of rendering it again.
 */
export function mountApp(app: ReactNode): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element to mount the app in.');
  const serverState = readApolloState(document);
  const tree = (
    <StrictMode>
      <AppProviders client={apolloClient} hydrating={serverState !== null}>
        <BrowserRouter>{app}</BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  if (serverState !== null) {
    // In a transition React hydrates in time slices of a few milliseconds (a transition lane is not a blocking one),
    // so the painted page never waits on one long task. A click on a part not yet hydrated makes React finish that
    // part at once and then handle the click; hovers and focus are replayed once it is hydrated. The browser's own state
    // (the stored cart and wishlist) shows after hydration, in a transition of its own (lib/use-hydrated.tsx).
    // Restoring the cache and creating the root (React attaches its event listeners) run in a task of their own, so
    // the entry's evaluation, already the longest task of the load, is not made longer by them.
    setTimeout(() => {
      apolloClient.cache.restore(serverState);
      startTransition(() => {
        hydrateRoot(rootElement, tree);
      });
    }, 0);
    return;
  }
  // A transition lets React render the first screen in small time slices rather than one long task that blocks
  // input; the loader in the page's HTML stays until the first screen is ready.
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(tree);
  });
}
