import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-extrabold text-brand-700"
      aria-label={t('nav.logoLabel')}
    >
      <img src="/favicon.svg" alt="" width="36" height="36" className="size-9" />
      <span className="whitespace-nowrap text-lg">{t('brand.name')}</span>
    </Link>
  );
}
