import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import { BUSINESS } from '@shop/shared';
import fp from 'fastify-plugin';
import type { Env } from '../config/env';

/** sha256 sources of the inline scripts of the built index.html (the language-before-paint script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

function originOf(url: string | undefined | null): string[] {
  if (!url || url === 'none') return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}

/**
 * Browser security headers on every answer (helmet): a Content-Security-Policy without
 * 'unsafe-inline' scripts (the one inline script of index.html is allowed by its hash),
 * no framing (frame-ancestors 'none', X-Frame-Options DENY), nosniff, a Referrer-Policy,
 * and HSTS when the shop is served over https. Third-party origins appear only when the
 * feature that needs them is configured (map embed, Google or Facebook sign-in).
 */
export const securityHeadersPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const indexPath = path.join(env.webDist, 'index.html');
    const html = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : '';
    const google = env.GOOGLE_CLIENT_ID ? ['https://accounts.google.com'] : [];
    const facebook = env.FACEBOOK_APP_ID ? ['https://connect.facebook.net', 'https://www.facebook.com'] : [];
    const map = originOf(env.SHOP_MAP_EMBED_URL ?? BUSINESS.map.embedUrl);
    const https = env.PUBLIC_URL.startsWith('https://');

    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(html), ...google, ...facebook],
          styleSrc: ["'self'", "'unsafe-inline'", ...google],
          imgSrc: ["'self'", 'data:', 'blob:', ...facebook],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...google, ...facebook],
          frameSrc:
            [...map, ...google, ...facebook].length > 0 ? [...map, ...google, ...facebook] : ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      // Google's and Facebook's sign-in pop-ups talk back to the opener.
      crossOriginOpenerPolicy: {
        policy: google.length + facebook.length > 0 ? 'same-origin-allow-popups' : 'same-origin',
      },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
