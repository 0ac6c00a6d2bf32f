/**
 * Design files: received from a multipart request straight to disk (never held whole in
 * memory), checked by content, preflighted from the stored file on a worker thread, and stored outside the web
 * root under random names (docs/product.md#uploads). Receiving writes files but no rows: the
 * caller inserts them (insertUploads) in its own transaction, and deletes the files
 * (deleteStoredFiles) if that transaction fails.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { replaceUnsafeText } from '@shop/shared/text-safety';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { WorkerUnavailable } from '../../lib/worker-pool';
import {
  type ArtworkType,
  artworkTypeOfName,
  assertArtwork,
  SNIFF_BYTES,
  unsupportedTypeError,
} from './sniff';
import { type Preflight, uploads } from './table';

export type ReceivedFile = {
  /** Random 32-hex name of the file in the upload directory. */
  storageKey: string;
  /** The client's file name without path parts or control characters, at most 200 characters. */
  originalName: string;
  /** From the sniffed content, never from the client. */
  mimeType: string;
  sizeBytes: number;
  preflight: Preflight;
};

export type ReceiveArtworkOptions = {
  ownerUserId: number;
  uploadDir: string;
  maxFiles: number;
  /** A lower per-file limit for this call; by default the app's MAX_UPLOAD_MB. */
  maxFileMb?: number;
  /** Sees each file's stream before it is read (the account's upload quota meters it: storage/quota.ts). */
  watchFile?: (file: Readable) => void;
  /** The field names files may come in; by default `files`, `files[]`, `files[N]`. */
  fileField?: RegExp;
};

export type ReceivedArtwork = { fields: Record<string, string[]>; files: ReceivedFile[] };

export type UploadRow = typeof uploads.$inferSelect;
type NewUpload = typeof uploads.$inferInsert;
/** Where the files are attached: a cart line, an order, a saved quote (and whatever link columns the table has). */
export type UploadLink = Partial<
  Pick<
    NewUpload,
    Extract<keyof NewUpload, 'cartLineId' | 'orderId' | 'orderLineId' | 'savedQuoteId' | 'savedQuoteLine'>
  >
>;
/** The database or a transaction. */
type Executor = Pick<Db, 'insert'>;

const FILE_FIELD = /^files(?:\[\d*\])?$/;
const STORAGE_KEY = /^[0-9a-f]{32}$/;
const MAX_NAME_LENGTH = 200;
const MB = 1024 * 1024;
/** The absolute path of a stored file; throws on anything that is not a storage key. */
export function storagePath(uploadDir: string, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error(`not a storage key: ${JSON.stringify(storageKey)}`);
  return path.join(uploadDir, storageKey);
}

/**
 * The name to keep and show: the last path part (either slash), without control, NUL or
 * bidirectional-override characters, trimmed, at most 200 characters with its extension kept.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).at(-1) ?? '';
  // Direction marks too: a file name is shown inside text of either direction.
  let clean = replaceUnsafeText(base.normalize('NFC'))
    .replace(/[\u200e\u200f]/g, '')
    .trim();
  if (clean === '' || /^\.+$/.test(clean)) clean = 'file';
  if (clean.length <= MAX_NAME_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  let stem = clean.slice(0, MAX_NAME_LENGTH - extension.length);
  // Do not cut a surrogate pair in half.
  if (/[\ud800-\udbff]$/.test(stem)) stem = stem.slice(0, -1);
  return stem + extension;
}

const concat = (chunks: Buffer[]) => (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));

/**
 * Passes a file through unchanged while counting its bytes and refusing it (415) once its
 * first bytes show it is not what its name says.
 */
class ArtworkInspector extends Transform {
  sizeBytes = 0;
  type: ArtworkType | null = null;
  mimeType: string | null = null;
  private readonly head: Buffer[] = [];
  private headLength = 0;
  private held: Buffer[] = [];

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.sizeBytes += chunk.length;
    if (this.type) {
      callback(null, chunk);
      return;
    }
    this.keep(chunk);
    this.held.push(chunk);
    if (this.headLength < SNIFF_BYTES) {
      callback();
      return;
    }
    this.release(callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.sizeBytes === 0) {
      callback(new AppError('business_rule', 'uploads.empty', { name: this.fileName }));
      return;
    }
    if (this.type) callback();
    else this.release(callback);
  }

  /** Decides on the bytes seen so far and lets the held ones through. */
  private release(callback: TransformCallback): void {
    try {
      ({ type: this.type, mimeType: this.mimeType } = assertArtwork(this.fileName, concat(this.head)));
    } catch (error) {
      callback(error as Error);
      return;
    }
    for (const held of this.held) this.push(held);
    this.held = [];
    callback();
  }

  private keep(chunk: Buffer): void {
    const room = SNIFF_BYTES - this.headLength;
    if (room <= 0) return;
    const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
    this.head.push(part);
    this.headLength += part.length;
  }
}

/** Formats the preflight reads; the others are kept unmeasured. */
const MEASURED: ReadonlySet<ArtworkType> = new Set(['png', 'jpeg', 'tiff', 'pdf', 'ai']);

/**
 * The preflight of the stored file, on a worker thread within the pool's time and memory
 * limits: a file that exceeds them, or that breaks the thread, is kept as "could not be
 * checked" (`unchecked`), never a stall and never an error for the upload.
 */
async function measure(request: FastifyRequest, type: ArtworkType, file: string): Promise<Preflight> {
  if (!MEASURED.has(type)) return { kind: 'other' };
  try {
    return await request.server.workers.run('preflight', { type, file }, 'check');
  } catch (error) {
    const reason = error instanceof WorkerUnavailable ? error.reason : 'unreadable';
    request.log.warn({ type, reason, err: error }, 'artwork preflight could not be completed');
    return { kind: 'unchecked', reason };
  }
}

const tooLarge = (name: string, bytes: number) =>
  new AppError('too_large', 'uploads.tooLarge', { name, mb: Math.max(1, Math.round(bytes / MB)) });

/** Streams one file part to `uploadDir/<key>`; `written` gets the key before the first byte. */
async function storePart(
  request: FastifyRequest,
  part: MultipartFile,
  uploadDir: string,
  written: string[],
): Promise<ReceivedFile> {
  const originalName = sanitizeFileName(part.filename);
  // The name alone may already be refused: nothing is written then.
  const promised = artworkTypeOfName(originalName);
  if (!promised) throw unsupportedTypeError(originalName);

  const storageKey = randomBytes(16).toString('hex');
  written.push(storageKey);
  const inspector = new ArtworkInspector(originalName);
  const file = storagePath(uploadDir, storageKey);
  await pipeToNewFile(part.file, inspector, file);
  // busboy stops at the limit, marks the part truncated and counts exactly the limit as read.
  if (part.file.truncated) throw tooLarge(originalName, part.file.bytesRead);
  return {
    storageKey,
    originalName,
    mimeType: inspector.mimeType!,
    sizeBytes: inspector.sizeBytes,
    preflight: await measure(request, promised, file),
  };
}

/**
 * Streams `source` through `inspector` into a new file. When it fails, it returns only once the
 * file is closed: pipeline rejects as soon as a stream fails, possibly before the file's
 * asynchronous open has created it, and a delete made in between would find nothing and
 * leave an orphan behind (seen under load in the hostile-input run).
 */
export async function pipeToNewFile(source: Readable, inspector: Transform, file: string): Promise<void> {
  const target = fs.createWriteStream(file, { flags: 'wx' });
  try {
    await pipeline(source, inspector, target);
  } catch (error) {
    if (!target.closed) await new Promise<void>((resolve) => target.once('close', () => resolve()));
    throw error;
  }
}

/**
 * Stores artwork that arrives as a plain stream rather than a multipart part (a file the
 * server fetched from a URL for a reseller order): the same content check, preflight and
 * random name as an upload; `maxBytes` stops it (413) as it arrives. The file is deleted again
 * when anything fails; no row is inserted (insertUploads).
 */
export async function storeArtworkStream(
  request: FastifyRequest,
  input: { source: Readable; fileName: string; uploadDir: string; maxBytes: number },
): Promise<ReceivedFile> {
  const originalName = sanitizeFileName(input.fileName);
  const promised = artworkTypeOfName(originalName);
  if (!promised) throw unsupportedTypeError(originalName);
  await fs.promises.mkdir(input.uploadDir, { recursive: true });
  const storageKey = randomBytes(16).toString('hex');
  const inspector = new ArtworkInspector(originalName);
  const file = storagePath(input.uploadDir, storageKey);
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > input.maxBytes) callback(tooLarge(originalName, input.maxBytes));
      else callback(null, chunk);
    },
  });
  try {
    // pipe() does not pass the source's failure on (a fetch that timed out): the limiter does.
    input.source.once('error', (error) => limiter.destroy(error));
    await pipeToNewFile(input.source.pipe(limiter), inspector, file);
    return {
      storageKey,
      originalName,
      mimeType: inspector.mimeType!,
      sizeBytes: inspector.sizeBytes,
      preflight: await measure(request, promised, file),
    };
  } catch (error) {
    input.source.destroy();
    await deleteStoredFiles(input.uploadDir, [storageKey]);
    throw error;
  }
}

/** Fastify's multipart errors turned into the module's bilingual ones. */
function translateMultipartError(error: unknown, maxFiles: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new AppError('business_rule', 'uploads.tooMany', { max: maxFiles });
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    const part = (error as { part?: MultipartFile }).part;
    const name = sanitizeFileName(part?.filename ?? '');
    const limit = part?.file.bytesRead ?? 0;
    return limit > 0 ? tooLarge(name, limit) : new AppError('too_large', 'error.tooLarge');
  }
  // The disk refused the file (full, read-only, no permission): say so instead of a 500.
  if (code && STORAGE_FAILURES.has(code))
    return Object.assign(new AppError('unavailable', 'uploads.storageFailed'), { cause: error });
  return error;
}

const STORAGE_FAILURES = new Set([
  'ENOSPC',
  'EACCES',
  'EPERM',
  'EROFS',
  'EDQUOT',
  'EMFILE',
  'ENFILE',
  'EIO',
  'ENOTDIR',
  'EEXIST',
]);

/**
 * Reads a multipart request: text fields into `fields` (keys as sent, e.g. `options[0]` or
 * `options[]`), and every file of `files`, `files[]` or `files[N]` streamed to
 * `uploadDir/<random 32-hex>`, checked by content (415), counted (422 over `maxFiles`),
 * size-limited (413), not empty (422) and measured for the preflight. Nothing is inserted.
 * On any failure every file this call wrote is deleted before the error propagates.
 */
export async function receiveArtwork(
  request: FastifyRequest,
  options: ReceiveArtworkOptions,
): Promise<ReceivedArtwork> {
  const { uploadDir, maxFiles } = options;
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', 'uploads.notMultipart');
  const fields: Record<string, string[]> = {};
  const files: ReceivedFile[] = [];
  const written: string[] = [];
  let current: MultipartFile | null = null;
  try {
    await fs.promises.mkdir(uploadDir, { recursive: true });
    const limits = {
      files: maxFiles + 1,
      ...(options.maxFileMb ? { fileSize: options.maxFileMb * MB } : {}),
    };
    const parts: AsyncIterableIterator<Multipart> = request.parts({ limits });
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        if (Object.hasOwn(fields, part.fieldname)) fields[part.fieldname]!.push(value);
        else fields[part.fieldname] = [value];
        continue;
      }
      current = part;
      if (!(options.fileField ?? FILE_FIELD).test(part.fieldname)) {
        throw new AppError('bad_request', 'uploads.unexpectedFile', { field: part.fieldname.slice(0, 50) });
      }
      if (part.filename === '') {
        // An empty file input ("no file chosen") sends a nameless, empty part.
        part.file.resume();
        await finished(part.file);
        current = null;
        continue;
      }
      if (files.length >= maxFiles) throw new AppError('business_rule', 'uploads.tooMany', { max: maxFiles });
      options.watchFile?.(part.file);
      files.push(await storePart(request, part, uploadDir, written));
      current = null;
    }
    request.log.info(
      { ownerUserId: options.ownerUserId, files: files.map((f) => [f.storageKey, f.sizeBytes, f.mimeType]) },
      'artwork received',
    );
    return { fields, files };
  } catch (error) {
    await deleteStoredFiles(uploadDir, written);
    discardRestOfBody(request, current);
    throw translateMultipartError(error, maxFiles);
  }
}

/** After a refusal the rest of the body is read and dropped, so the answer reaches the client. */
function discardRestOfBody(request: FastifyRequest, current: MultipartFile | null): void {
  if (current && !current.file.destroyed) current.file.destroy();
  const raw = request.raw;
  if (!raw.readableEnded) {
    raw.unpipe();
    raw.resume();
  }
}

/** Inserts the received files' rows (artwork owned by `ownerUserId`), linked as given. */
export async function insertUploads(
  db: Executor,
  ownerUserId: number,
  files: readonly ReceivedFile[],
  link: UploadLink = {},
  purpose: 'artwork' | 'proof' | 'final' = 'artwork',
): Promise<UploadRow[]> {
  if (files.length === 0) return [];
  return db
    .insert(uploads)
    .values(
      files.map((file) => ({
        ownerUserId,
        storageKey: file.storageKey,
        originalName: file.originalName,
        mimeType: file.mimeType,
        sizeBytes: file.sizeBytes,
        purpose,
        preflight: file.preflight,
        ...link,
      })),
    )
    .returning();
}

/** Deletes stored files (missing ones are fine); never throws, so it can run in a catch. */
export async function deleteStoredFiles(uploadDir: string, storageKeys: readonly string[]): Promise<void> {
  await Promise.allSettled(
    storageKeys
      .filter((key) => STORAGE_KEY.test(key))
      .map((key) => fs.promises.rm(storagePath(uploadDir, key), { force: true })),
  );
}

/**
 * Copies stored files under new keys, for rows of their own (order again, a saved quote's files):
 * copies, not links to the same name, so each owner keeps its file whatever happens to the
 * other's. Answers each file's id → new key. A file gone from disk is `missing(file)`'s error;
 * on any failure the copies made so far are deleted first.
 */
export async function copyStoredFiles(
  uploadDir: string,
  files: readonly { id: number; storageKey: string; originalName: string }[],
  missing: (file: { originalName: string }) => Error,
): Promise<Map<number, string>> {
  const copies = new Map<number, string>();
  try {
    for (const file of files) {
      const key = randomBytes(16).toString('hex');
      try {
        await fs.promises.copyFile(storagePath(uploadDir, file.storageKey), storagePath(uploadDir, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw missing(file);
        throw error;
      }
      copies.set(file.id, key);
    }
    return copies;
  } catch (error) {
    await deleteStoredFiles(uploadDir, [...copies.values()]);
    throw error;
  }
}

/** The rows of design files copied by `copyStoredFiles`, owned by `ownerUserId` and attached where `link` says. */
export function copiedUploads(
  files: readonly UploadRow[],
  copies: ReadonlyMap<number, string>,
  ownerUserId: number,
  link: (file: UploadRow) => UploadLink,
): NewUpload[] {
  return files.map((file) => ({
    ownerUserId,
    storageKey: copies.get(file.id)!,
    originalName: file.originalName,
    mimeType: file.mimeType,
    sizeBytes: file.sizeBytes,
    purpose: 'artwork' as const,
    preflight: file.preflight,
    ...link(file),
  }));
}
