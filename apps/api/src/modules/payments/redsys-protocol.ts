import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Redsys's HMAC_SHA256_V1 signature, as its integration guide ("conexión por redirección" and
 * REST) specifies it (docs/decisions/036-redsys-gateway.md): the parameters travel as
 * base64(JSON); the key of one operation is the order number encrypted with 3DES-CBC (zero IV,
 * zero-filled to 8 bytes) under the merchant's base64-decoded secret; the signature is
 * base64(HMAC-SHA256(that key, the base64 parameters string)). The bank signs its
 * notifications the same way but in URL-safe base64.
 */
export const SIGNATURE_VERSION = 'HMAC_SHA256_V1';
export const EURO = '978';

export type SignedMessage = {
  Ds_SignatureVersion: string;
  Ds_MerchantParameters: string;
  Ds_Signature: string;
};

/** The per-operation key: 3DES-CBC of the order number, zero IV, zero-filled, no other padding. */
export function orderKey(secretBase64: string, order: string): Buffer {
  const secret = Buffer.from(secretBase64, 'base64');
  if (secret.length !== 24) throw new Error('The Redsys secret key must decode to 24 bytes');
  const data = Buffer.from(order, 'utf8');
  const block = Buffer.alloc(Math.ceil(data.length / 8) * 8 || 8);
  data.copy(block);
  const cipher = createCipheriv('des-ede3-cbc', secret, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(block), cipher.final()]);
}

/** The raw HMAC-SHA256 of the parameters string under the order's key. */
export function signatureBytes(secretBase64: string, order: string, merchantParameters: string): Buffer {
  return createHmac('sha256', orderKey(secretBase64, order)).update(merchantParameters).digest();
}

/** The signature in standard base64, as a merchant sends it. */
export function sign(secretBase64: string, order: string, merchantParameters: string): string {
  return signatureBytes(secretBase64, order, merchantParameters).toString('base64');
}

/**
 * Compares a received signature, standard or URL-safe base64 (Node's decoder reads both), with
 * the one we compute, in constant time.
 */
export function signatureMatches(
  secretBase64: string,
  order: string,
  merchantParameters: string,
  received: string,
): boolean {
  if (!/^[A-Za-z0-9+/_-]+=*$/.test(received)) return false;
  const expected = signatureBytes(secretBase64, order, merchantParameters);
  const given = Buffer.from(received, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * JSON with every non-ASCII character escaped (\uXXXX), as Redsys's own PHP library writes it,
 * so a Spanish or Arabic product description reaches the bank's page intact whatever charset
 * it assumes.
 */
export function encodeParameters(parameters: Record<string, string>): string {
  const json = JSON.stringify(parameters).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return Buffer.from(json, 'utf8').toString('base64');
}

/** Reads base64 or URL-safe base64 JSON; null when it is not an object of strings. */
export function decodeParameters(encoded: string): Record<string, string> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const out: Record<string, string> = {};
    for (const [key, v] of Object.entries(value)) {
      if (typeof v === 'string' || typeof v === 'number') out[key] = String(v);
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * A field by name whatever its case: requests say DS_MERCHANT_ORDER or Ds_Merchant_Order,
 * answers Ds_Order (and some banks DS_ORDER).
 */
export function field(parameters: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(parameters)) if (key.toLowerCase() === wanted) return value;
  return undefined;
}

/** Signs parameters for the bank: the order number is the key's input. */
export function signRequest(secretBase64: string, parameters: Record<string, string>): SignedMessage {
  const order = field(parameters, 'DS_MERCHANT_ORDER');
  if (!order) throw new Error('A Redsys request needs DS_MERCHANT_ORDER');
  const merchantParameters = encodeParameters(parameters);
  return {
    Ds_SignatureVersion: SIGNATURE_VERSION,
    Ds_MerchantParameters: merchantParameters,
    Ds_Signature: sign(secretBase64, order, merchantParameters),
  };
}

export type VerifiedMessage =
  | { ok: true; parameters: Record<string, string> }
  | { ok: false; reason: 'bad_signature' | 'malformed' };

/**
 * Checks a message the bank signed (notification or REST answer): the key comes from the
 * order number inside the parameters, and the signature covers the parameters string exactly
 * as received.
 */
export function verifyMessage(
  secretBase64: string,
  message: Partial<Record<string, unknown>>,
): VerifiedMessage {
  const version = stringField(message, 'Ds_SignatureVersion');
  const encoded = stringField(message, 'Ds_MerchantParameters');
  const signature = stringField(message, 'Ds_Signature');
  if (!version || !encoded || !signature) return { ok: false, reason: 'malformed' };
  if (version !== SIGNATURE_VERSION) return { ok: false, reason: 'bad_signature' };
  const parameters = decodeParameters(encoded);
  const order = parameters && field(parameters, 'Ds_Order');
  if (!parameters || !order) return { ok: false, reason: 'malformed' };
  if (!signatureMatches(secretBase64, order, encoded, signature))
    return { ok: false, reason: 'bad_signature' };
  return { ok: true, parameters };
}

function stringField(message: Partial<Record<string, unknown>>, name: string): string | undefined {
  for (const [key, value] of Object.entries(message)) {
    if (key.toLowerCase() === name.toLowerCase() && typeof value === 'string') return value;
  }
  return undefined;
}

/** Ds_Response 0000-0099 is an authorised payment; 0900 an authorised refund or confirmation. */
export function isAuthorised(response: string | undefined): boolean {
  if (!response || !/^\d{1,4}$/.test(response.trim())) return false;
  return Number(response) <= 99;
}

export function isRefundAccepted(response: string | undefined): boolean {
  return !!response && /^\d{1,4}$/.test(response.trim()) && Number(response) === 900;
}

/** Redsys's consumer language codes: 001 Spanish, 002 English (it has no Arabic page). */
export function consumerLanguage(lang: 'en' | 'ar' | 'es'): string {
  return lang === 'es' ? '001' : '002';
}

/** Terminals are compared as numbers: the bank answers "001" to a request that said "1". */
export function sameTerminal(a: string | undefined, b: string): boolean {
  return !!a && /^\d{1,3}$/.test(a.trim()) && Number(a) === Number(b);
}
