import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The storefront's session: the same opaque token as `Authorization: Bearer`, carried in an
 * httpOnly cookie so page scripts never see it (docs/decisions/014-cookie-sessions.md).
 * Anything that caches pages for anonymous visitors must skip requests carrying this cookie.
 */
export const SESSION_COOKIE = 'shop_session';

/**
 * Sent by the storefront on login and social sign-in: the session is then only set as the
 * cookie, and the answer leaves `data.token` out, so no script ever reads the token.
 */
export const COOKIE_ONLY_HEADER = 'x-session';

export type SessionCookieSettings = { publicUrl: string; ttlHours: number };

function cookieOptions(settings: SessionCookieSettings): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.publicUrl.startsWith('https://'),
    // Path=/ so that page requests carry it too (a page cache can tell signed-in visitors).
    path: '/',
  };
}

export function setSessionCookie(reply: FastifyReply, token: string, settings: SessionCookieSettings): void {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(settings), maxAge: settings.ttlHours * 3600 });
}

export function clearSessionCookie(reply: FastifyReply, settings: SessionCookieSettings): void {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(settings));
}

export function wantsCookieOnly(request: FastifyRequest): boolean {
  return request.headers[COOKIE_ONLY_HEADER] === 'cookie';
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isWrite(request: FastifyRequest): boolean {
  return !SAFE_METHODS.has(request.method);
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * Where a browser says a request comes from: the Origin header, else the origin of the
 * Referer; undefined when the request carries neither (not a browser, or an old one).
 * `Origin: null` (sandboxed frames, privacy redirects) is a foreign origin, not a missing one.
 */
export function requestSourceOrigin(request: FastifyRequest): string | null | undefined {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && origin !== '') return origin === 'null' ? null : originOf(origin);
  const referer = request.headers.referer;
  if (typeof referer === 'string' && referer !== '') return originOf(referer);
  return undefined;
}

/**
 * Whether a browser says a request comes from the shop's own pages: `Sec-Fetch-Site:
 * same-origin` (sent by current browsers on every request, GETs included), and an Origin or
 * Referer, when present, that is one of the shop's. Anything else (cross-site, same-site, a
 * typed address, or no provenance at all) is not. A GET that writes with a cookie session
 * needs this (docs/decisions/028-cross-site-gets-and-floor-races.md): SameSite=Lax lets the
 * cookie ride along on a cross-site link.
 */
export function isSameOriginRequest(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = requestSourceOrigin(request);
  if (origin === undefined) return site === 'same-origin';
  return origin !== null && isTrustedOrigin(origin, request, publicUrl);
}

/**
 * The shop's own origins: PUBLIC_URL's, and the one the request was addressed to (a
 * development server or a test on a free port). A cross-site page cannot pass the second
 * test either: its Origin names its own site, whatever Host the request goes to.
 */
export function isTrustedOrigin(origin: string, request: FastifyRequest, publicUrl: string): boolean {
  if (origin === originOf(publicUrl)) return true;
  return origin === `${request.protocol}://${request.host}`.toLowerCase();
}
