import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validateOrThrow } from '../../lib/validate';
import { deleteStoredFiles, type ReceivedFile, receiveArtwork } from './store';

/** Most design files one request may carry (spec section 9). */
const MAX_FILES = 10;

export type ArtworkFormOptions = {
  uploadDir: string;
  /** Multipart text fields (repeated keys as arrays) as the object the schema reads; default: first values. */
  fromFields?: (fields: Record<string, string[]>) => Record<string, unknown>;
  /** A JSON body (no files) as the object the schema reads; default: as sent. */
  fromJson?: (body: Record<string, unknown>) => Record<string, unknown>;
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
  { uploadDir, fromFields = firstValues, fromJson = (body) => body }: ArtworkFormOptions,
): Promise<{ input: z.output<T>; files: ReceivedFile[] }> {
  let raw: Record<string, unknown>;
  let files: ReceivedFile[] = [];
  if (request.isMultipart()) {
    const received = await receiveArtwork(request, {
      ownerUserId: request.user!.id,
      uploadDir,
      maxFiles: MAX_FILES,
    });
    raw = fromFields(received.fields);
    files = received.files;
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
