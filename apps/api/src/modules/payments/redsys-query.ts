import { createHmac } from 'node:crypto';
import type { LookupResult } from './gateway-contract';
import { isAuthorised, orderKey, SIGNATURE_VERSION, sameTerminal } from './redsys-protocol';

/**
 * Redsys's query of an operation by order number: the SOAP web service SerClsWSConsulta,
 * operation `consultaOperaciones` ("Consultas SOAP HMAC SHA256"; docs/decisions/036-redsys-gateway.md).
 * The request is a `<Messages>` document in the `cadenaXML` argument: a `<Version>` element
 * naming merchant, terminal, order and transaction type, and its signature: base64
 * HMAC-SHA256 of that `<Version>` element's exact text under the order's key (the same 3DES
 * key as the redirect flow). The answer carries the same shape, XML-escaped inside
 * `consultaOperacionesReturn`: a `<Response>` with Ds_State (F: final) and Ds_Response, or an
 * `<ErrorMsg>` with Ds_ErrorCode (XML0024: no operation with that number).
 */
export type QueryMerchant = { merchantCode: string; terminal: string; secretKey: string };

/** Authorisations only (type 0): a refund on the same order number is another operation. */
const AUTHORISATION = '0';
/** The bank knows no operation with that order number (yet: the customer may still be on its page). */
export const NO_OPERATION = 'XML0024';

/** The `<Version>` element of a query for one order, the text the signature covers. */
export function queryVersion(merchant: QueryMerchant, order: string): string {
  return (
    '<Version Ds_Version="0.0"><Message><Transaction>' +
    `<Ds_MerchantCode>${escapeXml(merchant.merchantCode)}</Ds_MerchantCode>` +
    `<Ds_Terminal>${escapeXml(merchant.terminal)}</Ds_Terminal>` +
    `<Ds_Order>${escapeXml(order)}</Ds_Order>` +
    `<Ds_TransactionType>${AUTHORISATION}</Ds_TransactionType>` +
    '</Transaction></Message></Version>'
  );
}

export function signVersion(secretKey: string, order: string, version: string): string {
  return createHmac('sha256', orderKey(secretKey, order)).update(version, 'utf8').digest('base64');
}

/** The SOAP request body for `consultaOperaciones` (SOAPAction header: consultaOperaciones). */
export function queryEnvelope(merchant: QueryMerchant, order: string): string {
  const version = queryVersion(merchant, order);
  const messages =
    `<Messages>${version}<Signature>${signVersion(merchant.secretKey, order, version)}</Signature>` +
    `<SignatureVersion>${SIGNATURE_VERSION}</SignatureVersion></Messages>`;
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:web="http://webservices.apl02.redsys.es">' +
    '<soapenv:Header/><soapenv:Body><web:consultaOperaciones>' +
    `<cadenaXML><![CDATA[${messages}]]></cadenaXML>` +
    '</web:consultaOperaciones></soapenv:Body></soapenv:Envelope>'
  );
}

/**
 * Reads the bank's answer about `order` into the gateway's word: succeeded (authorised, with
 * its amount), failed (final and refused), or unknown (not there yet, not final, or not an
 * answer about this merchant and order: the reconcile job asks again, then expires it).
 */
export function readQueryAnswer(soap: string, merchant: QueryMerchant, order: string): LookupResult {
  const inner =
    /<(?:\w+:)?consultaOperacionesReturn[^>]*>([\s\S]*?)<\/(?:\w+:)?consultaOperacionesReturn>/.exec(
      soap,
    )?.[1];
  if (inner === undefined) return { status: 'unknown' };
  const cdata = /^\s*<!\[CDATA\[([\s\S]*)\]\]>\s*$/.exec(inner)?.[1];
  const xml = cdata ?? unescapeXml(inner);
  const response = /<Response\b[^>]*>([\s\S]*?)<\/Response>/.exec(xml)?.[1];
  if (response === undefined) return { status: 'unknown' };
  const text = (tag: string) => leaf(response, tag);
  if (
    text('Ds_Order') !== order ||
    text('Ds_MerchantCode') !== merchant.merchantCode ||
    !sameTerminal(text('Ds_Terminal'), merchant.terminal) ||
    (text('Ds_TransactionType') ?? AUTHORISATION) !== AUTHORISATION
  )
    return { status: 'unknown' };
  const code = text('Ds_Response') ?? '';
  if (text('Ds_State') !== 'F' || !/^\d{1,4}$/.test(code)) return { status: 'unknown' };
  if (!isAuthorised(code)) return { status: 'failed', code: `gateway_${code}` };
  const amount = text('Ds_Amount') ?? '';
  if (!/^\d{1,12}$/.test(amount)) return { status: 'unknown' };
  return {
    status: 'succeeded',
    reference: text('Ds_AuthorisationCode') || code,
    amountCents: Number(amount),
  };
}

/** A leaf element's text, trimmed (the bank pads some fields with spaces). */
export function leaf(xml: string, tag: string): string | undefined {
  const match = new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(xml);
  return match ? unescapeXml(match[1] ?? '').trim() : undefined;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&amp;/g, '&');
}
