import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { apolloClient } from './app/apollo-client';
import { AppShell } from './app/AppShell';
import { CrashBoundary } from './app/CrashBoundary';
import './styles/tokens.css';
import './styles/base.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to mount the app in.');

// A transition lets React render the first screen in small time slices rather than one long task that blocks input;
// the branded loader in index.html stays until the first screen is ready.
const root = createRoot(rootElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <CrashBoundary>
        <ApolloProvider client={apolloClient}>
          <BrowserRouter>
            <AppShell />
          </BrowserRouter>
        </ApolloProvider>
      </CrashBoundary>
    </StrictMode>,
  );
});
