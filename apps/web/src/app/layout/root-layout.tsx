import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { ErrorModal } from '../../components/ui/error-modal';
import { PageSpinner } from '../../components/ui/page-spinner';
import { DeferredFooter, DeferredHeader } from './deferred-chrome';
import { SkipLink } from './skip-link';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <DeferredHeader />
      <main id="main" className="flex-1" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <DeferredFooter />
      <ErrorModal />
      <ScrollRestoration />
    </div>
  );
}
