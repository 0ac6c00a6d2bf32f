import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-6xl font-black text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.body')}</p>
      <ButtonLink to={paths.home} className="mt-8">
        {t('notFound.back')}
      </ButtonLink>
    </div>
  );
}
