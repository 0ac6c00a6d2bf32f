import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { and, asc, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import type { Db } from '../../db/client';
import { ISSUER } from './system';
import { invoiceRecordSends, invoiceRecords, type SubmissionState } from './table';
import { submissionEnvelope } from './xml';

/** AEAT's VERI*FACTU web service per VERIFACTU_ENV (certificate authentication, www1 hosts). */
const SERVICE_URL = {
  test: 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
  production: 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP',
} as const;

/** AEAT takes at most 1,000 records per request. */
export const MAX_BATCH = 1000;

export type SubmissionSettings = { url: string; cert: string; key: string; timeoutMs?: number };

/** Null without both certificate and key: records are kept and chained, nothing is sent. */
export function submissionSettingsFrom(env: {
  VERIFACTU_ENV: 'test' | 'production';
  VERIFACTU_URL?: string | undefined;
  VERIFACTU_CERT?: string | undefined;
  VERIFACTU_KEY?: string | undefined;
}): SubmissionSettings | null {
  if (!env.VERIFACTU_CERT || !env.VERIFACTU_KEY) return null;
  // PEM text, or the path of a file holding it.
  const pem = (value: string) => (value.includes('-----BEGIN') ? value : fs.readFileSync(value, 'utf8'));
  return {
    url: env.VERIFACTU_URL ?? SERVICE_URL[env.VERIFACTU_ENV],
    cert: pem(env.VERIFACTU_CERT),
    key: pem(env.VERIFACTU_KEY),
  };
}

function post(settings: SubmissionSettings, body: string): Promise<{ status: number; text: string }> {
  const url = new URL(settings.url);
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', 'content-length': Buffer.byteLength(body) },
        // The taxpayer's certificate authenticates the request (TLS client certificate).
        ...(url.protocol === 'https:' ? { cert: settings.cert, key: settings.key } : {}),
        timeout: settings.timeoutMs ?? 60_000,
        // One connection per request (a minute apart): a kept-alive socket the server has
        // meanwhile closed would fail the request with ECONNRESET.
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('AEAT did not answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  isArray: (name) => name === 'RespuestaLinea',
});

type Line = {
  IDFactura?: { NumSerieFactura?: string };
  Operacion?: { TipoOperacion?: string };
  EstadoRegistro?: string;
  CodigoErrorRegistro?: string;
  DescripcionErrorRegistro?: string;
};

const STATES: Record<string, SubmissionState> = {
  Correcto: 'accepted',
  AceptadoConErrores: 'accepted_with_errors',
  Incorrecto: 'rejected',
};

/** AEAT's answer (RespuestaSuministro.xsd): the wait it asks for and one line per record. */
export function parseAnswer(text: string) {
  const body = parser.parse(text)?.Envelope?.Body ?? {};
  if (body.Fault)
    throw new Error(`AEAT refused the request: ${String(body.Fault.faultstring ?? 'SOAP fault')}`);
  const answer = body.RespuestaRegFactuSistemaFacturacion;
  if (!answer) throw new Error('AEAT answered without RespuestaRegFactuSistemaFacturacion');
  return {
    csv: typeof answer.CSV === 'string' ? answer.CSV : null,
    waitSeconds: Number(answer.TiempoEsperaEnvio ?? 60),
    lines: ((answer.RespuestaLinea ?? []) as Line[]).map((line) => ({
      invoiceNumber: String(line.IDFactura?.NumSerieFactura ?? ''),
      kind:
        line.Operacion?.TipoOperacion === 'Anulacion' ? ('cancellation' as const) : ('registration' as const),
      state: STATES[String(line.EstadoRegistro)] ?? ('rejected' as const),
      code: line.CodigoErrorRegistro ? Number(line.CodigoErrorRegistro) : null,
      message: line.DescripcionErrorRegistro ? String(line.DescripcionErrorRegistro) : null,
    })),
  };
}

/** How long a batch in flight keeps other senders off the issuer's gate (longer than a request). */
const IN_FLIGHT_MS = 5 * 60_000;

/**
 * Sends the records AEAT has not had yet, oldest first, at most 1,000 per request, and stores
 * each record's answer. Between requests AEAT's TiempoEsperaEnvio is kept, unless 1,000 records
 * are already waiting. No transaction is open while AEAT answers (a request may take seconds,
 * and on the embedded database a transaction holds everyone's connection): a short transaction
 * takes the issuer's gate row (SKIP LOCKED) and moves it past the request (IN_FLIGHT_MS), the
 * request goes out, and a second transaction stores the answers and AEAT's wait. A failed
 * request puts the gate back and changes nothing else (the job retries); a crash in between
 * leaves the records unsent, to go again once the gate opens.
 */
export async function sendPendingRecords(db: Db, settings: SubmissionSettings, now = () => new Date()) {
  const claimed = await db.transaction(async (tx) => {
    await tx
      .insert(invoiceRecordSends)
      .values({ issuerTaxId: ISSUER.taxId, notBefore: new Date(0) })
      .onConflictDoNothing();
    const [gate] = await tx
      .select()
      .from(invoiceRecordSends)
      .where(eq(invoiceRecordSends.issuerTaxId, ISSUER.taxId))
      .for('update', { skipLocked: true });
    if (!gate) return { sent: 0, reason: 'busy' as const };
    const batch = await tx
      .select({
        id: invoiceRecords.id,
        kind: invoiceRecords.kind,
        invoiceNumber: invoiceRecords.invoiceNumber,
        xml: invoiceRecords.xml,
      })
      .from(invoiceRecords)
      .where(and(eq(invoiceRecords.issuerTaxId, ISSUER.taxId), eq(invoiceRecords.submission, 'not_sent')))
      .orderBy(asc(invoiceRecords.position))
      .limit(MAX_BATCH);
    if (batch.length === 0) return { sent: 0, reason: 'nothing' as const };
    if (now() < gate.notBefore && batch.length < MAX_BATCH) return { sent: 0, reason: 'waiting' as const };
    await setGate(tx, new Date(now().getTime() + IN_FLIGHT_MS));
    return { reason: 'claimed' as const, batch, gateWas: gate.notBefore };
  });
  if (claimed.reason !== 'claimed') return claimed;
  const { batch, gateWas } = claimed;

  let answer: ReturnType<typeof parseAnswer>;
  try {
    answer = parseAnswer((await post(settings, submissionEnvelope(batch.map((r) => r.xml)))).text);
  } catch (error) {
    await setGate(db, gateWas);
    throw error;
  }
  const submittedAt = now();
  return db.transaction(async (tx) => {
    const open = [...batch];
    for (const line of answer.lines) {
      const index = open.findIndex((r) => r.kind === line.kind && r.invoiceNumber === line.invoiceNumber);
      if (index < 0) continue;
      const [record] = open.splice(index, 1);
      await tx
        .update(invoiceRecords)
        .set({
          submission: line.state,
          submittedAt,
          aeatCode: line.code,
          aeatMessage: line.message,
          aeatCsv: answer.csv,
        })
        .where(eq(invoiceRecords.id, record!.id));
    }
    await setGate(tx, new Date(submittedAt.getTime() + answer.waitSeconds * 1000));
    return { sent: batch.length - open.length, reason: 'sent' as const, waitSeconds: answer.waitSeconds };
  });
}

function setGate(db: Db, notBefore: Date) {
  return db
    .update(invoiceRecordSends)
    .set({ notBefore })
    .where(eq(invoiceRecordSends.issuerTaxId, ISSUER.taxId));
}
