import type { Env } from '../../config/env';
import type {
  BeginRequest,
  BeginResult,
  GatewayNotification,
  LookupResult,
  NotificationCheck,
  PaymentGateway,
  RefundRequest,
  RefundResult,
} from './gateway-contract';
import {
  consumerLanguage,
  EURO,
  field,
  isAuthorised,
  isRefundAccepted,
  SIGNATURE_VERSION,
  sameTerminal,
  signRequest,
  verifyMessage,
} from './redsys-protocol';
import { queryEnvelope, readQueryAnswer } from './redsys-query';

export type RedsysSettings = {
  /** The bank's payment page (…/sis/realizarPago), where the browser posts the form. */
  url: string;
  /** The bank's REST endpoint (…/sis/rest/trataPeticionREST), for refunds. */
  restUrl: string;
  merchantCode: string;
  terminal: string;
  /** base64, as the bank gives it. */
  secretKey: string;
  /** '' (cards) or 'z' (Bizum offered as well). */
  payMethods: '' | 'z';
  /** The bank's query web service (…/apl02/services/SerClsWSConsulta); absent: lookups answer unknown. */
  queryUrl?: string;
  /** How long a REST call may take before its outcome counts as unknown. */
  timeoutMs?: number;
};

export type RedsysGateway = PaymentGateway & { readonly offersBizum: boolean };

/** Redsys's Ds_Card_Brand codes (integration guide, "parámetros de la notificación"). */
const CARD_BRANDS: Record<string, string> = {
  '1': 'visa',
  '2': 'mastercard',
  '6': 'diners',
  '8': 'amex',
  '9': 'jcb',
  '22': 'unionpay',
};
/** Ds_ProcessedPayMethod of a Bizum payment. */
const BIZUM_PROCESSED = '68';
/** Redsys's limit on DS_MERCHANT_PRODUCTDESCRIPTION. */
const DESCRIPTION_MAX = 125;

/** The Redsys settings of env.ts; null when the shop runs the sandbox. */
export function redsysSettingsFrom(env: Env): RedsysSettings | null {
  if (env.PAYMENT_GATEWAY !== 'redsys') return null;
  const { REDSYS_URL, REDSYS_REST_URL, REDSYS_MERCHANT_CODE, REDSYS_TERMINAL, REDSYS_SECRET_KEY } = env;
  // env.ts refuses to start without them; this keeps the types honest.
  if (!REDSYS_URL || !REDSYS_REST_URL || !REDSYS_MERCHANT_CODE || !REDSYS_TERMINAL || !REDSYS_SECRET_KEY)
    throw new Error('PAYMENT_GATEWAY=redsys needs every REDSYS_ setting');
  return {
    url: REDSYS_URL,
    restUrl: REDSYS_REST_URL,
    merchantCode: REDSYS_MERCHANT_CODE,
    terminal: REDSYS_TERMINAL,
    secretKey: REDSYS_SECRET_KEY,
    payMethods: env.REDSYS_PAY_METHODS === 'z' ? 'z' : '',
    ...(env.REDSYS_QUERY_URL ? { queryUrl: env.REDSYS_QUERY_URL } : {}),
  };
}

/**
 * Redsys through its redirect page (the card never reaches the shop: PCI DSS SAQ A) and its
 * REST interface for refunds (docs/decisions/036-redsys-gateway.md).
 */
export function createRedsysGateway(settings: RedsysSettings): RedsysGateway {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const offersBizum = settings.payMethods === 'z';

  function begin(request: BeginRequest): Promise<BeginResult> {
    if (request.method === 'bizum' && !offersBizum)
      return Promise.reject(new Error('Bizum is not offered (REDSYS_PAY_METHODS is not "z")'));
    const parameters: Record<string, string> = {
      DS_MERCHANT_AMOUNT: String(request.amountCents),
      DS_MERCHANT_ORDER: request.gatewayOrder,
      DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
      DS_MERCHANT_CURRENCY: EURO,
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: settings.terminal,
      DS_MERCHANT_MERCHANTURL: request.notificationUrl,
      DS_MERCHANT_URLOK: request.returnUrlOk,
      DS_MERCHANT_URLKO: request.returnUrlKo,
      DS_MERCHANT_CONSUMERLANGUAGE: consumerLanguage(request.lang),
      DS_MERCHANT_PRODUCTDESCRIPTION: request.description.slice(0, DESCRIPTION_MAX),
      ...(request.method === 'bizum' ? { DS_MERCHANT_PAYMETHODS: 'z' } : {}),
    };
    return Promise.resolve({
      status: 'redirect',
      redirect: { url: settings.url, fields: signRequest(settings.secretKey, parameters) },
    });
  }

  function checkNotification(body: Record<string, string>): NotificationCheck {
    const verified = verifyMessage(settings.secretKey, body);
    if (!verified.ok) return verified;
    const p = verified.parameters;
    // Signed with our key but for another merchant or terminal: not a word about our payments.
    if (
      field(p, 'Ds_MerchantCode') !== settings.merchantCode ||
      !sameTerminal(field(p, 'Ds_Terminal'), settings.terminal)
    )
      return { ok: false, reason: 'bad_signature' };
    // Only an authorisation (type 0, what begin asks for) settles a payment; a signed word
    // about another operation on the same order (a refund) must not fail it.
    const type = field(p, 'Ds_TransactionType');
    if (type !== undefined && type.trim() !== '0') return { ok: false, reason: 'malformed' };
    const amount = field(p, 'Ds_Amount') ?? '';
    const responseCode = (field(p, 'Ds_Response') ?? '').trim();
    if (!/^\d{1,12}$/.test(amount) || field(p, 'Ds_Currency') !== EURO || !/^\d{1,4}$/.test(responseCode))
      return { ok: false, reason: 'malformed' };
    const succeeded = isAuthorised(responseCode);
    const processed = field(p, 'Ds_ProcessedPayMethod');
    const cardNumber = field(p, 'Ds_Card_Number') ?? field(p, 'Ds_CardNumber');
    const brand = CARD_BRANDS[field(p, 'Ds_Card_Brand') ?? ''];
    const notification: GatewayNotification = {
      gatewayOrder: field(p, 'Ds_Order') ?? '',
      amountCents: Number(amount),
      currency: 'EUR',
      merchantCode: settings.merchantCode,
      succeeded,
      reference: succeeded ? (field(p, 'Ds_AuthorisationCode') ?? '').trim() || responseCode : responseCode,
      responseCode,
      ...(processed === BIZUM_PROCESSED
        ? { method: 'bizum' as const }
        : processed || brand || cardNumber
          ? { method: 'card' as const }
          : {}),
      ...(brand ? { brand } : {}),
      ...(cardNumber && /\d{4}$/.test(cardNumber) ? { last4: cardNumber.slice(-4) } : {}),
    };
    return { ok: true, notification };
  }

  /**
   * Asks the bank's query service about an authorisation (redsys-query.ts), for the reconcile
   * job: a payment whose notification was lost and whose customer never came back is finished
   * or failed from the bank's own record. No answer, an order the bank does not know yet, or an
   * operation not final is "unknown": the job asks again, then expires the payment.
   */
  async function lookup(gatewayOrder: string): Promise<LookupResult> {
    if (!settings.queryUrl) return { status: 'unknown' };
    try {
      const response = await fetch(settings.queryUrl, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: 'consultaOperaciones' },
        body: queryEnvelope(settings, gatewayOrder),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) return { status: 'unknown' };
      return readQueryAnswer(await response.text(), settings, gatewayOrder);
    } catch {
      return { status: 'unknown' };
    }
  }

  async function refund(request: RefundRequest): Promise<RefundResult> {
    const message = signRequest(settings.secretKey, {
      DS_MERCHANT_AMOUNT: String(request.amountCents),
      DS_MERCHANT_ORDER: request.gatewayOrder,
      DS_MERCHANT_MERCHANTCODE: settings.merchantCode,
      DS_MERCHANT_CURRENCY: EURO,
      DS_MERCHANT_TRANSACTIONTYPE: '3',
      DS_MERCHANT_TERMINAL: settings.terminal,
    });
    let answer: Record<string, unknown>;
    try {
      const response = await fetch(settings.restUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // A 5xx or a cut connection may hide a refund the bank did: the outcome is unknown, and
      // a retry is safe because the bank refuses to refund more than was paid (SIS0057).
      if (!response.ok) return { status: 'timeout' };
      answer = (await response.json()) as Record<string, unknown>;
    } catch {
      return { status: 'timeout' };
    }
    if (typeof answer.errorCode === 'string') return { status: 'failed', code: answer.errorCode };
    if (answer.Ds_SignatureVersion !== SIGNATURE_VERSION) return { status: 'failed', code: 'malformed' };
    const verified = verifyMessage(settings.secretKey, answer);
    if (!verified.ok) return { status: 'failed', code: verified.reason };
    const p = verified.parameters;
    if (field(p, 'Ds_Order') !== request.gatewayOrder) return { status: 'failed', code: 'bad_signature' };
    const code = (field(p, 'Ds_Response') ?? '').trim();
    if (!isRefundAccepted(code)) return { status: 'failed', code: code || 'malformed' };
    return { status: 'refunded', reference: (field(p, 'Ds_AuthorisationCode') ?? '').trim() || code };
  }

  return {
    name: 'redsys',
    formActionOrigins: [new URL(settings.url).origin],
    offersBizum,
    begin,
    checkNotification,
    lookup,
    refund,
  };
}
