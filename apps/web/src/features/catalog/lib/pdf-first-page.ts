/**
 * The first page of a customer's PDF as a picture for the live preview, drawn in the browser
 * with pdf.js (docs/decisions/056-live-preview.md). This module, pdf.js and its worker are
 * fetched only when a PDF is picked. The file is parsed in a worker of its own, which is
 * terminated when the time runs out, so a hostile or huge file costs a few seconds of a
 * background thread and never the page.
 */
import { renderSize } from './render-size';

/** Larger files are not drawn: the upload still takes them, the preview says why it is missing. */
export const PDF_PREVIEW_MAX_BYTES = 40 * 1024 * 1024;
/** Time for opening, parsing and drawing the first page. */
export const PDF_PREVIEW_TIMEOUT_MS = 12_000;
/** Decoded images above this many pixels are skipped by pdf.js (a decompression bomb costs nothing). */
const MAX_IMAGE_PIXELS = 40_000_000;

export type PdfPicture = {
  /** An object URL of a PNG; the caller revokes it. */
  url: string;
  /** The page's size (its crop box) in PDF points, rotation applied. */
  widthPt: number;
  heightPt: number;
};

export type PdfRender =
  | { ok: true; picture: PdfPicture }
  | { ok: false; reason: 'tooLarge' | 'timeout' | 'unreadable' };

class TimedOut extends Error {}

/** Draws page 1 of `file`; never throws. `signal` aborts (the customer removed the file). */
export async function renderPdfFirstPage(file: Blob, signal?: AbortSignal): Promise<PdfRender> {
  if (file.size > PDF_PREVIEW_MAX_BYTES) return { ok: false, reason: 'tooLarge' };
  let data: Uint8Array;
  let pdfjs: typeof import('pdfjs-dist');
  let workerUrl: string;
  try {
    [data, pdfjs, workerUrl] = await Promise.all([
      file.arrayBuffer().then((buffer) => new Uint8Array(buffer)),
      import('pdfjs-dist'),
      import('pdfjs-dist/build/pdf.worker.min.mjs?url').then((module) => module.default),
    ]);
  } catch {
    // Offline, or a new deployment replaced the chunks.
    return { ok: false, reason: 'unreadable' };
  }
  const thread = new Worker(workerUrl, { type: 'module', name: 'pdf-preview' });
  const worker = pdfjs.PDFWorker.fromPort({ port: thread });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stop: () => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = () => reject(new TimedOut());
    timer = setTimeout(stop, PDF_PREVIEW_TIMEOUT_MS);
    signal?.addEventListener('abort', stop, { once: true });
  });
  stopped.catch(() => {});
  const task = pdfjs.getDocument({
    data,
    worker,
    // The shop's Content-Security-Policy has no 'unsafe-eval'; pdf.js then draws glyphs without it.
    isEvalSupported: false,
    maxImageSize: MAX_IMAGE_PIXELS,
    // Nothing is fetched from anywhere: fonts a PDF does not embed fall back to the system's.
    useWorkerFetch: false,
    stopAtErrors: false,
  });
  try {
    const document = await Promise.race([task.promise, stopped]);
    const page = await Promise.race([document.getPage(1), stopped]);
    const unscaled = page.getViewport({ scale: 1 });
    const size = renderSize(unscaled);
    const viewport = page.getViewport({ scale: size.scale });
    const canvas = window.document.createElement('canvas');
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    const context = canvas.getContext('2d');
    if (!context) return { ok: false, reason: 'unreadable' };
    // A white sheet under the page, as paper: transparent areas would show the drawing through.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    const rendering = page.render({ canvasContext: context, viewport });
    try {
      await Promise.race([rendering.promise, stopped]);
    } catch (error) {
      rendering.cancel();
      throw error;
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return { ok: false, reason: 'unreadable' };
    return {
      ok: true,
      picture: { url: URL.createObjectURL(blob), widthPt: unscaled.width, heightPt: unscaled.height },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof TimedOut ? 'timeout' : 'unreadable' };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
    void task.destroy().catch(() => {});
    worker.destroy();
    // pdf.js leaves a worker it was handed running; this one was made for this file only.
    thread.terminate();
  }
}
