import { Dialog } from 'radix-ui';
import { type FormEvent, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../lib/api';
import { reauthAsked, settleReauth, subscribeReauth } from '../lib/reauth';
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
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) close(false);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-bold text-slate-900">{t('reauth.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">{t('reauth.description')}</Dialog.Description>
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
            {error ? (
              <p role="alert" className="rounded-md bg-red-50 p-2 text-sm text-red-800">
                {errorText(error, t)}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2 pt-2">
              <Dialog.Close className={buttonClass('secondary')} disabled={busy}>
                {t('actions.cancel')}
              </Dialog.Close>
              <button type="submit" className={buttonClass('primary')} disabled={busy || password === ''}>
                {busy ? t('states.working') : t('reauth.confirm')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
