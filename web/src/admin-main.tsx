// The shop owner's area (/admin/*) is its own page and its own build (web/admin.html, vite.admin.config.ts), so no
// byte of it, not even a route, reaches a shopper's download.
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import AdminArea from './app/AdminArea';
import { FullScreenLoader } from './app/FullScreenLoader';
import { mountApp } from './app/mount-app';
import { ADMIN_URLS } from './lib/urls';
import './styles/tokens.css';
import './styles/base.css';

mountApp(
  <Suspense fallback={<FullScreenLoader />}>
    <Routes>
      <Route path="admin/*" element={<AdminArea />} />
      {/* The server sends this page only for /admin paths; anything else here is a stray link. */}
      <Route path="*" element={<Navigate to={ADMIN_URLS.dashboard} replace />} />
    </Routes>
  </Suspense>,
);
