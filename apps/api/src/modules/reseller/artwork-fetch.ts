/**
 * Artwork a reseller's order names by URL, fetched by the server (docs/decisions/052-api-keys-and-reseller-api.md):
 * https only, at most MAX_REDIRECTS redirects, each hop's host resolved here and refused when
 * any of its addresses is loopback, private, link-local, unique-local, IPv4-mapped or otherwise
 * not public, and the connection made to the address that was checked (no second lookup an
 * attacker's DNS could answer differently). Size and time are limited; the content is then
 * checked like an upload. ARTWORK_FETCH_ALLOW_PRIVATE=true lifts the address and https rules
 * (development and tests). Never called inside a database transaction.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { AppError } from '../../lib/errors';
import { isPublicAddress } from '../../lib/public-address';

export const MAX_REDIRECTS = 3;

export type ArtworkFetchLimits = {
  maxBytes: number;
  timeoutMs: number;
  /** ARTWORK_FETCH_ALLOW_PRIVATE: http:// and any address (development and tests). */
  allowPrivate: boolean;
  /** Tests of the address rules: plain http allowed, and which addresses count as reachable. */
  allowHttp?: boolean;
  addressAllowed?: (address: string) => boolean;
};

function addressRule(limits: ArtworkFetchLimits): (address: string) => boolean {
  if (limits.allowPrivate) return () => true;
  return limits.addressAllowed ?? isPublicAddress;
}

function refused(url: string): AppError {
  return new AppError('business_rule', 'reseller.artworkUrlRefused', { url: shortUrl(url) });
}

function shortUrl(url: string): string {
  return url.length > 120 ? `${url.slice(0, 117)}…` : url;
}

/**
 * The lookup the connection uses: every address of the host must be public (one private
 * answer refuses the host: a round-robin must not sometimes reach the inside).
 */
function checkedLookup(allowed: (address: string) => boolean, url: string): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) {
        callback(error, '', 4);
        return;
      }
      const list = addresses.filter((a) => a.family === 4 || a.family === 6);
      if (list.length === 0 || list.some((a) => !allowed(a.address))) {
        callback(refused(url) as unknown as NodeJS.ErrnoException, '', 4);
        return;
      }
      const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
      const chosen = wanted ? list.filter((a) => a.family === wanted) : list;
      if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, chosen);
      else callback(null, chosen[0]!.address, chosen[0]!.family);
    });
  };
}

export type FetchedArtwork = { stream: Readable; fileName: string; contentType: string; finalUrl: string };

/**
 * Opens the artwork at `rawUrl` (following up to MAX_REDIRECTS redirects) and hands back its
 * body stream once the headers say it can be artwork; the caller stores it (storeArtworkStream)
 * with the byte limit. The whole fetch, body included, stops at `timeoutMs` (the stream then
 * errors).
 */
export async function openArtworkUrl(rawUrl: string, limits: ArtworkFetchLimits): Promise<FetchedArtwork> {
  const controller = new AbortController();
  let current: http.IncomingMessage | null = null;
  const timeout = () =>
    new AppError('business_rule', 'reseller.artworkTimeout', {
      url: shortUrl(rawUrl),
      seconds: Math.ceil(limits.timeoutMs / 1000),
    });
  const timer = setTimeout(() => {
    controller.abort();
    // A body still arriving fails with the timeout, which its reader (the store) reports.
    current?.destroy(timeout());
  }, limits.timeoutMs);
  timer.unref();
  let url = rawUrl;
  try {
    for (let hop = 0; ; hop += 1) {
      const target = parseAllowed(url, limits);
      const response = await get(target, limits, controller.signal, url);
      current = response;
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= MAX_REDIRECTS) {
          throw new AppError('business_rule', 'reseller.artworkTooManyRedirects', { max: MAX_REDIRECTS });
        }
        url = new URL(response.headers.location, target).toString();
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new AppError('business_rule', 'reseller.artworkUrlFailed', { url: shortUrl(rawUrl), status });
      }
      const length = Number(response.headers['content-length'] ?? Number.NaN);
      if (Number.isFinite(length) && length > limits.maxBytes) {
        response.destroy();
        throw new AppError('too_large', 'reseller.artworkTooLarge', {
          url: shortUrl(rawUrl),
          mb: Math.round(limits.maxBytes / (1024 * 1024)),
        });
      }
      const contentType = (response.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      // The body may still take time: the timer stays on until it ends.
      response.once('close', () => clearTimeout(timer));
      return { stream: response, fileName: fileNameOf(target), contentType, finalUrl: url };
    }
  } catch (error) {
    clearTimeout(timer);
    if (controller.signal.aborted) throw timeout();
    throw error;
  }
}

function parseAllowed(url: string, limits: ArtworkFetchLimits): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new AppError('business_rule', 'reseller.artworkUrlInvalid', { url: shortUrl(url) });
  }
  const schemeOk =
    target.protocol === 'https:' ||
    ((limits.allowPrivate || limits.allowHttp === true) && target.protocol === 'http:');
  if (!schemeOk || target.username || target.password) {
    throw new AppError('business_rule', 'reseller.artworkUrlInvalid', { url: shortUrl(url) });
  }
  // A literal address is never looked up, so it is checked here.
  const host = target.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !addressRule(limits)(host)) throw refused(url);
  return target;
}

function get(
  target: URL,
  limits: ArtworkFetchLimits,
  signal: AbortSignal,
  url: string,
): Promise<http.IncomingMessage> {
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(target, {
      lookup: checkedLookup(addressRule(limits), url),
      signal,
      headers: { 'user-agent': 'BannerPrint-artwork-fetch/1', accept: '*/*' },
      // No pooled sockets: each hop connects to the address it just checked.
      agent: false,
    });
    request.once('response', resolve);
    request.once('error', (error) => {
      const cause = error instanceof AppError ? error : (error as { cause?: unknown }).cause;
      reject(cause instanceof AppError ? cause : signal.aborted ? error : failed(url, error));
    });
  });
}

function failed(url: string, error: Error): AppError {
  return Object.assign(
    new AppError('business_rule', 'reseller.artworkUrlFailed', { url: shortUrl(url), status: 0 }),
    {
      cause: error,
    },
  );
}

/** The last path part, for the stored name (the content decides the type, not this). */
function fileNameOf(target: URL): string {
  const raw = target.pathname.split('/').at(-1) ?? '';
  let last = raw;
  try {
    last = decodeURIComponent(raw);
  } catch {
    // A malformed escape: keep the name as sent.
  }
  return last.trim() || 'artwork';
}
