import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { apolloClient } from './apollo-client';
import { CrashBoundary } from './CrashBoundary';

/**
 * Renders a page's app (the shop, or the admin area) into #root, inside what both need: the crash screen, the one
 * Apollo Client and the router.
 */
export function mountApp(app: ReactNode): void {
  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('The page has no #root element to mount the app in.');
  // A transition lets React render the first screen in small time slices rather than one long task that blocks
  // input; the loader in the page's HTML stays until the first screen is ready.
  const root = createRoot(rootElement);
  startTransition(() => {
    root.render(
      <StrictMode>
        <CrashBoundary>
          <ApolloProvider client={apolloClient}>
            <BrowserRouter>{app}</BrowserRouter>
          </ApolloProvider>
        </CrashBoundary>
      </StrictMode>,
    );
  });
}
