import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { CrashBoundary } from './CrashBoundary';
import { CrashTrigger } from './CrashTrigger';
import { FullScreenLoader } from './FullScreenLoader';
import { HydratedMark } from './HydratedMark';

/**
 * Where pages render: behind the branded loader while their code loads, inside a crash boundary that keeps the header
 * and footer usable. The boundary starts afresh on every new page. Once a page is hydrated (or rendered) `<html>` is
 * marked `data-hydrated`.
 */
export function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <CrashBoundary key={pathname}>
      <Suspense fallback={<FullScreenLoader />}>
        <CrashTrigger />
        <Outlet />
        {/* Inside the page's boundary: the mark waits for the page's own chunk and its hydration, not only the shell's. */}
        <HydratedMark />
      </Suspense>
    </CrashBoundary>
  );
}
