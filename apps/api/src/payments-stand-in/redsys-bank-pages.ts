/** The stand-in bank's pages, in Spanish (DS_MERCHANT_CONSUMERLANGUAGE 001) or English. */
export type BankLang = 'es' | 'en';

const TEXT = {
  es: {
    title: 'TPV Virtual (simulador local)',
    amount: 'Importe',
    order: 'Pedido',
    card: 'Tarjeta',
    cardHint: 'Prueba: 4548 8120 4940 0004 (autorizada), 4548 8100 0000 0003 (denegada)',
    bizum: 'Bizum (móvil)',
    bizumHint: 'Prueba: 700000000 (autorizada), 700000001 (denegada)',
    pay: 'Pagar',
    payBizum: 'Pagar con Bizum',
    cancel: 'Cancelar',
    error: 'Error',
  },
  en: {
    title: 'Virtual POS (local stand-in)',
    amount: 'Amount',
    order: 'Order',
    card: 'Card',
    cardHint: 'Test: 4548 8120 4940 0004 (authorised), 4548 8100 0000 0003 (declined)',
    bizum: 'Bizum (mobile)',
    bizumHint: 'Test: 700000000 (authorised), 700000001 (declined)',
    pay: 'Pay',
    payBizum: 'Pay with Bizum',
    cancel: 'Cancel',
    error: 'Error',
  },
} as const;

export function bankLang(consumerLanguage: string | undefined): BankLang {
  return Number(consumerLanguage) === 1 ? 'es' : 'en';
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(lang: BankLang, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${TEXT[lang].title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:2rem auto"><h1>${TEXT[lang].title}</h1>${body}</body></html>`;
}

export type PayPageInput = {
  lang: BankLang;
  session: string;
  amountCents: number;
  order: string;
  description: string;
  card: boolean;
  bizum: boolean;
};

export function payPage({
  lang,
  session,
  amountCents,
  order,
  description,
  card,
  bizum,
}: PayPageInput): string {
  const t = TEXT[lang];
  const amount = `${(amountCents / 100).toFixed(2)} EUR`;
  const hidden = `<input type="hidden" name="session" value="${escapeHtml(session)}">`;
  const cardForm = card
    ? `<form method="post" action="/sis/stand-in/pay">${hidden}<input type="hidden" name="method" value="card">
<label>${t.card} <input name="card" inputmode="numeric" autocomplete="off" required></label>
<p><small>${t.cardHint}</small></p><button name="action" value="pay">${t.pay}</button></form>`
    : '';
  const bizumForm = bizum
    ? `<form method="post" action="/sis/stand-in/pay">${hidden}<input type="hidden" name="method" value="bizum">
<label>${t.bizum} <input name="phone" inputmode="tel" required></label>
<p><small>${t.bizumHint}</small></p><button name="action" value="pay">${t.payBizum}</button></form>`
    : '';
  return page(
    lang,
    `<p>${t.order}: <b>${escapeHtml(order)}</b> · ${t.amount}: <b>${amount}</b></p><p>${escapeHtml(description)}</p>
${cardForm}${bizumForm}
<form method="post" action="/sis/stand-in/pay">${hidden}<button name="action" value="cancel">${t.cancel}</button></form>`,
  );
}

export function errorPage(lang: BankLang, code: string): string {
  return page(
    lang,
    `<p role="alert">${TEXT[lang].error} <code id="error-code">${escapeHtml(code)}</code></p>`,
  );
}
