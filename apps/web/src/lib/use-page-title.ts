import { DEFAULT_LANG, isLang } from '@shop/shared/i18n';
import { applyPageHead, pageHead } from '@shop/shared/page-head';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ssrContext } from './ssr-context';

/**
 * Names the page through the one head writer (@shop/shared/page-head): on the server the
 * render records it for the HTML's head, in the browser it is set on the document.
 */
export function usePageTitle(title: string | undefined, description?: string) {
  const { i18n } = useTranslation('common');
  const head = pageHead(title, isLang(i18n.language) ? i18n.language : DEFAULT_LANG, description);
  const context = ssrContext();
  if (context) context.head = head;
  const { title: full, description: text } = head;
  useEffect(() => applyPageHead(document, { title: full, description: text }), [full, text]);
}
