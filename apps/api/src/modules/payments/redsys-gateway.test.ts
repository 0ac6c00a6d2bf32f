import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedsysBank, startRedsysBank } from '../../payments-stand-in/redsys-bank';
import type { BeginRequest } from './gateway-contract';
import { createRedsysGateway, type RedsysGateway } from './redsys-gateway';
import { decodeParameters, sign } from './redsys-protocol';

/** The shop's notification endpoint, as the bank reaches it: records each form it receives. */
async function startReceiver() {
  const received: Record<string, string>[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(body)));
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/payments/redsys/notification`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('Redsys gateway against the local bank stand-in', () => {
  let bank: RedsysBank;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let gateway: RedsysGateway;
  let nextOrder = 1000;
  const request = (over: Partial<BeginRequest> = {}): BeginRequest => ({
    paymentId: 42,
    gatewayOrder: `${nextOrder++}0042`,
    amountCents: 9136,
    currency: 'EUR',
    description: 'BannerPrint order',
    idempotencyKey: 'k1',
    method: 'card',
    lang: 'es',
    returnUrlOk: 'http://shop.test/payment/result?payment=42&outcome=ok',
    returnUrlKo: 'http://shop.test/payment/result?payment=42&outcome=ko',
    notificationUrl: receiver.url,
    ...over,
  });

  beforeAll(async () => {
    bank = await startRedsysBank();
    receiver = await startReceiver();
    gateway = createRedsysGateway({
      url: bank.paymentUrl,
      restUrl: bank.restUrl,
      merchantCode: bank.merchant.merchantCode,
      terminal: bank.merchant.terminal,
      secretKey: bank.merchant.secretKey,
      payMethods: 'z',
      timeoutMs: 500,
    });
  });
  afterAll(async () => {
    await bank?.close();
    await receiver?.close();
  });

  /** begin → the browser posts the form to the bank → the customer pays on its page. */
  async function payThrough(begin: BeginRequest, pay: Record<string, string>) {
    const started = await gateway.begin(begin);
    if (started.status !== 'redirect') throw new Error('expected a redirect');
    const page = await fetch(started.redirect.url, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams(started.redirect.fields),
    });
    const html = await page.text();
    expect(page.status, html).toBe(200);
    const session = /name="session" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
    const before = receiver.received.length;
    const done = await fetch(`${bank.origin}/sis/stand-in/pay`, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ session, ...pay }),
      redirect: 'manual',
    });
    return { html, done, notification: receiver.received[before] ?? {}, started };
  }

  it('begin answers the signed redirect form with every Redsys field', async () => {
    const started = await gateway.begin(request({ gatewayOrder: '00000042', lang: 'ar', method: 'bizum' }));
    expect(started.status).toBe('redirect');
    if (started.status !== 'redirect') return;
    expect(started.redirect.url).toBe(bank.paymentUrl);
    expect(started.redirect.fields.Ds_SignatureVersion).toBe('HMAC_SHA256_V1');
    expect(decodeParameters(started.redirect.fields.Ds_MerchantParameters ?? '')).toEqual({
      DS_MERCHANT_AMOUNT: '9136',
      DS_MERCHANT_ORDER: '00000042',
      DS_MERCHANT_MERCHANTCODE: '999008881',
      DS_MERCHANT_CURRENCY: '978',
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: '1',
      DS_MERCHANT_MERCHANTURL: receiver.url,
      DS_MERCHANT_URLOK: 'http://shop.test/payment/result?payment=42&outcome=ok',
      DS_MERCHANT_URLKO: 'http://shop.test/payment/result?payment=42&outcome=ko',
      DS_MERCHANT_CONSUMERLANGUAGE: '002',
      DS_MERCHANT_PRODUCTDESCRIPTION: 'BannerPrint order',
      DS_MERCHANT_PAYMETHODS: 'z',
    });
    expect(gateway.formActionOrigins).toEqual([bank.origin]);
  });

  it('a card payment: bank page in Spanish → signed notification read with its amount and order → back to URLOK', async () => {
    const begin = request();
    const { html, done, notification } = await payThrough(begin, {
      method: 'card',
      card: '4548 8120 4940 0004',
      action: 'pay',
    });
    expect(html).toContain('lang="es"');
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toMatch(
      /^http:\/\/shop\.test\/payment\/result\?payment=42&outcome=ok&Ds_/,
    );
    const checked = gateway.checkNotification(notification);
    expect(checked).toMatchObject({
      ok: true,
      notification: {
        gatewayOrder: begin.gatewayOrder,
        amountCents: 9136,
        currency: 'EUR',
        merchantCode: '999008881',
        succeeded: true,
        responseCode: '0000',
        method: 'card',
        brand: 'visa',
        last4: '0004',
      },
    });
    if (checked.ok) expect(checked.notification.reference).toMatch(/^\d{6}$/);
  });

  it('a declined card and a cancelled payment fail, back to URLKO', async () => {
    const declined = await payThrough(request({ lang: 'en' }), {
      method: 'card',
      card: '4548810000000003',
      action: 'pay',
    });
    expect(declined.html).toContain('lang="en"');
    expect(declined.done.headers.get('location')).toMatch(/outcome=ko/);
    expect(gateway.checkNotification(declined.notification)).toMatchObject({
      ok: true,
      notification: { succeeded: false, responseCode: '0190', reference: '0190' },
    });
    const cancelled = await payThrough(request(), { action: 'cancel' });
    expect(gateway.checkNotification(cancelled.notification)).toMatchObject({
      ok: true,
      notification: { succeeded: false, responseCode: '9915' },
    });
  });

  it('Bizum: the notification says so', async () => {
    const { notification } = await payThrough(request({ method: 'bizum' }), {
      method: 'bizum',
      phone: '700000000',
      action: 'pay',
    });
    expect(gateway.checkNotification(notification)).toMatchObject({
      ok: true,
      notification: { succeeded: true, method: 'bizum' },
    });
  });

  it('a tampered notification (amount raised, re-encoded) is bad_signature; a missing field is malformed', async () => {
    const { notification } = await payThrough(request(), {
      method: 'card',
      card: '4548812049400004',
      action: 'pay',
    });
    const params = decodeParameters(notification.Ds_MerchantParameters ?? '') ?? {};
    const forged = Buffer.from(JSON.stringify({ ...params, Ds_Amount: '1' })).toString('base64');
    expect(gateway.checkNotification({ ...notification, Ds_MerchantParameters: forged })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(
      gateway.checkNotification({
        ...notification,
        // The first character changed (the last carries padding bits a decoder may ignore, and
        // could already be the replacement): a signature one byte off.
        Ds_Signature: `${notification.Ds_Signature?.startsWith('A') ? 'B' : 'A'}${notification.Ds_Signature?.slice(1)}`,
      }),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    expect(gateway.checkNotification({ Ds_SignatureVersion: 'HMAC_SHA256_V1' })).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('a signed word about another operation on the order (a refund, type 3) does not settle the payment', async () => {
    const { notification } = await payThrough(request(), {
      method: 'card',
      card: '4548812049400004',
      action: 'pay',
    });
    const params = decodeParameters(notification.Ds_MerchantParameters ?? '') ?? {};
    const encoded = Buffer.from(
      JSON.stringify({ ...params, Ds_TransactionType: '3', Ds_Response: '0900' }),
    ).toString('base64');
    const refundWord = {
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: encoded,
      Ds_Signature: sign(bank.merchant.secretKey, params.Ds_Order ?? '', encoded),
    };
    expect(gateway.checkNotification(refundWord)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('a notification signed with our key for another terminal is refused', async () => {
    const other = createRedsysGateway({
      url: bank.paymentUrl,
      restUrl: bank.restUrl,
      merchantCode: '999008881',
      terminal: '2',
      secretKey: bank.merchant.secretKey,
      payMethods: '',
    });
    const { notification } = await payThrough(request(), {
      method: 'card',
      card: '4548812049400004',
      action: 'pay',
    });
    expect(other.checkNotification(notification)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('the bank refuses a form whose signature is wrong (SIS0042) and a reused order number (SIS0051)', async () => {
    const started = await gateway.begin(request());
    if (started.status !== 'redirect') throw new Error('expected a redirect');
    const wrong = await fetch(bank.paymentUrl, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams({ ...started.redirect.fields, Ds_Signature: 'AAAA' }),
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('SIS0042');

    const begin = request();
    await payThrough(begin, { method: 'card', card: '4548812049400004', action: 'pay' });
    const again = await gateway.begin(begin);
    if (again.status !== 'redirect') throw new Error('expected a redirect');
    const reused = await fetch(again.redirect.url, {
      method: 'POST',
      headers: FORM,
      body: new URLSearchParams(again.redirect.fields),
    });
    expect(await reused.text()).toContain('SIS0051');
  });

  it('refunds through the REST interface (type 3) once: a repeated full refund is refused by the bank', async () => {
    const begin = request();
    await payThrough(begin, { method: 'card', card: '4548812049400004', action: 'pay' });
    const refund = {
      gatewayOrder: begin.gatewayOrder,
      reference: 'x',
      amountCents: 9136,
      idempotencyKey: 'r1',
    };
    const first = await gateway.refund(refund);
    expect(first).toMatchObject({ status: 'refunded' });
    expect(bank.operation(begin.gatewayOrder)?.refundedCents).toBe(9136);
    expect(await gateway.refund(refund)).toEqual({ status: 'failed', code: 'SIS0057' });
    expect(bank.operation(begin.gatewayOrder)?.refundedCents).toBe(9136);
    expect(await gateway.refund({ ...refund, gatewayOrder: '99990000' })).toEqual({
      status: 'failed',
      code: 'SIS0054',
    });
  });

  it('a refund signed with the wrong key is SIS0042 and refunds nothing', async () => {
    const begin = request();
    await payThrough(begin, { method: 'card', card: '4548812049400004', action: 'pay' });
    const wrongKey = createRedsysGateway({
      url: bank.paymentUrl,
      restUrl: bank.restUrl,
      merchantCode: '999008881',
      terminal: '1',
      secretKey: 'Mk9m98IfEblmPfrpsawt7BmxObt98Jev',
      payMethods: '',
    });
    expect(
      await wrongKey.refund({
        gatewayOrder: begin.gatewayOrder,
        reference: 'x',
        amountCents: 100,
        idempotencyKey: 'r',
      }),
    ).toEqual({
      status: 'failed',
      code: 'SIS0042',
    });
    expect(bank.operation(begin.gatewayOrder)?.refundedCents).toBe(0);
  });

  it('a bank slower than the limit, or unreachable, leaves the refund unknown (timeout)', async () => {
    const slow = await startRedsysBank({ restDelayMs: 1000 });
    try {
      const settings = {
        url: slow.paymentUrl,
        restUrl: slow.restUrl,
        merchantCode: '999008881',
        terminal: '1',
        secretKey: slow.merchant.secretKey,
        payMethods: '' as const,
        timeoutMs: 200,
      };
      const refund = { gatewayOrder: '12340000', reference: 'x', amountCents: 100, idempotencyKey: 'r' };
      const started = Date.now();
      expect(await createRedsysGateway(settings).refund(refund)).toEqual({ status: 'timeout' });
      expect(Date.now() - started).toBeLessThan(900);
      await slow.close();
      expect(await createRedsysGateway(settings).refund(refund)).toEqual({ status: 'timeout' });
    } finally {
      await slow.close().catch(() => {});
    }
  });

  it('lookup has no REST query to ask: unknown; Bizum is refused when not offered', async () => {
    expect(await gateway.lookup('00000042')).toEqual({ status: 'unknown' });
    const cardsOnly = createRedsysGateway({
      url: bank.paymentUrl,
      restUrl: bank.restUrl,
      merchantCode: '999008881',
      terminal: '1',
      secretKey: bank.merchant.secretKey,
      payMethods: '',
    });
    expect(cardsOnly.offersBizum).toBe(false);
    await expect(cardsOnly.begin(request({ method: 'bizum' }))).rejects.toThrow(/Bizum/);
  });
});
