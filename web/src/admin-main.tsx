// The shop owner's area (/admin/*) is its own page and its own build (web/admin.html, vite.admin.config.ts), so no
// byte of it, not even a route, reaches a shopper's download.
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import AdminArea from './app/AdminArea';
import { apolloClient } from './app/apollo-client';
import { CrashBoundary } from './app/CrashBoundary';
import { FullScreenLoader } from './app/FullScreenLoader';
import { ADMIN_URLS } from './lib/urls';
import './styles/tokens.css';
import './styles/base.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element to mount the admin area in.');

const root = createRoot(rootElement);
startTransition(() => {
  root.render(
    <StrictMode>
      <CrashBoundary>
        <ApolloProvider client={apolloClient}>
          <BrowserRouter>
            <Suspense fallback={<FullScreenLoader />}>
              <Routes>
                <Route path="admin/*" element={<AdminArea />} />
                {/* The server sends this page only for /admin paths; anything else here is a stray link. */}
                <Route path="*" element={<Navigate to={ADMIN_URLS.dashboard} replace />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </ApolloProvider>
      </CrashBoundary>
    </StrictMode>,
  );
});
