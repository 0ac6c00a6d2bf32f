import { BUSINESS, type Lang, textDirection } from '@shop/shared';
import { removeBidiControls } from '@shop/shared/text-safety';
import { escapeHtml } from '../../lib/html';
import { translate } from '../../lib/messages';

export type EmailContent = {
  lang: Lang;
  subject: string;
  /** First line of the body, shown as a heading in HTML. */
  heading: string;
  /** Plain-text paragraphs (never HTML: they are escaped). */
  paragraphs: string[];
  /** A one-time code, shown large and easy to copy. */
  code?: string;
  /** A button (HTML) / a link line (text). */
  action?: { label: string; url: string };
};

export type RenderedEmail = { subject: string; text: string; html: string };

/**
 * Keeps header injection and disguised text out of subjects built from user input (names,
 * order codes): line breaks become spaces, bidi overrides and isolates are removed.
 */
function oneLine(value: string): string {
  return removeBidiControls(value)
    .replace(/[\r\n]+/g, ' ')
    .trim();
}

/**
 * The shop's e-mail layout in one language: a text version and an HTML version with the
 * same content, every dynamic value escaped, `dir="rtl"` for Arabic.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { lang } = content;
  const dir = textDirection(lang);
  const align = dir === 'rtl' ? 'right' : 'left';
  const footer = translate('mail.footer', lang, {
    shop: BUSINESS.tradingName,
    address: `${BUSINESS.address.street}, ${BUSINESS.address.postalCode} ${BUSINESS.address.city}`,
  });
  const codeLabel = translate('mail.codeLabel', lang);

  const textParts = [content.heading, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.code) textParts.push(`${codeLabel}: ${content.code}`, '');
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  textParts.push('--', footer);

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 14px;line-height:1.6">${escapeHtml(p)}</p>`)
    .join('\n');
  const code = content.code
    ? `<p style="margin:20px 0 6px;color:#475569">${escapeHtml(codeLabel)}</p>
<p dir="ltr" style="margin:0 0 20px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace;color:#0f4c81">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f4c81;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';

  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#0f172a">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;text-align:${align}">
<p style="margin:0 0 16px;font-size:20px;font-weight:800;color:#0f4c81">${escapeHtml(BUSINESS.brandName)}</p>
<div style="background:#ffffff;border-radius:10px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(content.heading)}</h1>
${paragraphs}
${code}
${action}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#64748b;line-height:1.5">${escapeHtml(footer)}</p>
</div>
</body>
</html>`;

  return { subject: oneLine(content.subject), text: textParts.join('\n'), html };
}
