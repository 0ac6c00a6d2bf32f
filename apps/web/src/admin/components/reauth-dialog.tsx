import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api-client';
import { reauthAsked, settleReauth, subscribeReauth } from '../lib/reauth';
import { DialogError, DialogFooter, DialogShell } from './dialog-shell';
import { buttonClass } from './ui';

/** Asks for the password again when a money action needs it (lib/reauth.ts). */
export function ReauthDialog() {
  const { t } = useTranslation('admin');
  const open = useSyncExternalStore(subscribeReauth, reauthAsked, () => false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const close = (confirmed: boolean) => {
    setPassword('');
    setError(null);
    settleReauth(confirmed);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiRequest('/admin/reauth', { method: 'POST', body: { password } });
      setBusy(false);
      close(true);
    } catch (e) {
      setBusy(false);
      setError(e);
    }
  };

  return (
    <DialogShell
      size="small"
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) close(false);
      }}
      title={t('reauth.title')}
      description={t('reauth.description')}
    >
      <form onSubmit={submit} className="mt-4 space-y-3">
        <label className="block">
          <span className="mb-1 block font-medium text-slate-800">{t('reauth.password')}</span>
          <input
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            className="w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <DialogError error={error} />
        <DialogFooter busy={busy} className="pt-2">
          <button type="submit" className={buttonClass('primary')} disabled={busy || password === ''}>
            {busy ? t('states.working') : t('reauth.confirm')}
          </button>
        </DialogFooter>
      </form>
    </DialogShell>
  );
}
