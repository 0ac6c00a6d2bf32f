import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ssrContext } from './ssr-context';

/**
 * Sets the document title per page (docs/product.md#screens-and-routes), suffixed with the shop's
 * name.
 */
export function usePageTitle(title: string | undefined, description?: string) {
  const { t } = useTranslation('common');
  const shop = t('brand.name');
  const full = title ? `${title} | ${shop}` : shop;
  // On the server the render records it, and the HTML's <title> says it from the first byte.
  const context = ssrContext();
  if (context) context.head = { title: full, description };
  useEffect(() => {
    document.title = full;
    if (description) {
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }
  }, [full, description]);
}
