import { randomBytes, randomInt } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { bankLang, errorPage, payPage } from './redsys-bank-pages';
import { answerQuery, type FinishedAuthorisation } from './redsys-bank-query';
import { merchantSignatureOk, readParameters, signedByBank, VERSION } from './redsys-bank-signature';

/**
 * A local stand-in of Redsys's virtual POS (docs/decisions/036-redsys-gateway.md), written from
 * its published integration guide: the redirect page `POST /sis/realizarPago`, the bank's
 * signed server-to-server notification, the REST `POST /sis/rest/trataPeticionREST` for
 * refunds (transaction type 3), and the query web service `POST /apl02/services/SerClsWSConsulta`
 * (redsys-bank-query.ts). Error codes are those of Redsys's glossary (SIS0042: wrong
 * signature, …). For development and tests only: no money moves.
 */
export type BankMerchant = { merchantCode: string; terminal: string; secretKey: string };

/** Redsys's published test merchant (test environment sis-t.redsys.es). */
export const TEST_MERCHANT: BankMerchant = {
  merchantCode: '999008881',
  terminal: '1',
  secretKey: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
};

export type BankOperation = {
  order: string;
  amountCents: number;
  response: string;
  authorisation: string;
  method: 'card' | 'bizum';
  refundedCents: number;
};

export type SentNotification = { url: string; order: string; status: number | 'unreachable' };

export type RedsysBank = {
  /** http://127.0.0.1:<port> */
  origin: string;
  paymentUrl: string;
  restUrl: string;
  /** The query web service (REDSYS_QUERY_URL). */
  queryUrl: string;
  merchant: BankMerchant;
  operation(order: string): BankOperation | undefined;
  readonly notifications: SentNotification[];
  /** Orders asked about through the query web service, in order. */
  readonly queries: string[];
  close(): Promise<void>;
};

export type BankOptions = {
  host?: string;
  port?: number;
  merchant?: BankMerchant;
  /** Tests: every REST answer waits this long (a slow bank). */
  restDelayMs?: number;
};

type Session = { params: Record<string, string>; done: boolean };

const APPROVED_CARD = '4548812049400004';
const APPROVED_PHONE = '700000000';
/** Ds_Response: 0000 authorised, 0190 declined, 9915 cancelled by the customer, 0900 refund done. */
const AUTHORISED = '0000';
const DECLINED = '0190';
const CANCELLED = '9915';
const REFUNDED = '0900';
const ORDER_RULE = /^\d{4}[A-Za-z0-9]{0,8}$/;
const QUERY_PATH = '/apl02/services/SerClsWSConsulta';

export async function startRedsysBank(options: BankOptions = {}): Promise<RedsysBank> {
  const merchant = options.merchant ?? TEST_MERCHANT;
  const sessions = new Map<string, Session>();
  const operations = new Map<string, BankOperation>();
  const notifications: SentNotification[] = [];
  /** Every authorisation that ended (authorised, declined or cancelled), for the query service. */
  const finished = new Map<string, FinishedAuthorisation>();
  const queries: string[] = [];

  /** The checks of an incoming merchant message, in the order the bank reports them. */
  function checkMerchantMessage(
    form: Record<string, unknown>,
    requireOrigin: boolean,
  ): { error: string } | { params: Record<string, string>; order: string } {
    const encoded = typeof form.Ds_MerchantParameters === 'string' ? form.Ds_MerchantParameters : '';
    const params = readParameters(encoded);
    if (!params) return { error: 'SIS0007' };
    if (!params.DS_MERCHANT_MERCHANTCODE) return { error: 'SIS0008' };
    if (!params.DS_MERCHANT_TERMINAL) return { error: 'SIS0010' };
    if (
      params.DS_MERCHANT_MERCHANTCODE !== merchant.merchantCode ||
      Number(params.DS_MERCHANT_TERMINAL) !== Number(merchant.terminal)
    )
      return { error: 'SIS0026' };
    const order = params.DS_MERCHANT_ORDER;
    if (!order) return { error: 'SIS0074' };
    if (!ORDER_RULE.test(order)) return { error: 'SIS0014' };
    if (!params.DS_MERCHANT_AMOUNT) return { error: 'SIS0018' };
    if (!/^\d{1,12}$/.test(params.DS_MERCHANT_AMOUNT)) return { error: 'SIS0019' };
    if (!params.DS_MERCHANT_CURRENCY) return { error: 'SIS0015' };
    if (params.DS_MERCHANT_CURRENCY !== '978') return { error: 'SIS0027' };
    if (requireOrigin && !params.DS_MERCHANT_MERCHANTURL) return { error: 'SIS0444' };
    const signature = typeof form.Ds_Signature === 'string' ? form.Ds_Signature : '';
    if (
      form.Ds_SignatureVersion !== VERSION ||
      !merchantSignatureOk(merchant.secretKey, order, encoded, signature)
    )
      return { error: 'SIS0042' };
    return { params, order };
  }

  function realizarPago(form: Record<string, string>, res: http.ServerResponse) {
    const checked = checkMerchantMessage(form, true);
    const lang = bankLang(readParameters(form.Ds_MerchantParameters ?? '')?.DS_MERCHANT_CONSUMERLANGUAGE);
    if ('error' in checked) return html(res, 400, errorPage(lang, checked.error));
    const { params, order } = checked;
    if (params.DS_MERCHANT_TRANSACTIONTYPE !== '0') return html(res, 400, errorPage(lang, 'SIS0023'));
    // The bank refuses an order number it has seen (SIS0051): each attempt needs a new one.
    if (
      operations.has(order) ||
      [...sessions.values()].some((s) => s.params.DS_MERCHANT_ORDER === order && s.done)
    )
      return html(res, 400, errorPage(lang, 'SIS0051'));
    const session = randomBytes(16).toString('hex');
    sessions.set(session, { params, done: false });
    const methods = params.DS_MERCHANT_PAYMETHODS ?? '';
    html(
      res,
      200,
      payPage({
        lang,
        session,
        amountCents: Number(params.DS_MERCHANT_AMOUNT),
        order,
        description: params.DS_MERCHANT_PRODUCTDESCRIPTION ?? '',
        card: methods === '' || methods.includes('C'),
        bizum: methods === '' || methods.includes('z'),
      }),
    );
  }

  async function pay(form: Record<string, string>, res: http.ServerResponse) {
    const session = sessions.get(form.session ?? '');
    if (!session || session.done) return html(res, 400, errorPage('en', 'SIS0051'));
    session.done = true;
    const p = session.params;
    const order = p.DS_MERCHANT_ORDER ?? '';
    const method = form.method === 'bizum' ? 'bizum' : 'card';
    const digits = (form.card ?? '').replace(/\D/g, '');
    const response =
      form.action !== 'pay'
        ? CANCELLED
        : (method === 'card' ? digits === APPROVED_CARD : form.phone?.trim() === APPROVED_PHONE)
          ? AUTHORISED
          : DECLINED;
    const authorisation = response === AUTHORISED ? String(randomInt(100000, 999999)) : '';
    const amountCents = Number(p.DS_MERCHANT_AMOUNT);
    if (response === AUTHORISED)
      operations.set(order, { order, amountCents, response, authorisation, method, refundedCents: 0 });
    const now = new Date();
    finished.set(order, { order, amountCents, response, authorisation, at: now });
    const notice: Record<string, string> = {
      Ds_Date: encodeURIComponent(now.toLocaleDateString('en-GB', { timeZone: 'Europe/Madrid' })),
      Ds_Hour: encodeURIComponent(now.toLocaleTimeString('en-GB', { timeZone: 'Europe/Madrid' }).slice(0, 5)),
      Ds_SecurePayment: response === AUTHORISED ? '1' : '0',
      Ds_Amount: String(amountCents),
      Ds_Currency: '978',
      Ds_Order: order,
      Ds_MerchantCode: merchant.merchantCode,
      Ds_Terminal: merchant.terminal.padStart(3, '0'),
      Ds_Response: response,
      Ds_MerchantData: p.DS_MERCHANT_MERCHANTDATA ?? '',
      Ds_TransactionType: '0',
      Ds_ConsumerLanguage: String(Number(p.DS_MERCHANT_CONSUMERLANGUAGE ?? '1') || 1),
      Ds_AuthorisationCode: authorisation,
      ...(method === 'card' && digits.length >= 12
        ? {
            Ds_Card_Number: `${digits.slice(0, 6)}******${digits.slice(-4)}`,
            Ds_Card_Brand: '1',
            Ds_Card_Country: '724',
          }
        : {}),
      Ds_ProcessedPayMethod: method === 'bizum' ? '68' : '1',
    };
    const signed = signedByBank(merchant.secretKey, notice, true);
    const target = p.DS_MERCHANT_MERCHANTURL ?? '';
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(signed).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      notifications.push({ url: target, order, status: answer.status });
    } catch {
      notifications.push({ url: target, order, status: 'unreachable' });
    }
    const back = response === AUTHORISED ? p.DS_MERCHANT_URLOK : p.DS_MERCHANT_URLKO;
    if (!back) return html(res, 200, errorPage(bankLang(p.DS_MERCHANT_CONSUMERLANGUAGE), response));
    const url = new URL(back);
    for (const [key, value] of Object.entries(signed)) url.searchParams.set(key, value);
    res.writeHead(303, { location: url.toString() }).end();
  }

  async function trataPeticionREST(body: string, res: http.ServerResponse) {
    if (options.restDelayMs) await new Promise((resolve) => setTimeout(resolve, options.restDelayMs));
    let form: Record<string, unknown>;
    try {
      form = JSON.parse(body) as Record<string, unknown>;
    } catch {
      return json(res, { errorCode: 'SIS0007' });
    }
    const checked = checkMerchantMessage(form ?? {}, false);
    if ('error' in checked) return json(res, { errorCode: checked.error });
    const { params, order } = checked;
    if (params.DS_MERCHANT_TRANSACTIONTYPE !== '3') return json(res, { errorCode: 'SIS0023' });
    const operation = operations.get(order);
    if (!operation) return json(res, { errorCode: 'SIS0054' });
    const amount = Number(params.DS_MERCHANT_AMOUNT);
    // Never more than was paid: a repeated full refund is refused, so retrying one is safe.
    if (operation.refundedCents + amount > operation.amountCents) return json(res, { errorCode: 'SIS0057' });
    operation.refundedCents += amount;
    json(
      res,
      signedByBank(
        merchant.secretKey,
        {
          Ds_Amount: String(amount),
          Ds_Currency: '978',
          Ds_Order: order,
          Ds_MerchantCode: merchant.merchantCode,
          Ds_Terminal: merchant.terminal,
          Ds_Response: REFUNDED,
          Ds_AuthorisationCode: String(randomInt(100000, 999999)),
          Ds_TransactionType: '3',
          Ds_SecurePayment: '0',
          Ds_Language: '1',
          Ds_MerchantData: '',
          Ds_Card_Country: '724',
        },
        false,
      ),
    );
  }

  function consultaOperaciones(body: string, res: http.ServerResponse) {
    const order = /<Ds_Order>([^<]*)<\/Ds_Order>/.exec(body)?.[1];
    if (order) queries.push(order);
    res
      .writeHead(200, { 'content-type': 'text/xml; charset=utf-8' })
      .end(answerQuery(body, merchant, (o) => finished.get(o)));
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 65_536) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = (req.url ?? '').split('?')[0];
      const form = Object.fromEntries(new URLSearchParams(body));
      const route =
        req.method !== 'POST'
          ? null
          : path === '/sis/realizarPago'
            ? () => realizarPago(form, res)
            : path === '/sis/stand-in/pay'
              ? () => pay(form, res)
              : path === '/sis/rest/trataPeticionREST'
                ? () => trataPeticionREST(body, res)
                : path === QUERY_PATH
                  ? () => consultaOperaciones(body, res)
                  : null;
      if (!route) return void res.writeHead(404).end();
      Promise.resolve(route()).catch(() => {
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';
  const origin = `http://${host}:${port}`;
  return {
    origin,
    paymentUrl: `${origin}/sis/realizarPago`,
    restUrl: `${origin}/sis/rest/trataPeticionREST`,
    queryUrl: `${origin}${QUERY_PATH}`,
    merchant,
    operation: (order) => operations.get(order),
    notifications,
    queries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function html(res: http.ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
}

function json(res: http.ServerResponse, body: unknown) {
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
