import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import defaultI18n from '../i18n';
import { queryClient as browserQueryClient } from '../lib/query-client';

/** The browser uses the app-wide instances; a server render passes its request's own. */
export function AppProvider({
  children,
  i18n = defaultI18n,
  queryClient = browserQueryClient,
  onMounted,
}: {
  children: ReactNode;
  i18n?: I18n;
  queryClient?: QueryClient;
  /** Runs once the tree is on screen (hydrated), without adding an element: server and browser trees must match. */
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
