import { describe, expect, it } from 'vitest';
import {
  consumerLanguage,
  decodeParameters,
  field,
  isAuthorised,
  orderKey,
  sameTerminal,
  sign,
  signatureMatches,
  signRequest,
  verifyMessage,
} from './redsys-protocol';

/**
 * Published examples. The secret `sq7HjrUOBfKmC576ILgskD5srU870gJ7` and merchant 999008881 are
 * the test credentials Redsys publishes for its test environment (sis-t.redsys.es). The signed
 * messages below are the fixtures of the MIT-licensed redsys-easy library
 * (github.com/javiertury/redsys-easy, test/fixtures/rest/redirect.ts, notification.ts,
 * json-request.ts, json-response.ts), recorded against that environment; the request
 * parameters are the example of Redsys's integration guide (order 1446068581, 1.45 EUR).
 */
const TEST_SECRET = 'sq7HjrUOBfKmC576ILgskD5srU870gJ7';
const OTHER_SECRET = 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev';

const redirectParameters =
  'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=';

/** The bank's notification for that redirect payment (URL-safe signature, terminal "001"). */
const bankNotification = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEc19EYXRlIjoiMjIlMkYxMCUyRjIwMjEiLCJEc19Ib3VyIjoiMjIlM0E1MSIsIkRzX1NlY3VyZVBheW1lbnQiOiIxIiwiRHNfQ2FyZF9OdW1iZXIiOiI0NTQ4ODEqKioqKiowMDA0IiwiRHNfQ2FyZF9Db3VudHJ5IjoiNzI0IiwiRHNfQW1vdW50IjoiNDk5OSIsIkRzX0N1cnJlbmN5IjoiOTc4IiwiRHNfT3JkZXIiOiIwNzI2cUkzSDdzWngiLCJEc19NZXJjaGFudENvZGUiOiI5OTkwMDg4ODEiLCJEc19UZXJtaW5hbCI6IjAwMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX01lcmNoYW50RGF0YSI6IiIsIkRzX1RyYW5zYWN0aW9uVHlwZSI6IjAiLCJEc19Db25zdW1lckxhbmd1YWdlIjoiMSIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiMDUyMDI5IiwiRHNfQ2FyZF9CcmFuZCI6IjEiLCJEc19Qcm9jZXNzZWRQYXlNZXRob2QiOiIxIn0=',
  Ds_Signature: '52nPyUkyDws__OfMqDka_yN-arxzulELZC1TYTvvR0s=',
};

describe('Redsys HMAC_SHA256_V1 on published examples', () => {
  it('derives the order key with 3DES-CBC, zero IV, zero-filled', () => {
    expect(orderKey(TEST_SECRET, '012345678').toString('base64')).toBe('ub0/L8+E9+9ITQJwk3SvHA==');
    expect(orderKey(TEST_SECRET, '0726qI3H7sZx').toString('base64')).toBe('GViV77kFjMPKVUcE9qxzlg==');
    expect(orderKey(OTHER_SECRET, '1446068581').toString('base64')).toBe('Uv3ZTYJhPi5Hpi9R6NzR6w==');
    expect(orderKey(OTHER_SECRET, '0069').toString('base64')).toBe('0mL++6eIic8=');
  });

  it('refuses a secret that is not a 24-byte 3DES key', () => {
    expect(() => orderKey('oHcS8P9M2P+gdxLw/0zY/w==', '1234')).toThrow(/24 bytes/);
  });

  it('signs a redirect request exactly as the bank expects', () => {
    expect(sign(TEST_SECRET, '0726qI3H7sZx', redirectParameters)).toBe(
      'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=',
    );
  });

  it('signs the guide example request (order 1446068581, 1.45 EUR) as published', () => {
    const parameters = {
      DS_MERCHANT_AMOUNT: '145',
      DS_MERCHANT_ORDER: '1446068581',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_MERCHANTURL: 'http://www.prueba.com/urlNotificacion.php',
      DS_MERCHANT_PAN: '4548812049400004',
      DS_MERCHANT_EXPIRYDATE: '1512',
      DS_MERCHANT_CVV2: '123',
    };
    expect(signRequest(OTHER_SECRET, parameters)).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters:
        'eyJEU19NRVJDSEFOVF9BTU9VTlQiOiIxNDUiLCJEU19NRVJDSEFOVF9PUkRFUiI6IjE0NDYwNjg1ODEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9DVVJSRU5DWSI6Ijk3OCIsIkRTX01FUkNIQU5UX1RSQU5TQUNUSU9OVFlQRSI6IjAiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfUEFOIjoiNDU0ODgxMjA0OTQwMDAwNCIsIkRTX01FUkNIQU5UX0VYUElSWURBVEUiOiIxNTEyIiwiRFNfTUVSQ0hBTlRfQ1ZWMiI6IjEyMyJ9',
      Ds_Signature: 'aAL1aW3e9XLP3JyraURhhyHNfv9bjHkrHap0Sd44PdA=',
    });
  });

  it("accepts the bank's notification, signed in URL-safe base64, and reads Ds_ fields in any case", () => {
    const checked = verifyMessage(TEST_SECRET, bankNotification);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(field(checked.parameters, 'DS_ORDER')).toBe('0726qI3H7sZx');
    expect(field(checked.parameters, 'ds_amount')).toBe('4999');
    expect(isAuthorised(field(checked.parameters, 'Ds_Response'))).toBe(true);
    expect(sameTerminal(field(checked.parameters, 'Ds_Terminal'), '1')).toBe(true);
  });

  it('accepts a REST answer signed in standard base64', () => {
    const answer = {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters:
        'eyJEc19BbW91bnQiOiIxNDUiLCJEc19DdXJyZW5jeSI6Ijk3OCIsIkRzX09yZGVyIjoiMTQ0NjA2ODU4MSIsIkRzX01lcmNoYW50Q29kZSI6Ijk5OTAwODg4MSIsIkRzX1Rlcm1pbmFsIjoiMSIsIkRzX1Jlc3BvbnNlIjoiMDAwMCIsIkRzX0F1dGhvcmlzYXRpb25Db2RlIjoiNTAxNjAyIiwiRHNfVHJhbnNhY3Rpb25UeXBlIjoiMCIsIkRzX1NlY3VyZVBheW1lbnQiOiIwIiwiRHNfTGFuZ3VhZ2UiOiIxIiwiRHNfQ2FyZE51bWJlciI6IjQ1NDg4MSoqKioqKioqMDQiLCJEc19NZXJjaGFudERhdGEiOiIiLCJEc19DYXJkX0NvdW50cnkiOiI3MjQiLCJEc19DYXJkX0JyYW5kIjoiMSJ9',
      Ds_Signature: 'IoGNijSDZGbk+qChH2iqRCg6jZVl3Ee6Ha/WBM4wgto=',
    };
    expect(verifyMessage(OTHER_SECRET, answer)).toMatchObject({ ok: true });
  });

  it('refuses a tampered notification, a wrong key, another version and garbage', () => {
    const params = decodeParameters(bankNotification.Ds_MerchantParameters) ?? {};
    const tampered = Buffer.from(JSON.stringify({ ...params, Ds_Amount: '1' })).toString('base64');
    expect(verifyMessage(TEST_SECRET, { ...bankNotification, Ds_MerchantParameters: tampered })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyMessage(OTHER_SECRET, bankNotification)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(
      verifyMessage(TEST_SECRET, { ...bankNotification, Ds_SignatureVersion: 'HMAC_SHA512_V2' }),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(verifyMessage(TEST_SECRET, { Ds_MerchantParameters: '!!', Ds_Signature: 'x' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
    expect(signatureMatches(TEST_SECRET, '0726qI3H7sZx', redirectParameters, 'short')).toBe(false);
  });

  it('sends non-ASCII text as \\u escapes, read back intact', () => {
    const signed = signRequest(TEST_SECRET, {
      DS_MERCHANT_ORDER: '00001234',
      DS_MERCHANT_PRODUCTDESCRIPTION: 'Lona ñ طباعة',
    });
    expect(Buffer.from(signed.Ds_MerchantParameters, 'base64').toString('latin1')).toMatch(/^[\x20-\x7e]+$/);
    expect(decodeParameters(signed.Ds_MerchantParameters)?.DS_MERCHANT_PRODUCTDESCRIPTION).toBe(
      'Lona ñ طباعة',
    );
  });

  it('reads Ds_Response, terminals and languages as Redsys defines them', () => {
    expect(['0000', '0099', '99'].map(isAuthorised)).toEqual([true, true, true]);
    expect(['0100', '0190', '0900', '9915', '', 'abc', undefined].map(isAuthorised)).toEqual(
      Array(7).fill(false),
    );
    expect(sameTerminal('002', '1')).toBe(false);
    expect([consumerLanguage('es'), consumerLanguage('en'), consumerLanguage('ar')]).toEqual([
      '001',
      '002',
      '002',
    ]);
  });
});
