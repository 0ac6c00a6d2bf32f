import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

/** Shown when a page fails to render or its chunk cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const chunkFailed =
    error instanceof Error && /dynamically imported module|Loading chunk/i.test(error.message);
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errors.pageFailed')}</h1>
      <p className="mt-3 text-slate-600">
        {chunkFailed
          ? t('errors.chunkFailed')
          : isRouteErrorResponse(error)
            ? error.statusText
            : t('errors.generic')}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
        >
          {t('actions.reload')}
        </button>
        <Link
          to="/home"
          reloadDocument
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold"
        >
          {t('actions.toHome')}
        </Link>
      </div>
    </div>
  );
}
