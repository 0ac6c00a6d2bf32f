import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** A cached answer's compressed forms, each made the first time a browser asks for it. */
export type EncodedForms = Partial<Record<Encoding, Buffer>>;

/** A serialised answer kept in a cache, with its compressed forms. */
export type PreparedBody = { body: Buffer; encoded: EncodedForms };

export function preparedJson(text: string): PreparedBody {
  return { body: Buffer.from(text), encoded: {} };
}

/**
 * Smaller answers go out as they are: compression would save a few hundred bytes at most
 * (the same threshold as @fastify/compress for everything else).
 */
const MIN_BYTES_TO_COMPRESS = 1024;

/** The Vary of an answer sent by sendEncoded (a 304 for it must name the same headers). */
export function varyOf(body: string | Buffer, vary: string): string {
  return Buffer.byteLength(body) < MIN_BYTES_TO_COMPRESS ? vary : `${vary}, Accept-Encoding`;
}

/** The best encoding the browser takes (q=0 is a refusal). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set(
    String(header)
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function encode(body: string | Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        },
      })
    : zlib.gzipSync(body, { level: 6 });
}

/**
 * Sends a cached answer (JSON or a rendered page) compressed the way the browser asked,
 * compressing it once per encoding and keeping the result in `forms` (which lives as long as
 * the cached answer; an answer not kept passes a new `{}`).
 * @fastify/compress would compress it again on every request; it leaves an answer that
 * already has a Content-Encoding alone. `vary` names the request headers the answer depends
 * on besides Accept-Encoding.
 */
export function sendEncoded(reply: FastifyReply, body: string | Buffer, forms: EncodedForms, vary: string) {
  reply.header('vary', varyOf(body, vary));
  if (Buffer.byteLength(body) < MIN_BYTES_TO_COMPRESS) return reply.send(body);
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(body);
  forms[encoding] ??= encode(body, encoding);
  return reply.header('content-encoding', encoding).send(forms[encoding]);
}
