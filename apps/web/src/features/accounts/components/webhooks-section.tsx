import { zodResolver } from '@hookform/resolvers/zod';
import { WEBHOOK_EVENT_TYPES, type WebhookDelivery, type WebhookEndpoint } from '@shop/shared/api/webhooks';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { currentLang } from '../../../i18n';
import { formatDate } from '../../../lib/format';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useReplayDelivery,
  useRotateSecret,
  useUpdateWebhook,
  useWebhooks,
} from '../api/webhooks';
import { TextField } from './form-field';
import { ErrorLines, SuccessMessage } from './messages';

const FormSchema = z.object({
  url: z
    .string()
    .trim()
    .min(1, 'common:validation.required')
    .refine((value) => /^https?:\/\/[^\s/]+/i.test(value), 'webhooks:form.urlInvalid'),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1, 'webhooks:form.eventsRequired'),
});

type FormValues = z.infer<typeof FormSchema>;

const BUTTON =
  'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-50 disabled:opacity-50';
const DANGER =
  'rounded-md border border-red-700 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-50';

/** The signing secret, shown once after creation or rotation, with a copy button. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('webhooks');
  const [copied, setCopied] = useState(false);
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-md border border-amber-300 bg-amber-50 p-4"
      data-testid="webhook-secret"
    >
      <h3 id={id} className="font-semibold text-amber-900">
        {t('secret.title')}
      </h3>
      <p className="mt-1 text-sm text-amber-900">{t('secret.once')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <code
          dir="ltr"
          className="min-w-0 break-all rounded bg-white px-2 py-1 font-mono text-sm"
          data-testid="webhook-secret-value"
        >
          <bdi>{secret}</bdi>
        </code>
        <button
          type="button"
          className={BUTTON}
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {t('secret.copy')}
        </button>
        <span role="status" className="text-sm text-green-800">
          {copied ? t('secret.copied') : ''}
        </span>
      </div>
      <button type="button" className={`${BUTTON} mt-3`} onClick={onDone} data-testid="webhook-secret-done">
        {t('secret.done')}
      </button>
    </section>
  );
}

function AddEndpoint({ onSecret }: { onSecret: (secret: string) => void }) {
  const { t } = useTranslation('webhooks');
  const create = useCreateWebhook();
  const legendId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    mode: 'all',
    defaultValues: { url: '', events: ['order.created', 'order.status_changed', 'order.dispatched'] },
  });
  const { errors, isValid } = form.formState;
  const submit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (answer) => {
        if (answer.data) onSecret(answer.data.secret);
        form.reset({ url: '', events: values.events });
      },
    });
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-md border border-slate-200 p-4"
      data-testid="webhook-form"
    >
      <h3 className="font-semibold">{t('form.title')}</h3>
      <TextField
        label={t('form.url')}
        hint={t('form.urlHint')}
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/webhooks/print"
        error={errors.url?.message}
        {...form.register('url')}
      />
      <fieldset aria-labelledby={legendId} aria-describedby={errors.events ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-semibold text-slate-800">
          {t('form.events')}
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <label key={type} className="flex items-start gap-2 text-sm">
              <input type="checkbox" value={type} className="mt-1 size-4" {...form.register('events')} />
              <span>
                <span className="block font-medium">{t(`events.${type}`)}</span>
                <code dir="ltr" className="text-xs text-slate-500">
                  <bdi>{type}</bdi>
                </code>
              </span>
            </label>
          ))}
        </div>
        {errors.events?.message && (
          <p id={`${legendId}-error`} className="mt-1 text-sm font-medium text-red-700">
            {t(errors.events.message)}
          </p>
        )}
      </fieldset>
      <ErrorLines error={create.error} />
      <button
        type="submit"
        disabled={!isValid || create.isPending}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        data-testid="webhook-add"
      >
        {create.isPending ? t('form.adding') : t('form.submit')}
      </button>
    </form>
  );
}

function StatusBadge({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation('webhooks');
  const tone =
    status === 'delivered'
      ? 'bg-green-100 text-green-900'
      : status === 'failed'
        ? 'bg-red-100 text-red-800'
        : 'bg-amber-100 text-amber-900';
  return <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`status.${status}`)}</span>;
}

function Deliveries({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation('webhooks');
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpointId, page);
  const replay = useReplayDelivery();
  const [notice, setNotice] = useState<string | null>(null);
  if (deliveries.isPending) return <p className="text-sm text-slate-600">{t('log.loading')}</p>;
  if (deliveries.isError) return <ErrorLines error={deliveries.error} />;
  const { deliveries: rows, total, per_page } = deliveries.data;
  const pages = Math.max(1, Math.ceil(total / per_page));
  return (
    <div className="mt-3 space-y-3" data-testid="webhook-deliveries">
      <h4 className="font-semibold">{t('log.title')}</h4>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('log.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
          {rows.map((delivery) => {
            const last = delivery.attempts.at(-1);
            return (
              <li
                key={delivery.id}
                className="flex flex-wrap items-start justify-between gap-2 p-3 text-sm"
                data-testid="webhook-delivery"
              >
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={delivery.status} />
                    <span className="font-medium">{t(`events.${delivery.type}`)}</span>
                    <span>
                      {t('log.order')} <bdi>{delivery.order_code}</bdi>
                    </span>
                  </p>
                  <p className="text-slate-600">
                    {formatDate(delivery.created_at, lang, true)} ·{' '}
                    {t('log.attempts', { count: delivery.attempts.length })}
                    {last &&
                      ` · ${
                        last.status_code === null
                          ? t('log.noAnswer')
                          : t('log.httpStatus', { code: last.status_code })
                      } · ${t('log.duration', { ms: last.duration_ms })}`}
                  </p>
                  {last?.error && last.status_code === null && (
                    <p className="break-all text-slate-600" dir="ltr">
                      <bdi>{last.error}</bdi>
                    </p>
                  )}
                  {delivery.next_attempt_at && (
                    <p className="text-slate-600">
                      {t('log.next', { at: formatDate(delivery.next_attempt_at, lang, true) })}
                    </p>
                  )}
                  <p className="text-xs text-slate-500">
                    {t('log.eventId')}{' '}
                    <code dir="ltr">
                      <bdi>{delivery.event_id}</bdi>
                    </code>
                  </p>
                </div>
                <button
                  type="button"
                  className={BUTTON}
                  disabled={replay.isPending}
                  onClick={() =>
                    replay.mutate(
                      { endpointId, deliveryId: delivery.id },
                      { onSuccess: (answer) => setNotice(answer.message ?? null) },
                    )
                  }
                  data-testid="webhook-replay"
                >
                  {t('log.replay')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <SuccessMessage>{notice}</SuccessMessage>
      <ErrorLines error={replay.error} />
      {pages > 1 && (
        <nav aria-label={t('log.pages')} className="flex items-center gap-3 text-sm">
          <button type="button" className={BUTTON} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('log.newer')}
          </button>
          <span>{t('log.page', { page, pages })}</span>
          <button type="button" className={BUTTON} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('log.older')}
          </button>
        </nav>
      )}
    </div>
  );
}

function Confirm({
  trigger,
  title,
  body,
  confirm,
  onConfirm,
  danger = false,
  testId,
}: {
  trigger: string;
  title: string;
  body: string;
  confirm: string;
  onConfirm: () => void;
  danger?: boolean;
  testId: string;
}) {
  const { t } = useTranslation('webhooks');
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className={danger ? DANGER : BUTTON} data-testid={testId}>
        {trigger}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{body}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50">
              {t('actions.keep')}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              onClick={onConfirm}
              className={`rounded-md px-4 py-2 font-semibold text-white ${danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'}`}
              data-testid={`${testId}-confirm`}
            >
              {confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

function EndpointCard({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (secret: string) => void;
}) {
  const { t } = useTranslation('webhooks');
  const lang = currentLang();
  const [open, setOpen] = useState(false);
  const update = useUpdateWebhook();
  const rotate = useRotateSecret();
  const remove = useDeleteWebhook();
  const logId = useId();
  const url = <bdi dir="ltr">{endpoint.url}</bdi>;
  return (
    <li className="space-y-2 rounded-md border border-slate-200 p-4" data-testid="webhook-endpoint">
      <p className="break-all font-mono text-sm">{url}</p>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded px-2 py-0.5 text-xs font-semibold ${endpoint.enabled ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-700'}`}
        >
          {endpoint.enabled ? t('state.enabled') : t('state.disabled')}
        </span>
        {endpoint.last_delivery ? (
          <span>
            {t('state.last')} <StatusBadge status={endpoint.last_delivery.status} />{' '}
            {formatDate(endpoint.last_delivery.at, lang, true)}
          </span>
        ) : (
          <span className="text-slate-600">{t('state.none')}</span>
        )}
      </p>
      <p className="text-sm text-slate-700">
        {endpoint.events.map((type) => t(`events.${type}`)).join(' · ')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={BUTTON}
          aria-expanded={open}
          aria-controls={logId}
          onClick={() => setOpen(!open)}
          data-testid="webhook-log-toggle"
        >
          {open ? t('actions.hideLog') : t('actions.showLog')}
        </button>
        <button
          type="button"
          className={BUTTON}
          disabled={update.isPending}
          onClick={() => update.mutate({ id: endpoint.id, enabled: !endpoint.enabled })}
          data-testid="webhook-toggle"
        >
          {endpoint.enabled ? t('actions.disable') : t('actions.enable')}
        </button>
        <Confirm
          trigger={t('actions.rotate')}
          title={t('rotate.title')}
          body={t('rotate.body')}
          confirm={t('rotate.confirm')}
          onConfirm={() =>
            rotate.mutate(endpoint.id, { onSuccess: (a) => a.data && onSecret(a.data.secret) })
          }
          testId="webhook-rotate"
        />
        <Confirm
          trigger={t('actions.delete')}
          title={t('delete.title')}
          body={t('delete.body')}
          confirm={t('delete.confirm')}
          onConfirm={() => remove.mutate(endpoint.id)}
          danger
          testId="webhook-delete"
        />
      </div>
      <ErrorLines error={update.error ?? rotate.error ?? remove.error} />
      <div id={logId}>{open && <Deliveries endpointId={endpoint.id} />}</div>
    </li>
  );
}

/**
 * "Webhooks" on a trade account's profile (docs/webhooks.md): its endpoints, the signing secret
 * shown once, and each endpoint's delivery log with replay. Loaded lazily by the profile page,
 * and only for an account with company details.
 */
export default function WebhooksSection() {
  const { t } = useTranslation('webhooks');
  const webhooks = useWebhooks(true);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <section
      aria-labelledby="webhooks-title"
      className="mt-10 space-y-4 border-t border-slate-200 pt-8"
      data-testid="webhooks-section"
    >
      <h2 id="webhooks-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-slate-600">{t('intro')}</p>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      {webhooks.isError ? (
        <ErrorLines error={webhooks.error} />
      ) : webhooks.data ? (
        webhooks.data.length === 0 ? (
          <p className="text-slate-600">{t('empty')}</p>
        ) : (
          <ul className="space-y-3">
            {webhooks.data.map((endpoint) => (
              <EndpointCard key={endpoint.id} endpoint={endpoint} onSecret={setSecret} />
            ))}
          </ul>
        )
      ) : null}
      <AddEndpoint onSecret={setSecret} />
    </section>
  );
}
