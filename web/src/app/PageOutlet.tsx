import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CrashBoundary } from './CrashBoundary';
import { CrashTrigger } from './CrashTrigger';
import { FullScreenLoader } from './FullScreenLoader';

/**
 * Where pages render: behind the branded loader while their code loads, inside a crash boundary that keeps the header
 * and footer usable. The boundary starts afresh on every new page.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <CrashBoundary key={pathname}>
      <Suspense fallback={<FullScreenLoader />}>
        <CrashTrigger />
        <Outlet />
      </Suspense>
    </CrashBoundary>
  );
}
