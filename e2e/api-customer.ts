import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { expect, inject } from 'vitest';
import { codeFrom, type ParsedMail, parseMail } from '../apps/api/src/test/mail';

/** Customers made through the API for the browser tests that start from one (refunds, invoice records). */

export const PASSWORD = 'a good long password';

/** The first mail to `to` in the e2e shop's outbox (global-setup.ts provides its folder). */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = inject('mailDir');
  const started = Date.now();
  for (;;) {
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** An answer's `data`, after checking it succeeded (the body is in the failure message). */
export async function data<T>(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  label: string,
): Promise<T> {
  expect(response.status(), `${label}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A confirmed customer with a Spanish delivery address; `prefix` names the e-mail. */
export async function newCustomer(api: APIRequestContext, prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  await data(
    await api.post('/api/register', {
      data: {
        name: 'Lucía Martín',
        email,
        phone: '+34 600 111 222',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    }),
    'register',
  );
  const otp = codeFrom(await waitForMail(email));
  await data(await api.post('/api/verify-otp', { data: { email, otp } }), 'verify');
  const session = await data<{ token: string; id: number }>(
    await api.post('/api/login', { data: { email, password: PASSWORD } }),
    'login',
  );
  await data(
    await api.post('/api/addresses', {
      headers: auth(session.token),
      data: { type: 1, label: 'Shop', details: 'Calle Larios 5, 29005 Málaga', phone: '600 987 654' },
    }),
    'address',
  );
  return { email, ...session };
}

/** A real 1×1 PNG: a proof staff send in the tests that only need one approved. */
const PROOF_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Staff send a proof for every part of an order that needs one and the customer approves it,
 * through the API: an order moves into production (6) only then (docs/product.md#proofs).
 * `customer` is the customer's headers (a bearer token), or none when `api` carries their session.
 */
export async function approveProofs(
  api: APIRequestContext,
  staffToken: string,
  orderId: number,
  customer: Record<string, string> = {},
) {
  const order = await data<{
    kind: string;
    needs_proof: boolean;
    lines: { id: number; needs_proof: boolean }[];
  }>(await api.get(`/api/admin/orders/${orderId}`, { headers: auth(staffToken) }), 'order for proofs');
  const parts =
    order.kind === 'service'
      ? order.needs_proof
        ? [null]
        : []
      : order.lines.filter((l) => l.needs_proof).map((l) => l.id);
  for (const lineId of parts) {
    const sent = await data<{ proofs: { id: number; line_id: number | null; status: string }[] }>(
      await api.post(`/api/admin/orders/${orderId}/proofs`, {
        headers: auth(staffToken),
        multipart: {
          ...(lineId === null ? {} : { line_id: String(lineId) }),
          file: { name: 'proof.png', mimeType: 'image/png', buffer: PROOF_PNG },
        },
      }),
      'send proof',
    );
    const proof = sent.proofs.find((p) => p.line_id === lineId && p.status === 'pending')!;
    await data(await api.post(`/api/proofs/${proof.id}/approve`, { headers: customer }), 'approve proof');
  }
}
