import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { type AeatStandIn, startAeatStandIn } from '../../verifactu-stand-in/aeat';
import { VERIFACTU_SUBMIT_QUEUE } from './plugin';
import { recordCancellation, recordRegistration } from './service';
import { sendPendingRecords, submissionSettingsFrom } from './submit';
import { invoiceRecords } from './table';

let ctx: TestContext;
let aeat: AeatStandIn;
let staff: TestUser;
const settings = () => ({ url: aeat.url, cert: 'unused over http', key: 'unused over http' });

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  aeat = await startAeatStandIn({
    waitSeconds: 60,
    decide: ({ invoiceNumber, remedy }) =>
      invoiceNumber === 'REJ-1' && !remedy
        ? { state: 'Incorrecto', code: 1100, message: 'Valor o tipo incorrecto del campo' }
        : invoiceNumber === 'ERR-1'
          ? { state: 'AceptadoConErrores', code: 2005, message: 'Aviso de prueba' }
          : undefined,
  });
}, 60_000);

afterAll(async () => {
  await aeat?.close();
  await ctx?.close();
});

function register(invoiceNumber: string, totalCents = 12100) {
  return ctx.database.db.transaction((tx) =>
    recordRegistration(tx, {
      source: { kind: 'invoice', id: 1 },
      invoiceNumber,
      issuedAt: new Date(),
      invoiceType: 'F1',
      buyer: { name: 'Cliente Francés SARL', taxId: 'FR52422961982', countryCode: 'FR' },
      taxCents: 0,
      totalCents,
      byRate: [{ rateBasisPoints: 0, baseCents: totalCents, taxCents: 0 }],
      exemption: 'E5',
    }),
  );
}

async function states() {
  const rows = await ctx.database.db.select().from(invoiceRecords).orderBy(asc(invoiceRecords.position));
  return rows.map((r) => [r.invoiceNumber, r.kind, r.submission, r.aeatCode]);
}

describe('sending VERI*FACTU records to (a stand-in of) AEAT', () => {
  it('sends nothing without a certificate', () => {
    expect(submissionSettingsFrom({ VERIFACTU_ENV: 'test' })).toBeNull();
    expect(
      submissionSettingsFrom({ VERIFACTU_ENV: 'test', VERIFACTU_CERT: '-----BEGIN CERTIFICATE-----' }),
    ).toBeNull();
    expect(
      submissionSettingsFrom({
        VERIFACTU_ENV: 'production',
        VERIFACTU_CERT: '-----BEGIN CERTIFICATE-----x',
        VERIFACTU_KEY: '-----BEGIN PRIVATE KEY-----y',
      })?.url,
    ).toBe('https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP');
  });

  it('stores each record’s answer: accepted, accepted with errors, rejected with its code', async () => {
    await register('OK-1');
    await register('ERR-1');
    await register('REJ-1');
    await ctx.database.db.transaction((tx) =>
      recordCancellation(tx, { invoiceNumber: 'OK-1', issuedAt: new Date() }),
    );
    const result = await sendPendingRecords(ctx.database.db, settings());
    expect(result).toMatchObject({ sent: 4, reason: 'sent', waitSeconds: 60 });
    // The request passed the stand-in's schema checks (a fault would have thrown).
    expect(aeat.requests).toHaveLength(1);
    expect(aeat.requests[0]!.match(/<sflr:RegistroFactura>/g)).toHaveLength(4);
    expect(await states()).toEqual([
      ['OK-1', 'registration', 'accepted', null],
      ['ERR-1', 'registration', 'accepted_with_errors', 2005],
      ['REJ-1', 'registration', 'rejected', 1100],
      ['OK-1', 'cancellation', 'accepted', null],
    ]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoice-records',
      headers: bearer(staff.token),
    });
    expect(list.json().data.items[2].submission).toMatchObject({ state: 'rejected', code: 1100 });
  });

  it('waits the time AEAT asked for, then sends the corrected record (Subsanación)', async () => {
    const [rejected] = await ctx.database.db
      .select()
      .from(invoiceRecords)
      .where(eq(invoiceRecords.invoiceNumber, 'REJ-1'));
    const fixed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/invoice-records/${rejected!.id}/correct`,
      headers: bearer(staff.token),
    });
    expect(fixed.statusCode).toBe(200);
    expect(await sendPendingRecords(ctx.database.db, settings())).toMatchObject({
      sent: 0,
      reason: 'waiting',
    });
    expect(aeat.requests).toHaveLength(1);
    const later = () => new Date(Date.now() + 61_000);
    expect(await sendPendingRecords(ctx.database.db, settings(), later)).toMatchObject({
      sent: 1,
      reason: 'sent',
    });
    expect(aeat.requests[1]).toContain('<sf:Subsanacion>S</sf:Subsanacion>');
    const [, , , , correction] = await states();
    expect(correction).toEqual(['REJ-1', 'registration', 'accepted', null]);
    expect(await sendPendingRecords(ctx.database.db, settings(), later)).toMatchObject({ reason: 'nothing' });
  });

  it('a request the schema refuses changes nothing: the records stay not sent', async () => {
    const { id } = await register('BAD-1');
    const [row] = await ctx.database.db.select().from(invoiceRecords).where(eq(invoiceRecords.id, id));
    // A record written wrong (here by hand): TipoFactura outside AEAT's list.
    await ctx.database.db
      .update(invoiceRecords)
      .set({ xml: row!.xml.replace('<sf:TipoFactura>F1<', '<sf:TipoFactura>ZZ<') })
      .where(eq(invoiceRecords.id, id));
    const much = () => new Date(Date.now() + 3600_000);
    await expect(sendPendingRecords(ctx.database.db, settings(), much)).rejects.toThrow(/TipoFactura/);
    const [after] = await ctx.database.db.select().from(invoiceRecords).where(eq(invoiceRecords.id, id));
    expect(after!.submission).toBe('not_sent');
  });

  it('sends at most 1,000 records per request', async () => {
    await ctx.database.db.delete(invoiceRecords).where(eq(invoiceRecords.invoiceNumber, 'BAD-1'));
    await ctx.database.db.transaction(async (tx) => {
      for (let i = 0; i < 1005; i++) {
        await recordRegistration(tx, {
          source: { kind: 'invoice', id: 1 },
          invoiceNumber: `MANY-${i}`,
          issuedAt: new Date(),
          invoiceType: 'F2',
          buyer: { name: 'Walk-in', taxId: null, countryCode: 'ES' },
          taxCents: 21,
          totalCents: 121,
          byRate: [{ rateBasisPoints: 2100, baseCents: 100, taxCents: 21 }],
        });
      }
    });
    const before = aeat.requests.length;
    // 1,000 waiting records do not wait for AEAT's time.
    const first = await sendPendingRecords(ctx.database.db, settings());
    expect(first).toMatchObject({ sent: 1000 });
    expect(aeat.requests[before]!.match(/<sflr:RegistroFactura>/g)).toHaveLength(1000);
    expect(await sendPendingRecords(ctx.database.db, settings())).toMatchObject({ reason: 'waiting' });
  }, 120_000);
});

describe('no transaction open while AEAT answers', () => {
  it('other customers reach the database during the request (on PGlite a held transaction would block them)', async () => {
    await register('FREE-1');
    let reachedDatabase: boolean | 'timeout' = false;
    // In front of the stand-in: before passing the request on, read the database as another
    // customer would, with a time limit.
    const front = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', async () => {
        reachedDatabase = await Promise.race([
          ctx.database.db
            .select({ id: invoiceRecords.id })
            .from(invoiceRecords)
            .limit(1)
            .then(() => true),
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 3000)),
        ]);
        const answer = await fetch(aeat.url, {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type'] ?? 'text/xml') },
          body: Buffer.concat(chunks),
        });
        res.writeHead(answer.status, { 'content-type': 'text/xml; charset=utf-8' });
        res.end(await answer.text());
      });
    });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = front.address() as AddressInfo;
      const result = await sendPendingRecords(
        ctx.database.db,
        { ...settings(), url: `http://127.0.0.1:${port}` },
        () => new Date(Date.now() + 3_600_000),
      );
      expect(result.reason).toBe('sent');
      expect(reachedDatabase).toBe(true);
    } finally {
      await new Promise<void>((resolve) => front.close(() => resolve()));
    }
  });
});

describe('the submission job', () => {
  it('sends the records through the job queue when a certificate is set', async () => {
    const standIn = await startAeatStandIn({ waitSeconds: 1 });
    const app = await createTestApp({
      VERIFACTU_CERT: '-----BEGIN CERTIFICATE-----\nstand-in\n-----END CERTIFICATE-----',
      VERIFACTU_KEY: '-----BEGIN PRIVATE KEY-----\nstand-in\n-----END PRIVATE KEY-----',
      VERIFACTU_URL: standIn.url,
    });
    try {
      const { id } = await app.database.db.transaction((tx) =>
        recordRegistration(tx, {
          source: { kind: 'invoice', id: 1 },
          invoiceNumber: 'JOB-1',
          issuedAt: new Date(),
          invoiceType: 'F2',
          buyer: { name: 'Walk-in', taxId: null, countryCode: 'ES' },
          taxCents: 21,
          totalCents: 121,
          byRate: [{ rateBasisPoints: 2100, baseCents: 100, taxCents: 21 }],
        }),
      );
      await app.app.jobs.boss.send(VERIFACTU_SUBMIT_QUEUE, {});
      app.app.jobs.wake();
      const deadline = Date.now() + 20_000;
      let state = 'not_sent';
      while (state === 'not_sent' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        const [row] = await app.database.db.select().from(invoiceRecords).where(eq(invoiceRecords.id, id));
        state = row!.submission;
      }
      expect(state).toBe('accepted');
      expect(standIn.requests).toHaveLength(1);
      const list = await app.app.inject({
        method: 'GET',
        url: '/api/admin/invoice-records',
        headers: bearer((await createTestUser(app.database, { role: 'staff' })).token),
      });
      expect(list.json().data.sending).toBe(true);
    } finally {
      await app.close();
      await standIn.close();
    }
  }, 60_000);
});
