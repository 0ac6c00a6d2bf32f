import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { validateOrThrow } from '../../lib/validate';
import { meterIncoming, openUploadBudget } from '../storage';
import { deleteStoredFiles, type ReceivedFile, receiveArtwork } from './store';

/** Most design files one request may carry (docs/product.md#uploads). */
const MAX_FILES = 10;

export type ArtworkFormOptions = {
  uploadDir: string;
  /** Multipart text fields (repeated keys as arrays) as the object the schema reads; default: first values. */
  fromFields?: (fields: Record<string, string[]>) => Record<string, unknown>;
  /** A JSON body (no files) as the object the schema reads; default: as sent. */
  fromJson?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** The account's upload quota (UPLOAD_QUOTA_MB): a request past it is stopped as it arrives (413). */
  quota?: { db: Db; bytes: number };
};

const firstValues = (fields: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(fields).map(([key, values]) => [key, values[0]]));

/**
 * A form that may carry design files: multipart (files streamed to disk and checked) or
 * JSON (no files), validated with `schema` like a route body (400 per field). If the fields
 * are refused, the files just stored are deleted: nothing is left behind.
 */
export async function readArtworkForm<T extends z.ZodType>(
  request: FastifyRequest,
  schema: T,
  { uploadDir, fromFields = firstValues, fromJson = (body) => body, quota }: ArtworkFormOptions,
): Promise<{ input: z.output<T>; files: ReceivedFile[] }> {
  let raw: Record<string, unknown>;
  let files: ReceivedFile[] = [];
  if (request.isMultipart()) {
    const userId = request.user!.id;
    const budget = quota ? await openUploadBudget(quota.db, userId, quota.bytes) : null;
    try {
      const received = await receiveArtwork(request, {
        ownerUserId: userId,
        uploadDir,
        maxFiles: MAX_FILES,
        ...(budget ? { watchFile: (file) => meterIncoming(file, budget) } : {}),
      });
      raw = fromFields(received.fields);
      files = received.files;
    } finally {
      // The rows are written within milliseconds after this; the long window is the receiving.
      budget?.release();
    }
  } else {
    raw = fromJson((request.body ?? {}) as Record<string, unknown>);
  }
  try {
    return { input: validateOrThrow(schema, raw), files };
  } catch (error) {
    await deleteStoredFiles(
      uploadDir,
      files.map((f) => f.storageKey),
    );
    throw error;
  }
}
