import type { AdminDeadLetter } from '@shop/shared/api/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { Button, PageHeader, Pagination, QueryView } from '../components/ui';
import { errorText, type PageOf, send, useAdminMutation, useAdminQuery } from '../lib/api';

type DeadLetter = AdminDeadLetter;

function RetryButton({ mail }: { mail: DeadLetter }) {
  const { t } = useTranslation('admin');
  const retry = useAdminMutation(() => send('POST', `/admin/mail/dead-letters/${mail.id}/retry`), ['mail']);
  return (
    <div>
      <Button
        small
        disabled={retry.isPending}
        onClick={() => retry.mutate(undefined)}
        aria-label={t('mail.retryTo', { to: mail.to })}
      >
        {retry.isPending ? t('states.working') : t('mail.retry')}
      </Button>
      {retry.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errorText(retry.error, t)}
        </p>
      )}
    </div>
  );
}

/**
 * E-mails that failed every retry (GET /api/admin/mail/dead-letters): recipient, subject,
 * last error and when; Retry queues one again. Health reports "degraded" while any are here.
 */
export default function UndeliveredMail() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.mail'));
  const lang = currentLang();
  const [page, setPage] = useState(1);
  const list = useAdminQuery<PageOf<DeadLetter>>('mail', '/admin/mail/dead-letters', {
    query: { page, per_page: 25 },
    keepPrevious: true,
  });
  return (
    <>
      <PageHeader title={t('nav.mail')} />
      <p className="mb-4 max-w-prose text-sm text-slate-700">{t('mail.intro')}</p>
      <QueryView query={list} isEmpty={(d) => d.items.length === 0} empty={t('mail.none')}>
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((mail) => (
                <li key={mail.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="font-semibold">{t('mail.to')}</dt>
                      <dd dir="ltr" className="text-start">
                        {mail.to}
                      </dd>
                      <dt className="font-semibold">{t('mail.subject')}</dt>
                      <dd dir="auto">{mail.subject}</dd>
                      <dt className="font-semibold">{t('mail.failedAt')}</dt>
                      <dd>{formatDate(mail.failed_at, lang, true)}</dd>
                      <dt className="font-semibold">{t('mail.lastError')}</dt>
                      <dd dir="ltr" className="break-all text-start font-mono text-xs text-red-800">
                        {mail.last_error || '—'}
                      </dd>
                    </dl>
                    <RetryButton mail={mail} />
                  </div>
                </li>
              ))}
            </ul>
            <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
