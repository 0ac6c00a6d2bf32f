import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** EN ⇄ AR. Changing it sets <html lang dir>, is remembered, and refetches localised data. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const next = i18n.language === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      lang={next}
      onClick={async () => {
        await i18n.changeLanguage(next);
        await queryClient.invalidateQueries();
      }}
      className="rounded-md border border-slate-300 px-2.5 py-1.5 text-sm font-semibold hover:bg-slate-100 sm:px-3"
      aria-label={t('nav.switchLanguage')}
      data-testid="language-switch"
    >
      {/* Short on phones, so the brand, this switch and the login button share one line. */}
      <span className="max-sm:hidden">{next === 'ar' ? 'العربية' : 'English'}</span>
      <span className="sm:hidden">{next === 'ar' ? 'عربي' : 'EN'}</span>
    </button>
  );
}
