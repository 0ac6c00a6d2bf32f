import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedsysBank, startRedsysBank } from './redsys-bank';

/**
 * The stand-in's own signing checked on a published request: the redirect example recorded
 * against Redsys's test environment with its test merchant (fixture of the MIT-licensed
 * redsys-easy library, test/fixtures/rest/redirect.ts). If the bank accepts it, its reading
 * of HMAC_SHA256_V1 matches the real bank's, independently of the shop's gateway code.
 */
const published = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters:
    'eyJEU19NRVJDSEFOVF9UUkFOU0FDVElPTlRZUEUiOiIwIiwiRFNfTUVSQ0hBTlRfT1JERVIiOiIwNzI2cUkzSDdzWngiLCJEU19NRVJDSEFOVF9NRVJDSEFOVENPREUiOiI5OTkwMDg4ODEiLCJEU19NRVJDSEFOVF9URVJNSU5BTCI6IjEiLCJEU19NRVJDSEFOVF9BTU9VTlQiOiI0OTk5IiwiRFNfTUVSQ0hBTlRfQ1VSUkVOQ1kiOiI5NzgiLCJEU19NRVJDSEFOVF9NRVJDSEFOVFVSTCI6Imh0dHA6Ly93d3cucHJ1ZWJhLmNvbS91cmxOb3RpZmljYWNpb24ucGhwIiwiRFNfTUVSQ0hBTlRfVVJMT0siOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsT0sucGhwIiwiRFNfTUVSQ0hBTlRfVVJMS08iOiJodHRwOi8vd3d3LnBydWViYS5jb20vdXJsS08ucGhwIn0=',
  Ds_Signature: 'TyW+LIa2GZnhCPLM7JSPwbQn4ZjOvMO/KiIf4yJgwo8=',
};

function postForm(bank: RedsysBank, fields: Record<string, string>) {
  return fetch(bank.paymentUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

describe('Redsys bank stand-in', () => {
  let bank: RedsysBank;
  beforeAll(async () => {
    bank = await startRedsysBank();
  });
  afterAll(async () => {
    await bank?.close();
  });

  it("accepts Redsys's published example request and shows its payment page", async () => {
    const page = await postForm(bank, published);
    const html = await page.text();
    expect(page.status, html).toBe(200);
    expect(html).toContain('0726qI3H7sZx');
    expect(html).toContain('49.99 EUR');
    expect(html).toMatch(/name="card"/);
  });

  it('refuses the same request with one character of its signature changed (SIS0042)', async () => {
    const page = await postForm(bank, { ...published, Ds_Signature: `U${published.Ds_Signature.slice(1)}` });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('SIS0042');
  });

  it('reports missing or wrong fields with the codes of Redsys’s glossary', async () => {
    const encode = (p: Record<string, string>) => Buffer.from(JSON.stringify(p)).toString('base64');
    const base = {
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_ORDER: '1234abc',
      DS_MERCHANT_AMOUNT: '100',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_MERCHANTURL: 'http://127.0.0.1:1/n',
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, DS_MERCHANT_MERCHANTCODE: '111111111' }, 'SIS0026'],
      [{ ...base, DS_MERCHANT_ORDER: 'ab12' }, 'SIS0014'],
      [{ ...base, DS_MERCHANT_AMOUNT: '1.00' }, 'SIS0019'],
      [{ ...base, DS_MERCHANT_CURRENCY: '840' }, 'SIS0027'],
    ];
    for (const [params, code] of cases) {
      const page = await postForm(bank, {
        Ds_SignatureVersion: 'HMAC_SHA256_V1',
        Ds_MerchantParameters: encode(params),
        Ds_Signature: 'x',
      });
      expect(await page.text()).toContain(code);
    }
    const rest = await fetch(bank.restUrl, { method: 'POST', body: 'not json' });
    expect(await rest.json()).toEqual({ errorCode: 'SIS0007' });
  });
});
