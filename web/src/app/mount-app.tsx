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
  const tree = (
    <StrictMode>
      <AppProviders client={apolloClient}>
        <BrowserRouter>{app}</BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  const serverState = readApolloState(document);
  if (serverState !== null) {
    apolloClient.cache.restore(serverState);
    // Not in a transition: a time-sliced hydration leaves the painted page unresponsive for longer (a hover or click
    // before it ends is lost), and a store that changes meanwhile makes React hydrate it all again in one task anyway.
    hydrateRoot(rootElement, tree);
    return;
  }
  // A transition lets React render the first screen in small time slices rather than one long task that blocks
  // input; the loader in the page's HTML stays until the first screen is ready.
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(tree);
  });
}
