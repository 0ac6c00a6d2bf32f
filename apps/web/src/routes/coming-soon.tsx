import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { usePageTitle } from '../lib/use-page-title';

/** Pages of later milestones (cart, payment, orders) say so honestly instead of a 404. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('comingSoon.title'));
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('comingSoon.title')}</h1>
      <p className="mt-2 text-slate-600">{t('comingSoon.body')}</p>
      <ButtonLink to={paths.products} className="mt-8">
        {t('comingSoon.browse')}
      </ButtonLink>
    </div>
  );
}
