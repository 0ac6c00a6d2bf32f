import { afterEach, describe, expect, it, vi } from 'vitest';
import { forwardBankAnswer } from './forward-bank-answer';

const signed = {
  Ds_SignatureVersion: 'HMAC_SHA256_V1',
  Ds_MerchantParameters: 'eyJEc19PcmRlciI6IjAwMDAwMDQyIn0=',
  Ds_Signature: 'abc-_123=',
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the bank’s answer on the return address', () => {
  it('is posted, form-encoded, to the shop’s notification endpoint', async () => {
    const fetchMock = vi.fn(async () => new Response('{"status":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const params = new URLSearchParams({ payment: '42', outcome: 'ok', ...signed });
    expect(await forwardBankAnswer(params)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/payments/redsys/notification');
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(init.body as URLSearchParams)).toEqual(signed);
  });

  it('is not posted when the return address carries no signed answer (the sandbox, a 202)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { Ds_Signature: _, ...unsigned } = signed;
    expect(await forwardBankAnswer(new URLSearchParams({ payment: '42', ...unsigned }))).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lets the page go on polling when the post fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await forwardBankAnswer(new URLSearchParams(signed))).toBe(false);
  });
});
