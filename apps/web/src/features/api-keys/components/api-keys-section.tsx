import { zodResolver } from '@hookform/resolvers/zod';
import { API_SCOPES, type ApiKey, type ApiScope, type CreatedApiKey } from '@shop/shared/api/api-keys';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { SubmitButton } from '../../accounts/components/auth-card';
import { TextField } from '../../accounts/components/form-field';
import { ErrorLines, SuccessMessage } from '../../accounts/components/messages';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys';

const NewKeySchema = z.object({
  name: z.string().trim().min(1, 'common:validation.required').max(80),
  scopes: z.array(z.enum(API_SCOPES)).min(1, 'api-keys:form.scopesRequired'),
});
type NewKey = z.infer<typeof NewKeySchema>;

/**
 * "API keys" on the profile of a trade account (docs/reseller-api.md): create a key with a
 * name and scopes, see its secret once with a copy button, revoke with a confirmation, see
 * when each was last used. Hidden for other accounts (the API answers them 403).
 */
export function ApiKeysSection({ hasCompany }: { hasCompany: boolean }) {
  const { t } = useTranslation('api-keys');
  // Asked again when company details are saved or removed: that makes or unmakes a trade account.
  const keys = useApiKeys(hasCompany);
  if (keys.isError && keys.error instanceof ApiError && keys.error.status === 403) return null;
  return (
    <section
      aria-labelledby="api-keys-title"
      className="mt-10 border-t border-slate-200 pt-8"
      data-testid="api-keys"
    >
      <h2 id="api-keys-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      {keys.isPending ? (
        <div role="status" aria-busy="true" className="mt-4 h-32 animate-pulse rounded-xl bg-slate-100">
          <span className="sr-only">{t('common:status.loading')}</span>
        </div>
      ) : keys.isError ? (
        <div role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-red-700">
          <p>{t('common:errors.somethingWentWrong')}</p>
          <button type="button" onClick={() => keys.refetch()} className="mt-1 font-semibold underline">
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <>
          {keys.data.suspended !== null ? (
            <p
              role="alert"
              className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900"
            >
              {t('suspended', { reason: keys.data.suspended || '—' })}
            </p>
          ) : null}
          <CreateKey />
          <KeyList keys={keys.data.keys} />
        </>
      )}
    </section>
  );
}

function CreateKey() {
  const { t } = useTranslation('api-keys');
  const create = useCreateApiKey();
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const form = useForm<NewKey>({
    resolver: zodResolver(NewKeySchema),
    mode: 'all',
    defaultValues: { name: '', scopes: [...API_SCOPES] },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (envelope) => {
        setCreated(envelope.data ?? null);
        form.reset({ name: '', scopes: [...API_SCOPES] });
      },
    });
  });
  if (created) return <NewSecret created={created} onDone={() => setCreated(null)} />;
  const scopeError = errors.scopes?.message ?? errors.scopes?.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4" aria-labelledby="api-keys-create-title">
      <h3 id="api-keys-create-title" className="font-semibold text-slate-900">
        {t('form.title')}
      </h3>
      <TextField
        label={t('form.name')}
        hint={t('form.nameHint')}
        autoComplete="off"
        className="sm:max-w-md"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <fieldset aria-describedby={scopeError ? 'api-key-scopes-error' : undefined}>
        <legend className="text-sm font-semibold text-slate-800">{t('form.scopes')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {API_SCOPES.map((scope) => (
            <label key={scope} className="flex items-start gap-2 rounded-md border border-slate-200 p-2">
              <input type="checkbox" value={scope} className="mt-1 size-4" {...form.register('scopes')} />
              <span>
                <span className="block font-medium" dir="ltr">
                  <bdi>{scope}</bdi>
                </span>
                <span className="block text-sm text-slate-600">{t(`scopes.${scopeKey(scope)}`)}</span>
              </span>
            </label>
          ))}
        </div>
        {scopeError ? (
          <p id="api-key-scopes-error" className="mt-1 text-sm text-red-700">
            {t(scopeError)}
          </p>
        ) : null}
      </fieldset>
      <ErrorLines error={create.error} />
      <div className="sm:max-w-60">
        <SubmitButton pending={create.isPending} pendingLabel={t('form.creating')}>
          {t('form.create')}
        </SubmitButton>
      </div>
    </form>
  );
}

const scopeKey = (scope: ApiScope) => scope.replace(':', '_');

function NewSecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { t } = useTranslation('api-keys');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div
      className="mt-4 space-y-3 rounded-xl border border-green-300 bg-green-50 p-4"
      data-testid="api-key-secret"
    >
      <SuccessMessage>{t('created', { name: created.name })}</SuccessMessage>
      <p className="font-semibold text-amber-900">{t('secretOnce')}</p>
      <label htmlFor="api-key-secret-value" className="block text-sm font-semibold text-slate-800">
        {t('secretLabel')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="api-key-secret-value"
          readOnly
          dir="ltr"
          value={created.secret}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
        />
        <button
          type="button"
          onClick={copy}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('copy')}
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-green-800">
        {copied ? t('copied') : ''}
      </p>
      <button
        type="button"
        onClick={onDone}
        className="font-semibold text-brand-700 underline underline-offset-4"
      >
        {t('done')}
      </button>
    </div>
  );
}

function KeyList({ keys }: { keys: ApiKey[] }) {
  const { t } = useTranslation('api-keys');
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const date = new Intl.DateTimeFormat(currentLang() === 'ar' ? 'ar-u-nu-latn' : currentLang(), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (
    <div className="mt-6">
      <h3 className="font-semibold text-slate-900">{t('list.title')}</h3>
      <div aria-live="polite" className="mt-2">
        <SuccessMessage>{notice}</SuccessMessage>
      </div>
      <ErrorLines error={revoke.error} />
      {keys.length === 0 ? (
        <p className="mt-2 text-slate-600">{t('list.empty')}</p>
      ) : (
        <ul
          className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200"
          data-testid="api-key-list"
        >
          {keys.map((key) => (
            <li
              key={key.id}
              className="flex flex-wrap items-start justify-between gap-3 p-3"
              data-testid="api-key-row"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-semibold">
                  <bdi>{key.name}</bdi>
                </p>
                <p className="font-mono text-sm text-slate-700" dir="ltr">
                  <bdi>{key.prefix}…</bdi>
                </p>
                <p className="text-sm text-slate-600">
                  {t('list.scopes')}{' '}
                  {key.scopes.map((scope) => (
                    <bdi
                      key={scope}
                      className="me-1 inline-block rounded bg-slate-100 px-1 font-mono text-xs"
                    >
                      {scope}
                    </bdi>
                  ))}
                </p>
                <p className="text-sm text-slate-600">
                  {t('list.created', { date: date.format(new Date(key.created_at)) })}
                  {' · '}
                  {key.last_used_at
                    ? t('list.lastUsed', { date: date.format(new Date(key.last_used_at)) })
                    : t('list.neverUsed')}
                </p>
              </div>
              <button
                type="button"
                onClick={() => setConfirming(key)}
                className="rounded-md border border-red-300 px-3 py-1.5 font-semibold text-red-700 hover:bg-red-50"
              >
                {t('list.revoke')}
                <span className="sr-only"> {key.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Dialog.Root open={confirming !== null} onOpenChange={(open) => (open ? null : setConfirming(null))}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-bold">{t('confirm.title')}</Dialog.Title>
            <Dialog.Description className="mt-2 text-slate-700">
              {t('confirm.body', { name: confirming?.name ?? '' })}
            </Dialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-2">
              <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 font-semibold">
                {t('confirm.cancel')}
              </Dialog.Close>
              <button
                type="button"
                disabled={revoke.isPending}
                onClick={() => {
                  if (!confirming) return;
                  revoke.mutate(confirming.id, {
                    onSuccess: (envelope) => {
                      setNotice(envelope.message ?? null);
                      setConfirming(null);
                    },
                  });
                }}
                className="rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              >
                {t('confirm.revoke')}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
