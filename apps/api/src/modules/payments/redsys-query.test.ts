import { describe, expect, it } from 'vitest';
import { TEST_MERCHANT } from '../../payments-stand-in/redsys-bank';
import { answerQuery } from '../../payments-stand-in/redsys-bank-query';
import { queryEnvelope, queryVersion, readQueryAnswer, signVersion } from './redsys-query';

/** Redsys's operation query (SOAP consultaOperaciones), docs/decisions/036-redsys-gateway.md. */

const merchant = { ...TEST_MERCHANT, terminal: '001' };

/** The bank's answer about one order, as the query service writes it (escaped in the SOAP return). */
function answer(fields: Record<string, string>, escaped = true) {
  const response = Object.entries(fields)
    .map(([k, v]) => `<${k}>${v}</${k}>`)
    .join('');
  const inner = `<Messages><Version Ds_Version="0.0"><Message><Response Ds_Version="0.0">${response}</Response></Message></Version></Messages>`;
  const body = escaped
    ? inner.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    : `<![CDATA[${inner}]]>`;
  return `<soapenv:Envelope><soapenv:Body><p259:consultaOperacionesResponse><consultaOperacionesReturn>${body}</consultaOperacionesReturn></p259:consultaOperacionesResponse></soapenv:Body></soapenv:Envelope>`;
}

const authorised = {
  Ds_MerchantCode: merchant.merchantCode,
  Ds_Terminal: '001',
  Ds_Order: '260723890989',
  Ds_TransactionType: '0',
  Ds_Amount: '9136',
  Ds_Currency: '978',
  Ds_State: 'F',
  Ds_Response: '0000',
  Ds_AuthorisationCode: '123456',
};

describe('the query of an operation by order number', () => {
  it('signs the <Version> element as a public client’s test records for Redsys’s test merchant', () => {
    // The test merchant's published key; the expected value is the one a public Redsys client
    // records as accepted by the test environment for this exact request.
    const version = queryVersion(merchant, '260723890989');
    expect(version).toBe(
      '<Version Ds_Version="0.0"><Message><Transaction><Ds_MerchantCode>999008881</Ds_MerchantCode>' +
        '<Ds_Terminal>001</Ds_Terminal><Ds_Order>260723890989</Ds_Order>' +
        '<Ds_TransactionType>0</Ds_TransactionType></Transaction></Message></Version>',
    );
    expect(signVersion(merchant.secretKey, '260723890989', version)).toBe(
      'q7LbX1P32WQSisGT+A8ZV+fMeVJo6kR0OjYUBCxPkUI=',
    );
    const envelope = queryEnvelope(merchant, '260723890989');
    expect(envelope).toContain('<web:consultaOperaciones><cadenaXML><![CDATA[<Messages><Version');
    expect(envelope).toContain('<SignatureVersion>HMAC_SHA256_V1</SignatureVersion>');
  });

  it('reads an authorised, final operation as succeeded with its amount, escaped or in CDATA', () => {
    const word = { status: 'succeeded', reference: '123456', amountCents: 9136 };
    expect(readQueryAnswer(answer(authorised), merchant, '260723890989')).toEqual(word);
    expect(readQueryAnswer(answer(authorised, false), merchant, '260723890989')).toEqual(word);
  });

  it('reads a final refusal as failed, and anything else as unknown (asked again, then expired)', () => {
    const read = (over: Record<string, string>) =>
      readQueryAnswer(answer({ ...authorised, ...over }), merchant, '260723890989');
    expect(read({ Ds_Response: '0190' })).toEqual({ status: 'failed', code: 'gateway_0190' });
    expect(read({ Ds_State: 'P' })).toEqual({ status: 'unknown' });
    expect(read({ Ds_Order: '260723890990' })).toEqual({ status: 'unknown' });
    expect(read({ Ds_MerchantCode: '999008882' })).toEqual({ status: 'unknown' });
    expect(read({ Ds_TransactionType: '3' })).toEqual({ status: 'unknown' });
    const none =
      '<Envelope><Body><consultaOperacionesReturn>&lt;Messages&gt;&lt;Version Ds_Version="0.0"&gt;&lt;Message&gt;&lt;ErrorMsg&gt;&lt;Ds_ErrorCode&gt;XML0024&lt;/Ds_ErrorCode&gt;&lt;/ErrorMsg&gt;&lt;/Message&gt;&lt;/Version&gt;&lt;/Messages&gt;</consultaOperacionesReturn></Body></Envelope>';
    expect(readQueryAnswer(none, merchant, '260723890989')).toEqual({ status: 'unknown' });
    expect(readQueryAnswer('<html>502</html>', merchant, '260723890989')).toEqual({ status: 'unknown' });
  });

  it('the bank stand-in refuses a query signed with another key and answers XML0024 for an order it does not know', () => {
    const known = (order: string) =>
      order === '260723890989'
        ? { order, amountCents: 9136, response: '0000', authorisation: '123456', at: new Date() }
        : undefined;
    const good = answerQuery(queryEnvelope(merchant, '260723890989'), TEST_MERCHANT, known);
    expect(readQueryAnswer(good, merchant, '260723890989')).toMatchObject({ status: 'succeeded' });
    const forged = answerQuery(
      queryEnvelope({ ...merchant, secretKey: Buffer.alloc(24, 7).toString('base64') }, '260723890989'),
      TEST_MERCHANT,
      known,
    );
    expect(forged).toContain('SIS0042');
    expect(answerQuery(queryEnvelope(merchant, '260723890990'), TEST_MERCHANT, known)).toContain('XML0024');
  });
});
