import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookTarget } from './address-guard';

/** What one POST came to: the receiver's status, or why there was none. */
export type SendOutcome = { statusCode: number | null; error: string | null };

/** Read of an answer's body before the connection is dropped: only its status matters. */
const MAX_RESPONSE_BYTES = 16 * 1024;

/**
 * POSTs a signed delivery to the checked address (never a fresh DNS answer: the lookup handed to
 * the socket answers the checked one), follows no redirect (node's client does not), gives up
 * after `timeoutMs` in all, and reads at most 16 KiB of the answer. Never throws.
 */
export function postWebhook(
  target: WebhookTarget,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<SendOutcome> {
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(outcome);
    };
    const request = client.request(target.url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'BannerPrint-Webhooks/1',
      },
      lookup: pinned,
      agent: false,
    });
    const timer = setTimeout(
      () => finish({ statusCode: null, error: `no answer within ${timeoutMs} ms` }),
      timeoutMs,
    );
    request.on('response', (response) => {
      const statusCode = response.statusCode ?? null;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > MAX_RESPONSE_BYTES) finish({ statusCode, error: null });
      });
      response.on('end', () => finish({ statusCode, error: null }));
      response.on('error', () => finish({ statusCode, error: null }));
    });
    request.on('error', (err: NodeJS.ErrnoException) =>
      finish({ statusCode: null, error: err.code ? `${err.code}: ${err.message}` : err.message }),
    );
    request.end(body);
  });
}
