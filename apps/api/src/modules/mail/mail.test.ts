import fs from 'node:fs';
import path from 'node:path';
import { BUSINESS } from '@shop/shared';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env';
import { escapeHtml } from '../../lib/html';
import { createTestApp, type TestContext } from '../../test/app';
import { parseMail, startTestSmtp, type TestSmtp } from '../../test/mail';
import { createMailer } from './mailer';
import { mailSender } from './sender';
import { renderEmail } from './template';

describe('renderEmail', () => {
  it('escapes every dynamic value in the HTML and keeps the text readable', () => {
    const mail = renderEmail({
      lang: 'en',
      subject: 'Hello <b>Ana</b>\r\nBcc: evil@example.com',
      heading: 'Hi <script>alert(1)</script>',
      paragraphs: ['Tom & "Jerry" <img src=x onerror=alert(1)>'],
      code: '012345',
      action: { label: 'Open', url: 'https://shop.example/a?b=1&c="x"' },
    });
    expect(mail.subject).toBe('Hello <b>Ana</b> Bcc: evil@example.com');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot; &lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://shop.example/a?b=1&amp;c=&quot;x&quot;"');
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).toContain('Tom & "Jerry" <img src=x onerror=alert(1)>');
    expect(mail.text).toContain('Your code: 012345');
  });

  it('lays Arabic mail out right to left, in Arabic', () => {
    const mail = renderEmail({
      lang: 'ar',
      subject: 'رمز',
      heading: 'مرحبا',
      paragraphs: ['نص'],
      code: '111222',
    });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    expect(mail.text).toContain('رمزك: 111222');
    expect(mail.text).toContain('إذا لم تكن تتوقعها');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('the sender of shop mail', () => {
  it('is named after the business, at no-reply@ the public host by default', () => {
    expect(mailSender(loadEnv({ PUBLIC_URL: 'https://shop.example:8443/store' }))).toEqual({
      name: BUSINESS.brandName,
      address: 'no-reply@shop.example',
    });
  });

  it('takes the address from MAIL_FROM, and its name when it gives one', () => {
    expect(mailSender(loadEnv({ MAIL_FROM: 'orders@shop.example' }))).toEqual({
      name: BUSINESS.brandName,
      address: 'orders@shop.example',
    });
    expect(mailSender(loadEnv({ MAIL_FROM: '"Lona Rápida" <hola@lona.example>' }))).toEqual({
      name: 'Lona Rápida',
      address: 'hola@lona.example',
    });
    expect(mailSender(loadEnv({ MAIL_FROM: ' <hola@lona.example>' })).name).toBe(BUSINESS.brandName);
  });

  it('refuses a MAIL_FROM that is not an address', () => {
    expect(() => loadEnv({ MAIL_FROM: 'Print Shop' })).toThrow(/MAIL_FROM/);
    expect(() => loadEnv({ MAIL_FROM: 'a@b.c\r\nBcc: x@y.z' })).toThrow(/MAIL_FROM/);
  });

  it('reaches the From header with a non-ASCII name encoded, and decoded the same', async () => {
    const smtp = await startTestSmtp();
    const ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Lona Rápida <hola@lona.example>' });
    try {
      await ctx.app.mailer.send({ to: 'ana@example.com', subject: 'Hola', text: 'x' });
      const mail = await smtp.waitFor('ana@example.com');
      expect(mail.from).toBe('Lona Rápida <hola@lona.example>');
      expect(mail.headers.from).toMatch(/^=\?UTF-8\?/i);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });
});

describe('app.mailer without SMTP_URL', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('writes the composed message to DATA_DIR/outbox/<timestamp>-<to>.eml', async () => {
    expect(ctx.app.mailer.kind).toBe('outbox');
    const content = renderEmail({ lang: 'ar', subject: 'اختبار', heading: 'مرحبا', paragraphs: ['سطر'] });
    await ctx.app.mailer.send({ to: 'ana@example.com', ...content });
    const outbox = path.join(ctx.dataDir, 'outbox');
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{6}-ana_at_example\.com\.eml$/);
    const mail = parseMail(fs.readFileSync(path.join(outbox, files[0] as string), 'utf8'));
    expect(mail.to).toBe('ana@example.com');
    expect(mail.subject).toBe('اختبار');
    expect(mail.text).toContain('سطر');
    expect(mail.html).toContain('dir="rtl"');
    // The business's name from the shop settings, at no-reply@ the public host (PUBLIC_URL).
    expect(mail.from).toBe(`${BUSINESS.brandName} <no-reply@localhost>`);
  });
});

describe('app.mailer over SMTP', () => {
  let smtp: TestSmtp;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'shop@test.local' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('delivers text and HTML to a real SMTP server', async () => {
    expect(ctx.app.mailer.kind).toBe('smtp');
    await ctx.app.mailer.send({
      to: 'bob@example.com',
      replyTo: 'client@example.com',
      ...renderEmail({ lang: 'en', subject: 'Order 123', heading: 'Thanks', paragraphs: ['Line one'] }),
    });
    const mail = await smtp.waitFor('bob@example.com');
    expect(mail.subject).toBe('Order 123');
    expect(mail.from).toBe(`${BUSINESS.brandName} <shop@test.local>`);
    expect(mail.headers['reply-to']).toContain('client@example.com');
    expect(mail.text).toContain('Line one');
    expect(mail.html).toContain('<h1');
  });

  it('delivers background sends before the app closes', async () => {
    ctx.app.mailer.sendInBackground({ to: 'later@example.com', subject: 'Later', text: 'body' });
    const mail = await smtp.waitFor('later@example.com');
    expect(mail.text).toContain('body');
  });
});

describe('a mail server that cannot be reached', () => {
  it('makes send() reject and sendInBackground() log instead of throwing', async () => {
    const errors: unknown[] = [];
    const noop = () => {};
    const log = {
      level: 'info',
      info: noop,
      warn: noop,
      debug: noop,
      trace: noop,
      fatal: noop,
      silent: noop,
      error: (obj: unknown) => errors.push(obj),
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:9',
      from: 'a@b.c',
      outboxDir: '/nonexistent',
      log,
    });
    await expect(mailer.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mailer.sendInBackground({ to: 'x@example.com', subject: 's', text: 't' });
    await mailer.close();
    expect(errors).toHaveLength(1);
  });
});
