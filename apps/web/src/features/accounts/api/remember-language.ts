import type { Lang } from '@shop/shared';
import { apiRequest } from '../../../lib/api-client';
import { getSession } from '../../../lib/session';

/**
 * Tells the account which language the switch chose, so the shop's later mails about it and its
 * orders come in that language (docs/product.md#languages). Loaded only when the switch is used,
 * never on a page's first load; a failure changes nothing on the page (the next switch or sign-in
 * sets it again).
 */
export async function rememberLanguage(lang: Lang): Promise<void> {
  const session = getSession();
  if (!session) return;
  await apiRequest(`/users/${session.userId}`, { method: 'PUT', body: { lang } }).catch(() => undefined);
}
