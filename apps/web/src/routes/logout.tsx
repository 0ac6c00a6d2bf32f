import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../features/accounts/api/auth';
import { clearSession, getSession } from '../lib/session';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';
import { usePageTitle } from '../lib/use-page-title';

/** /logout: revokes the token (POST /api/logout), clears the session, 'logout done', / after 1.5 s. */
export function Component() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('logout.title'));
  const queryClient = useQueryClient();
  const later = useDelayedNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (!started.current) {
      started.current = true;
      const signedIn = getSession() !== null;
      // The server call may fail (offline, token already gone); the browser forgets the session anyway.
      const revoke = signedIn ? logout().catch(() => undefined) : Promise.resolve();
      void revoke.finally(() => {
        clearSession();
        queryClient.clear();
      });
    }
    later('/', 1500, { replace: true });
  }, [later, queryClient]);

  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('logout.title')}</h1>
      <p role="status" className="mt-3 text-lg text-slate-700">
        {t('logout.done')}
      </p>
    </div>
  );
}
