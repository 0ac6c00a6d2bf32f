import { DEFAULT_LANG, isLang } from '@shop/shared';
import { brandName } from '@shop/shared/page-head';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo() {
  const { t, i18n } = useTranslation();
  return (
    <Link
      to="/"
      className="flex min-w-0 items-center gap-2 font-extrabold text-brand-700"
      aria-label={t('nav.logoLabel')}
    >
      <img src="/favicon.svg" alt="" width="36" height="36" className="size-9 shrink-0" />
      {/* On the narrowest phones the name gives way to the buttons (the link keeps its label). */}
      <span className="truncate whitespace-nowrap text-lg max-[359px]:sr-only">
        {brandName(isLang(i18n.language) ? i18n.language : DEFAULT_LANG)}
      </span>
    </Link>
  );
}
