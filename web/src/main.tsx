import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router-dom';
import { apolloClient } from './apollo/client';
import { AppShell } from './app/AppShell';
import { CrashBoundary } from './app/CrashBoundary';
import './styles/tokens.css';
import './styles/base.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to mount the app in.');

createRoot(rootElement).render(
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
