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
  /**
   * Tables after the paragraphs (an order's items, its totals): a title, then rows of a label,
   * optional detail lines under it, and a value at the end. Plain strings, escaped like the rest.
   */
  tables?: EmailTable[];
  /** A button (HTML) / a link line (text). */
  action?: { label: string; url: string };
  /** Further links after the button (an invoice, a tracking page). */
  links?: { label: string; url: string }[];
};

export type EmailTable = {
  title: string;
  rows: { label: string; details?: string[]; value?: string; strong?: boolean }[];
};

// Private-use marks around a value that must keep its own direction (see `isolate`): turned
// into <bdi> in HTML and into U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE in
// the text part and subject of a right-to-left mail. No one types them, and `isolate` strips
// them from the value it wraps.
const OPEN = '\ue000';
const CLOSE = '\ue001';
const MARKED = /\ue000([^\ue000\ue001]*)\ue001/g;
const STRAY_MARK = /[\ue000\ue001]/g;
const FSI = '\u2068';
const PDI = '\u2069';

/**
 * Marks a value (an invoice number, an order code, a name, an amount, a PO number) to keep its
 * own direction inside a sentence of another: in an Arabic mail `000003-2026` would otherwise
 * read `2026-000003`'s way round. Put it in `translate`'s params; `renderEmail` isolates it.
 */
export function isolate(value: string | number): string {
  return `${OPEN}${removeBidiControls(String(value)).replace(STRAY_MARK, '')}${CLOSE}`;
}

/** Every param of a message, isolated (see `isolate`). */
export function isolated(params: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, isolate(value)]));
}

/** Plain text: Unicode isolates in a right-to-left mail, the bare value otherwise. */
function textIsolates(value: string, rtl: boolean): string {
  return value
    .replace(MARKED, (_whole, inner: string) => (rtl ? `${FSI}${inner}${PDI}` : inner))
    .replace(STRAY_MARK, '');
}

/** HTML: escaped, each marked value in a <bdi>. */
function htmlText(value: string): string {
  return escapeHtml(value)
    .replace(MARKED, (_whole, inner: string) => `<bdi>${inner}</bdi>`)
    .replace(STRAY_MARK, '');
}

export type RenderedEmail = { subject: string; text: string; html: string };

/**
 * Keeps header injection and disguised text out of subjects built from user input (names,
 * order codes): line breaks become spaces, bidi overrides and isolates are removed.
 */
function oneLine(value: string, rtl = false): string {
  return textIsolates(removeBidiControls(value), rtl)
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
  const footer = translate(
    'mail.footer',
    lang,
    isolated({
      shop: BUSINESS.tradingName,
      address: `${BUSINESS.address.street}, ${BUSINESS.address.postalCode} ${BUSINESS.address.city}`,
    }),
  );
  const codeLabel = translate('mail.codeLabel', lang);

  const rtl = dir === 'rtl';
  const t = (value: string) => textIsolates(value, rtl);
  const textParts = [t(content.heading), '', ...content.paragraphs.flatMap((p) => [t(p), ''])];
  for (const table of content.tables ?? []) {
    textParts.push(t(table.title));
    for (const row of table.rows) {
      textParts.push(row.value === undefined ? `- ${t(row.label)}` : `- ${t(row.label)}: ${t(row.value)}`);
      for (const detail of row.details ?? []) textParts.push(`  ${t(detail)}`);
    }
    textParts.push('');
  }
  if (content.code) textParts.push(`${codeLabel}: ${content.code}`, '');
  if (content.action) textParts.push(`${t(content.action.label)}: ${content.action.url}`, '');
  for (const link of content.links ?? []) textParts.push(`${t(link.label)}: ${link.url}`);
  if (content.links?.length) textParts.push('');
  textParts.push('--', t(footer));

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 14px;line-height:1.6">${htmlText(p)}</p>`)
    .join('\n');
  const tables = (content.tables ?? [])
    .map((table) => {
      const rows = table.rows
        .map((row) => {
          const weight = row.strong ? 'font-weight:700;' : '';
          const details = (row.details ?? [])
            .map((d) => `<br><span style="font-size:13px;color:#475569">${htmlText(d)}</span>`)
            .join('');
          return `<tr><td style="padding:6px 0;border-top:1px solid #e2e8f0;${weight}">${htmlText(row.label)}${details}</td><td style="padding:6px 0 6px 12px;border-top:1px solid #e2e8f0;text-align:${dir === 'rtl' ? 'left' : 'right'};white-space:nowrap;vertical-align:top;${weight}">${row.value === undefined ? '' : htmlText(row.value)}</td></tr>`;
        })
        .join('\n');
      return `<h2 style="margin:18px 0 6px;font-size:16px">${htmlText(table.title)}</h2>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:14px">
${rows}
</table>`;
    })
    .join('\n');
  const code = content.code
    ? `<p style="margin:20px 0 6px;color:#475569">${escapeHtml(codeLabel)}</p>
<p dir="ltr" style="margin:0 0 20px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace;color:#0f4c81">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#0f4c81;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600">${htmlText(content.action.label)}</a></p>`
    : '';
  const links = (content.links ?? [])
    .map(
      (link) =>
        `<p style="margin:0 0 10px"><a href="${escapeHtml(link.url)}" style="color:#0f4c81">${htmlText(link.label)}</a></p>`,
    )
    .join('\n');

  const html = `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Tahoma,sans-serif;color:#0f172a">
<div dir="${dir}" style="max-width:560px;margin:0 auto;padding:24px;text-align:${align}">
<p style="margin:0 0 16px;font-size:20px;font-weight:800;color:#0f4c81">${escapeHtml(BUSINESS.brandName)}</p>
<div style="background:#ffffff;border-radius:10px;padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${htmlText(content.heading)}</h1>
${paragraphs}
${tables}
${code}
${action}
${links}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#64748b;line-height:1.5">${htmlText(footer)}</p>
</div>
</body>
</html>`;

  return { subject: oneLine(content.subject, rtl), text: textParts.join('\n'), html };
}
