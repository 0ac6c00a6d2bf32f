import { timingSafeEqual } from 'node:crypto';
import { mac } from './redsys-bank-signature';

/**
 * The stand-in's side of Redsys's query web service (SOAP SerClsWSConsulta, operation
 * consultaOperaciones), written from Redsys's "Consultas SOAP HMAC SHA256" on its own (not
 * from the shop's gateway): the merchant's `<Messages>` travels in `cadenaXML`; its
 * `<Signature>` is base64 HMAC-SHA256 of the `<Version>` element's exact text under the
 * order's 3DES key; the answer is the same document shape, XML-escaped in
 * `consultaOperacionesReturn`.
 */
export type FinishedAuthorisation = {
  order: string;
  amountCents: number;
  response: string;
  authorisation: string;
  at: Date;
};

type Merchant = { merchantCode: string; terminal: string; secretKey: string };

const text = (xml: string, tag: string) => new RegExp(`<${tag}>([^<]*)</${tag}>`).exec(xml)?.[1]?.trim();

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function envelope(messages: string): string {
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/">' +
    '<soapenv:Body><p259:consultaOperacionesResponse xmlns:p259="http://webservices.apl02.redsys.es">' +
    `<consultaOperacionesReturn>${escapeXml(messages)}</consultaOperacionesReturn>` +
    '</p259:consultaOperacionesResponse></soapenv:Body></soapenv:Envelope>'
  );
}

function error(code: string): string {
  return envelope(
    `<Messages><Version Ds_Version="0.0"><Message><ErrorMsg><Ds_ErrorCode>${code}</Ds_ErrorCode></ErrorMsg></Message></Version></Messages>`,
  );
}

/** Answers one consultaOperaciones request about `finished` authorisations (by order number). */
export function answerQuery(
  soap: string,
  merchant: Merchant,
  finished: (order: string) => FinishedAuthorisation | undefined,
): string {
  const cadena = /<cadenaXML>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([\s\S]*?))\s*<\/cadenaXML>/.exec(soap);
  const messages = cadena ? (cadena[1] ?? cadena[2] ?? '') : '';
  const version = /<Version\b[^>]*>[\s\S]*<\/Version>/.exec(messages)?.[0];
  const signature = text(messages, 'Signature') ?? '';
  const order = version ? text(version, 'Ds_Order') : undefined;
  // Redsys's glossary codes: XML0001 a malformed request, SIS0042 a wrong signature, SIS0026
  // another merchant or terminal, XML0024 no operation with that order number.
  if (!version || !order || text(messages, 'SignatureVersion') !== 'HMAC_SHA256_V1') return error('XML0001');
  const ours = mac(merchant.secretKey, order, version);
  const theirs = Buffer.from(signature, 'base64');
  if (theirs.length !== ours.length || !timingSafeEqual(theirs, ours)) return error('SIS0042');
  if (
    text(version, 'Ds_MerchantCode') !== merchant.merchantCode ||
    Number(text(version, 'Ds_Terminal')) !== Number(merchant.terminal)
  )
    return error('SIS0026');
  const type = text(version, 'Ds_TransactionType') ?? '0';
  const operation = type === '0' ? finished(order) : undefined;
  if (!operation) return error('XML0024');
  const at = operation.at;
  const madrid = (options: Intl.DateTimeFormatOptions) =>
    at.toLocaleString('en-GB', { timeZone: 'Europe/Madrid', ...options });
  return envelope(
    '<Messages><Version Ds_Version="0.0"><Message><Response Ds_Version="0.0">' +
      `<Ds_MerchantCode>${merchant.merchantCode}</Ds_MerchantCode>` +
      `<Ds_Terminal>${merchant.terminal.padStart(3, '0')}</Ds_Terminal>` +
      `<Ds_Order>${order}</Ds_Order>` +
      '<Ds_TransactionType>0</Ds_TransactionType>' +
      `<Ds_Date>${madrid({ day: '2-digit', month: '2-digit', year: 'numeric' })}</Ds_Date>` +
      `<Ds_Hour>${madrid({ hour: '2-digit', minute: '2-digit', hour12: false })}</Ds_Hour>` +
      `<Ds_Amount>${operation.amountCents}</Ds_Amount>` +
      '<Ds_Currency>978</Ds_Currency>' +
      `<Ds_SecurePayment>${operation.response === '0000' ? '1' : '0'}</Ds_SecurePayment>` +
      '<Ds_State>F</Ds_State>' +
      `<Ds_Response>${operation.response}</Ds_Response>` +
      `<Ds_AuthorisationCode>${operation.authorisation}</Ds_AuthorisationCode>` +
      '</Response></Message></Version></Messages>',
  );
}
