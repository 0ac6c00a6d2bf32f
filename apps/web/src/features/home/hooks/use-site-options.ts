import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import type { SiteOptions } from '../api/get-home';
import { useHome } from '../api/get-home';
import { defaultSiteOptions } from '../api/site-options';

/** The shop's options (map, WhatsApp, sister sites) from GET /api/home, with settings-module defaults. */
export function useSiteOptions(): SiteOptions {
  const { t } = useTranslation();
  const home = useHome();
  return home.data?.options ?? defaultSiteOptions(currentLang(), t('footer.spain'));
}
