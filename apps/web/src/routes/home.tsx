import { useTranslation } from 'react-i18next';
import { Hero } from '../features/home/components/hero';
import { usePageTitle } from '../lib/use-page-title';

export function Component() {
  const { t } = useTranslation('home');
  usePageTitle(t('title'));
  return <Hero />;
}
