/**
 * The preflight's parse of an uploaded file's head and tail. It runs on a worker thread
 * (workers/pool-worker.ts), never on the event loop: the parser is hand-written and the file
 * is anyone's (issue 22).
 */
import { promisify } from 'node:util';
import { inflate } from 'node:zlib';
import { type Inflate, pointsToMm, readPdfPageSize, readRasterSize } from '@shop/shared/preflight';
import type { ArtworkType } from './sniff';
import type { Preflight } from './table';

const inflateAsync = promisify(inflate);
/** zlib stops at the reader's budget (PDF_LIMITS.inflatedBytes for the whole file). */
const inflateBounded: Inflate = async (data, maxBytes) =>
  new Uint8Array(await inflateAsync(data, { maxOutputLength: Math.max(1, maxBytes) }));

export async function measureArtwork(
  type: ArtworkType,
  head: Uint8Array,
  tail: Uint8Array,
): Promise<Preflight> {
  try {
    if (type === 'png' || type === 'jpeg' || type === 'tiff') {
      const info = readRasterSize(head);
      return info ? { kind: 'raster', widthPx: info.widthPx, heightPx: info.heightPx } : { kind: 'other' };
    }
    if (type === 'pdf' || type === 'ai') {
      const bytes = tail.length > 0 ? Buffer.concat([head, tail]) : head;
      const page = await readPdfPageSize(bytes, inflateBounded);
      if (page)
        return {
          kind: 'pdf',
          pageWidthMm: pointsToMm(page.widthPt),
          pageHeightMm: pointsToMm(page.heightPt),
        };
    }
  } catch {
    // A file we cannot measure is still accepted; staff look at it.
  }
  return { kind: 'other' };
}
