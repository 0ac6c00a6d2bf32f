import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/errors';
import { isPublicAddress } from '../../lib/public-address';

/** Where a delivery connects: the URL, and the one address that was checked for it. */
export type WebhookTarget = { url: URL; address: string; family: 4 | 6 };

/** `https://…` (or `http://` when private addresses are allowed), no user or password in it. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('business_rule', 'webhooks.badUrl');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new AppError('business_rule', 'webhooks.httpsOnly');
  }
  if (url.username || url.password || !url.hostname) throw new AppError('business_rule', 'webhooks.badUrl');
  return url;
}

/**
 * Checks a webhook URL and picks the address to connect to (docs/decisions/054-webhooks.md):
 * the host's addresses are looked up now, and every one must be public unless private ones are
 * allowed (WEBHOOKS_ALLOW_PRIVATE, development and tests). Called when an endpoint is saved and
 * again before every attempt, whose connection then goes to the address checked here and no
 * other: a DNS answer that changes in between (rebinding) cannot send a delivery inside.
 * Refusals are 422s in the caller's language; a delivery logs their text.
 */
export async function resolveWebhookTarget(raw: string, allowPrivate: boolean): Promise<WebhookTarget> {
  const url = parseWebhookUrl(raw, allowPrivate);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) {
    addresses = [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new AppError('business_rule', 'webhooks.unresolvable', { host });
    }
    if (addresses.length === 0) throw new AppError('business_rule', 'webhooks.unresolvable', { host });
  }
  if (!allowPrivate) {
    const inside = addresses.find((a) => !isPublicAddress(a.address));
    if (inside) throw new AppError('business_rule', 'webhooks.privateAddress', { address: inside.address });
  }
  const first = addresses[0]!;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
