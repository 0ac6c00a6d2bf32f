import { type Lang, textDirection } from '@shop/shared';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/messages';

/** The sandbox's challenge page: server HTML in the caller's language, Approve and Fail. */
export function challengePage(fields: Record<string, string>, lang: Lang): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const total = (Number(fields.amount) / 100).toFixed(2);
  const title = escapeHtml(translate('payment.challenge.title', lang));
  const body = escapeHtml(translate('payment.challenge.body', lang, { total, last4: fields.last4 ?? '' }));
  const button = (decision: 'approve' | 'fail') =>
    `<button type="submit" name="decision" value="${decision}">${escapeHtml(translate(`payment.challenge.${decision}`, lang))}</button>`;
  return `<!doctype html><html lang="${lang}" dir="${textDirection(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p><form method="post" action="/api/payments/sandbox/challenge/complete?lang=${lang}">${hidden}${button('approve')} ${button('fail')}</form></main></body></html>`;
}
