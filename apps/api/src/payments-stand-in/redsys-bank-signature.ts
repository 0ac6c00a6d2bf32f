import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The bank's side of HMAC_SHA256_V1, written from Redsys's integration guide on its own (not
 * from the shop's gateway), so that a round trip checks one reading of the guide against another.
 */
export const VERSION = 'HMAC_SHA256_V1';

function operationKey(secret: string, order: string): Buffer {
  const key = Buffer.from(secret, 'base64');
  const padded = Buffer.alloc(Math.max(8, Math.ceil(Buffer.byteLength(order) / 8) * 8), 0);
  padded.write(order, 'utf8');
  const des = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8, 0)).setAutoPadding(false);
  return Buffer.concat([des.update(padded), des.final()]);
}

export function mac(secret: string, order: string, encodedParameters: string): Buffer {
  return createHmac('sha256', operationKey(secret, order)).update(encodedParameters, 'utf8').digest();
}

/** What the merchant sent is right if its signature (base64) matches ours, compared in constant time. */
export function merchantSignatureOk(
  secret: string,
  order: string,
  encoded: string,
  signature: string,
): boolean {
  const ours = mac(secret, order, encoded);
  const theirs = Buffer.from(signature.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return theirs.length === ours.length && timingSafeEqual(theirs, ours);
}

/** The bank's own messages: notifications in URL-safe base64, REST answers in standard base64. */
export function signedByBank(secret: string, parameters: Record<string, string>, urlSafe: boolean) {
  const encoded = Buffer.from(JSON.stringify(parameters)).toString('base64');
  const signature = mac(secret, parameters.Ds_Order ?? '', encoded).toString('base64');
  return {
    Ds_SignatureVersion: VERSION,
    Ds_MerchantParameters: encoded,
    Ds_Signature: urlSafe ? signature.replace(/\+/g, '-').replace(/\//g, '_') : signature,
  };
}

export function readParameters(encoded: string): Record<string, string> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
    // Merchants may write DS_MERCHANT_AMOUNT or Ds_Merchant_Amount: the bank reads both.
    return Object.fromEntries(Object.entries(json).map(([k, v]) => [k.toUpperCase(), String(v)]));
  } catch {
    return null;
  }
}
