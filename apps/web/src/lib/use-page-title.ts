import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title per page (spec section 2), suffixed with the shop's name. */
export function usePageTitle(title: string | undefined, description?: string) {
  const { t } = useTranslation('common');
  const shop = t('brand.name');
  useEffect(() => {
    document.title = title ? `${title} | ${shop}` : shop;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [title, description, shop]);
}
