/**
 * Artwork preflight in the browser, before anything is sent (docs/product.md#uploads): this
 * file reads the chosen `File`s; the byte parsing (pixel sizes, PDF page size, resolution
 * and page-fit rules) lives in `@shop/shared/preflight`, which the server uses too.
 * Only headers are read: a 100 MB file costs a few megabytes of reading.
 */
import {
  PDF_HEAD_BYTES,
  PDF_TAIL_BYTES,
  PDF_WHOLE_BYTES,
  pointsToMm,
  RASTER_HEAD_BYTES,
  readPdfPageSize,
  readRasterSize,
  type TrimInset,
} from '@shop/shared/preflight';
import { artworkFindings, hasBlocker, printSpecFor } from '@shop/shared/preflight-findings';

export {
  comparePageToOrder,
  effectiveDpi,
  type Inflate,
  inflateWithStreams,
  type PageFit,
  type PdfPageInfo,
  pointsToMm,
  type RasterInfo,
  readPdfPageSize,
  readRasterSize,
  type TrimInset,
} from '@shop/shared/preflight';

export type Preflight =
  | { kind: 'raster'; widthPx: number; heightPx: number }
  | {
      kind: 'pdf';
      widthMm: number;
      heightMm: number;
      box: 'TrimBox' | 'MediaBox';
      /** Where the trim sits on the first page's picture (the live preview places the page by it). */
      trimInsetPt?: TrimInset;
    }
  | { kind: 'unreadable' }
  | { kind: 'other' };

// ---------- Files ----------

async function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer());
}

async function pdfBytes(file: File): Promise<Uint8Array> {
  if (file.size <= PDF_WHOLE_BYTES) return readBytes(file);
  const head = await readBytes(file.slice(0, PDF_HEAD_BYTES));
  const tail = await readBytes(file.slice(file.size - PDF_TAIL_BYTES));
  const joined = new Uint8Array(head.length + tail.length);
  joined.set(head);
  joined.set(tail, head.length);
  return joined;
}

async function decodedSize(file: File): Promise<{ widthPx: number; heightPx: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { widthPx: bitmap.width, heightPx: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Reads what can be checked of one artwork file (never throws). */
export async function preflightFile(file: File, extension: string): Promise<Preflight> {
  try {
    if (['png', 'jpg', 'jpeg', 'tif', 'tiff'].includes(extension)) {
      const info = readRasterSize(await readBytes(file.slice(0, RASTER_HEAD_BYTES)));
      if (info) return { kind: 'raster', widthPx: info.widthPx, heightPx: info.heightPx };
      const decoded = extension.startsWith('tif') ? null : await decodedSize(file);
      return decoded ? { kind: 'raster', ...decoded } : { kind: 'unreadable' };
    }
    if (extension === 'pdf') {
      const page = await readPdfPageSize(await pdfBytes(file));
      if (!page) return { kind: 'unreadable' };
      return {
        kind: 'pdf',
        widthMm: pointsToMm(page.widthPt),
        heightMm: pointsToMm(page.heightPt),
        box: page.box,
        ...(page.trimInsetPt ? { trimInsetPt: page.trimInsetPt } : {}),
      };
    }
  } catch {
    return { kind: 'unreadable' };
  }
  return { kind: 'other' };
}

// ---------- Findings ----------

/**
 * The findings the browser can give before upload (resolution at size, proportions, PDF page
 * size and bleed), by the same rules the server applies after it
 * (`@shop/shared/preflight-findings`); colour, fonts and transparency wait for the server.
 */
export function browserFindings(
  preflight: Preflight | null,
  widthCm: number | null,
  heightCm: number | null,
  product: { pricingMode: string },
): BrowserFinding[] {
  if (!preflight) return [];
  const spec = printSpecFor(product);
  if (preflight.kind === 'raster') {
    return artworkFindings(preflight, widthCm, heightCm, spec);
  }
  if (preflight.kind === 'pdf') {
    const page = { w: preflight.widthMm, h: preflight.heightMm };
    return artworkFindings(
      {
        kind: 'pdf',
        pageWidthMm: preflight.widthMm,
        pageHeightMm: preflight.heightMm,
        ...(preflight.box === 'TrimBox' ? { trimMm: page } : { mediaMm: page }),
      },
      widthCm,
      heightCm,
      spec,
    );
  }
  return [];
}

export type BrowserFinding = ReturnType<typeof artworkFindings>[number];
export { hasBlocker };
