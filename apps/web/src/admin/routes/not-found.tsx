import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/use-page-title';
import { ButtonLink, PageHeader } from '../components/ui';
import { adminPaths } from '../paths';

export default function NotFound() {
  const { t } = useTranslation('admin');
  usePageTitle(t('notFound.title'));
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <p className="mb-4 text-slate-700">{t('notFound.body')}</p>
      <ButtonLink to={adminPaths.root}>{t('nav.dashboard')}</ButtonLink>
    </>
  );
}
