/**
 * The worker pool's one entry (lib/worker-pool.ts): tasks by name, each module loaded on its
 * first task so a thread that only checks files never loads pdfkit or sharp.
 */
import type { ErrorCode } from '@shop/shared';
import { AppError } from '../lib/errors';
import type { MessageKey } from '../lib/messages';
import type { ArtworkType } from '../modules/uploads/sniff';

const tasks = {
  /** The stored file is read here, by path: the worker, not the event loop, reads its bytes. */
  async preflight(input: { type: ArtworkType; file: string }) {
    // MuPDF loads with a thread's first PDF (a few hundred ms, within FILE_CHECK_TIMEOUT_MS):
    // threads that only check pictures or render PDFs never load it.
    const { measureArtwork } = await import('../modules/uploads/measure');
    return measureArtwork(input.type, input.file);
  },
  async invoicePdf(document: import('../modules/invoices/pdf').InvoiceDocument) {
    const { renderInvoicePdf } = await import('../modules/invoices/pdf');
    return renderInvoicePdf(document);
  },
  async templatePdf(document: import('../modules/templates/document').TemplateDocument) {
    const { renderTemplatePdf } = await import('../modules/templates/pdf');
    return renderTemplatePdf(document);
  },
  async packingListPdf(list: import('../modules/orders/packing-list').PackingList) {
    const { renderPackingListPdf } = await import('../modules/orders/packing-list');
    return renderPackingListPdf(list);
  },
  async parcelLabelPdf(input: import('../modules/orders/parcel-label').LabelDocument) {
    const { renderParcelLabelPdf } = await import('../modules/orders/parcel-label');
    return renderParcelLabelPdf(input);
  },
  async brandedProofPdf(document: import('../modules/orders/branded-proof').BrandedProofDocument) {
    const { renderBrandedProofPdf } = await import('../modules/orders/branded-proof');
    return renderBrandedProofPdf(document);
  },
  async jobTicketsPdf(set: import('../modules/orders/job-ticket').JobTickets) {
    const { renderJobTicketsPdf } = await import('../modules/orders/job-ticket');
    return renderJobTicketsPdf(set);
  },
  async avatar(input: Uint8Array) {
    const { processAvatar } = await import('../modules/accounts/avatar');
    return processAvatar(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  },
  async brandLogo(input: Uint8Array) {
    const { processLogo } = await import('../modules/brand/logo');
    return processLogo(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  },
  async catalogueImage(input: Uint8Array) {
    const { processImage } = await import('../modules/media/store');
    return processImage(Buffer.from(input.buffer, input.byteOffset, input.byteLength));
  },
  /** Tests only: runs past any time limit, or past any memory limit. */
  async hog(input: { kind: 'time' | 'memory' }) {
    if (process.env.NODE_ENV !== 'test') throw new Error('hog is for tests');
    const held: string[] = [];
    for (;;) if (input.kind === 'memory') held.push(`${Math.random()}`.repeat(64));
  },
};

export type PoolTasks = typeof tasks;
export type PoolTaskName = keyof PoolTasks;
/** An AppError does not survive the thread boundary as itself: it crosses as its parts. */
export type TaskAnswer<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: { code: ErrorCode; messageKey: MessageKey; params: Record<string, string | number> };
    };

export default async function runTask({
  name,
  input,
}: {
  name: PoolTaskName;
  input: never;
}): Promise<TaskAnswer<unknown>> {
  if (!Object.hasOwn(tasks, name)) throw new Error(`unknown pool task ${String(name)}`);
  try {
    return { ok: true, value: await tasks[name](input) };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { ok: false, error: { code: error.code, messageKey: error.messageKey, params: error.params } };
  }
}
