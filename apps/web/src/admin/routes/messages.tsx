import type { AdminMessage } from '@shop/shared/api/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { Button, PageHeader, Pagination, QueryView } from '../components/ui';
import { errorText, type PageOf, send, useAdminMutation, useAdminQuery } from '../lib/api';

type Message = AdminMessage;

function HandleButton({ message, handled }: { message: Message; handled: boolean }) {
  const { t } = useTranslation('admin');
  const mark = useAdminMutation(
    (value: boolean) => send('POST', `/admin/messages/${message.id}/handled`, { handled: value }),
    ['messages'],
  );
  return (
    <div>
      <Button
        variant={handled ? 'secondary' : 'primary'}
        small
        disabled={mark.isPending}
        onClick={() => mark.mutate(!handled)}
      >
        {mark.isPending ? t('states.working') : handled ? t('messages.reopen') : t('messages.markHandled')}
      </Button>
      {mark.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {errorText(mark.error, t)}
        </p>
      )}
    </div>
  );
}

/** The contact-form inbox: open messages first; marking one handled moves it to the other tab. */
export default function Messages() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.messages'));
  const lang = currentLang();
  const [handled, setHandled] = useState(false);
  const [page, setPage] = useState(1);
  const list = useAdminQuery<PageOf<Message>>('messages', '/admin/messages', {
    query: { handled: String(handled), page, per_page: 25 },
    keepPrevious: true,
  });
  return (
    <>
      <PageHeader title={t('nav.messages')} />
      <div
        role="tablist"
        aria-label={t('messages.filter')}
        className="mb-4 inline-flex rounded-lg border border-slate-300 bg-white p-1"
      >
        {[false, true].map((value) => (
          <button
            key={String(value)}
            type="button"
            role="tab"
            aria-selected={handled === value}
            className={`rounded-md px-4 py-1.5 font-semibold ${handled === value ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`}
            onClick={() => {
              setHandled(value);
              setPage(1);
            }}
          >
            {value ? t('messages.handled') : t('messages.open')}
          </button>
        ))}
      </div>
      <QueryView
        query={list}
        isEmpty={(d) => d.items.length === 0}
        empty={handled ? t('messages.noneHandled') : t('messages.noneOpen')}
      >
        {(data) => (
          <>
            <ul className="space-y-3">
              {data.items.map((m) => (
                <li key={m.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div>
                      <p className="font-bold">
                        <bdi>{m.name}</bdi>
                      </p>
                      <p className="text-sm">
                        <a href={`mailto:${m.email}`} className="text-brand-700 underline" dir="ltr">
                          {m.email}
                        </a>
                        {' · '}
                        <a href={`tel:${m.phone}`} className="text-brand-700 underline" dir="ltr">
                          {m.phone}
                        </a>
                      </p>
                      <p className="text-xs text-slate-600">{formatDate(m.created_at, lang, true)}</p>
                    </div>
                    <HandleButton message={m} handled={handled} />
                  </div>
                  <p className="mt-3 whitespace-pre-line" dir="auto">
                    {m.message}
                  </p>
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
