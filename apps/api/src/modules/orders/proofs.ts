/**
 * Online proofs and a service's final files (docs/product.md#proofs, docs/decisions/051-proofs.md).
 * Staff send a proof per line (a service order's proof is the order's own: no line); versions
 * are numbered per line under the order's row lock; a new one supersedes the pending one. The
 * order's owner answers the latest once: approved (the delivery promise then counts production
 * from the approval) or changes requested with a comment and optional new files. The files are
 * uploads owned by the customer (served to them and staff by GET /api/uploads/{id}), so the
 * storage sweep keeps them. What follows (mails, a webhook) hangs on the order's events.
 */
import { type Lang, ORDER_STATUS } from '@shop/shared';
import { productionDays } from '@shop/shared/pricing';
import { SERVICE_PRODUCTION_DAYS } from '@shop/shared/pricing/delivered-by';
import { and, desc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { recordAudit } from '../audit';
import { readLogo, senderBrandOf } from '../brand';
import { productOptions, products } from '../catalog';
import { recordOrderEvent, registerOrderEventHandler } from '../events';
import { enqueueJob, enqueueMail, PROOF_REMINDER_QUEUE } from '../jobs';
import { deleteStoredFiles, insertUploads, type ReceivedFile, storagePath, uploads } from '../uploads';
import type { BrandedProofDocument } from './branded-proof';
import { movePromiseForProof } from './promise';
import { proofNeeds } from './proof-gate';
import { finalFilesMail, proofChangesMail, proofLineName, proofReadyMail } from './proof-mails';
import { orderFinalFiles, orderLines, orders, type ProofRow, proofs } from './table';
import { lockOrder } from './transitions';

type OrderRow = typeof orders.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;

/** Content types a proof may have: what a browser shows by itself (checked by content on receipt). */
export const PROOF_MIME_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/png', 'image/jpeg']);

/** A proof waits this long for an answer before the customer is reminded once. */
export const PROOF_REMINDER_HOURS = 24;

/** Proofs are sent from received (4) until production (6) starts. */
const PROOF_OPEN = new Set<number>([ORDER_STATUS.received, ORDER_STATUS.designed]);

/** Refuses files a browser cannot show as a proof (415), deleting what was stored. */
async function assertProofFiles(uploadDir: string, files: readonly ReceivedFile[]) {
  const wrong = files.find((f) => !PROOF_MIME_TYPES.has(f.mimeType));
  if (!wrong) return;
  await deleteStoredFiles(
    uploadDir,
    files.map((f) => f.storageKey),
  );
  throw new AppError('unsupported_media_type', 'orders.proofFileType', { name: wrong.originalName });
}

/**
 * POST /api/admin/orders/{id}/proofs: a new version of a line's proof (a service order: the
 * order's, no line), superseding the pending one, with the `proof_ready` event (the customer's
 * mail, webhooks) and the reminder due in 24 hours. The file is deleted if nothing is saved.
 */
export async function sendProof(
  deps: { db: Db; uploadDir: string },
  input: {
    orderId: number;
    staffUserId: number;
    lineId: number | null;
    note: string;
    file: ReceivedFile | undefined;
  },
): Promise<ProofRow> {
  const { file } = input;
  if (!file) throw new AppError('business_rule', 'orders.proofFileRequired');
  await assertProofFiles(deps.uploadDir, [file]);
  try {
    return await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId);
      if (!PROOF_OPEN.has(order.status))
        throw new AppError('conflict', 'orders.proofClosed', { code: order.code });
      const lineId = order.kind === 'service' ? null : input.lineId;
      if (order.kind === 'product') {
        const [line] =
          lineId === null
            ? []
            : await tx
                .select({ id: orderLines.id })
                .from(orderLines)
                .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, order.id)));
        if (!line) throw new AppError('business_rule', 'orders.proofLineRequired');
      }
      const sameLine = and(
        eq(proofs.orderId, order.id),
        lineId === null ? isNull(proofs.lineId) : eq(proofs.lineId, lineId),
      );
      const [last] = await tx
        .select({ version: max(proofs.version) })
        .from(proofs)
        .where(sameLine);
      await tx
        .update(proofs)
        .set({ status: 'superseded' })
        .where(and(sameLine, eq(proofs.status, 'pending')));
      const [upload] = await insertUploads(tx, order.userId, [file], {}, 'proof');
      const [proof] = await tx
        .insert(proofs)
        .values({
          orderId: order.id,
          lineId,
          version: (last?.version ?? 0) + 1,
          uploadId: upload!.id,
          note: input.note,
          createdBy: input.staffUserId,
        })
        .returning();
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'proof_ready',
        data: { uploadId: upload!.id, proofId: proof!.id, lineId, version: proof!.version },
      });
      await enqueueJob(
        tx,
        PROOF_REMINDER_QUEUE,
        { proofId: proof!.id },
        { startAfter: new Date(Date.now() + PROOF_REMINDER_HOURS * 3600_000) },
      );
      await recordAudit(tx, {
        actorUserId: input.staffUserId,
        action: 'send_proof',
        entity: 'order',
        entityId: order.id,
        before: null,
        after: { code: order.code, proof_id: proof!.id, line_id: lineId, version: proof!.version },
      });
      return proof!;
    });
  } catch (error) {
    await deleteStoredFiles(deps.uploadDir, [file.storageKey]);
    throw error;
  }
}

/** Each line's production days (its product's turnaround less its express options), by line id. */
async function lineProductionDays(tx: Db, orderId: number): Promise<Map<number, number>> {
  const lines = await tx
    .select({ id: orderLines.id, turnaroundDays: products.turnaroundDays, options: orderLines.options })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId));
  const optionIds = [...new Set(lines.flatMap((line) => line.options.map((o) => o.id)))];
  const saved = new Map(
    optionIds.length === 0
      ? []
      : (
          await tx
            .select({ id: productOptions.id, days: productOptions.productionDaysSaved })
            .from(productOptions)
            .where(inArray(productOptions.id, optionIds))
        ).map((o) => [o.id, o.days]),
  );
  return new Map(
    lines.map((line) => [
      line.id,
      productionDays(
        line.turnaroundDays,
        line.options.map((o) => ({ productionDaysSaved: saved.get(o.id) ?? 0 })),
      ),
    ]),
  );
}

/**
 * After an approval: the promise counted again with each proofed line's production starting at
 * its approval (the latest approval of the order for a service), moved only if later.
 */
async function recountPromise(tx: Db, order: OrderRow, approvedAt: Date, lang: OrderRow['lang']) {
  const needing = await proofNeeds(tx, order);
  const approvals = await tx
    .select({ lineId: proofs.lineId, decidedAt: proofs.decidedAt })
    .from(proofs)
    .where(and(eq(proofs.orderId, order.id), eq(proofs.status, 'approved')));
  const approvedAtOf = (lineId: number | null) =>
    approvals
      .filter((a) => a.lineId === lineId && a.decidedAt)
      .reduce<Date | null>((latest, a) => (!latest || a.decidedAt! > latest ? a.decidedAt! : latest), null);
  const lines =
    order.kind === 'service'
      ? [{ productionDays: SERVICE_PRODUCTION_DAYS, productionStartsAt: approvedAt }]
      : [...(await lineProductionDays(tx, order.id))].map(([lineId, days]) => ({
          productionDays: days,
          productionStartsAt: needing.includes(lineId) ? approvedAtOf(lineId) : null,
        }));
  const date = approvedAt.toISOString().slice(0, 10);
  return movePromiseForProof(tx, order, {
    approvedAt,
    lines,
    reason: translate('orders.proofPromiseReason', lang, { date }),
  });
}

export type ProofAnswer =
  | { decision: 'approve' }
  | { decision: 'changes'; comment: string; files: ReceivedFile[] };

/**
 * POST /api/proofs/{id}/approve | /changes: the order's owner answers the latest version once.
 * Anyone else's proof is a 404; an answered one or one a newer version replaced is a 409. The
 * files sent with a change request join the line's artwork (staff see them with the order).
 */
export async function answerProof(
  deps: { db: Db; uploadDir: string },
  input: { proofId: number; userId: number; answer: ProofAnswer },
): Promise<{ proof: ProofRow; order: OrderRow }> {
  const { answer } = input;
  const files = answer.decision === 'changes' ? answer.files : [];
  try {
    if (answer.decision === 'changes' && answer.comment.trim() === '')
      throw new AppError('business_rule', 'orders.proofCommentRequired');
    return await deps.db.transaction(async (tx) => {
      const [found] = await tx.select().from(proofs).where(eq(proofs.id, input.proofId));
      if (!found) throw new AppError('not_found', 'orders.proofNotFound');
      // Locks the order (answers and new versions of it wait for each other); 404 if not the caller's.
      let order = await lockOrder(tx, found.orderId, input.userId).catch((error: unknown) => {
        throw error instanceof AppError ? new AppError('not_found', 'orders.proofNotFound') : error;
      });
      const [proof] = await tx.select().from(proofs).where(eq(proofs.id, found.id));
      if (proof!.status === 'superseded') throw new AppError('conflict', 'orders.proofSuperseded');
      if (proof!.status !== 'pending') throw new AppError('conflict', 'orders.proofAnswered');
      if (!PROOF_OPEN.has(order.status))
        throw new AppError('conflict', 'orders.proofClosed', { code: order.code });
      const decidedAt = new Date();
      const replies =
        answer.decision === 'changes'
          ? await insertUploads(tx, order.userId, files, { orderId: order.id, orderLineId: proof!.lineId })
          : [];
      const [answered] = await tx
        .update(proofs)
        .set({
          status: answer.decision === 'approve' ? 'approved' : 'changes_requested',
          decidedAt,
          comment: answer.decision === 'changes' ? answer.comment.trim() : '',
          replyUploadIds: replies.map((r) => r.id),
        })
        .where(eq(proofs.id, proof!.id))
        .returning();
      if (answer.decision === 'approve') order = await recountPromise(tx, order, decidedAt, order.lang);
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'proof_answered',
        data: { proofId: proof!.id, status: answered!.status as 'approved' | 'changes_requested' },
      });
      return { proof: answered!, order };
    });
  } catch (error) {
    await deleteStoredFiles(
      deps.uploadDir,
      files.map((f) => f.storageKey),
    );
    throw error;
  }
}

/**
 * POST /api/admin/orders/{id}/final-files: a paid order's finished files (a design service's
 * deliverable) handed over; the customer downloads them from the order and is mailed.
 */
export async function sendFinalFiles(
  deps: { db: Db; uploadDir: string },
  input: { orderId: number; staffUserId: number; files: ReceivedFile[] },
): Promise<UploadRow[]> {
  const { files } = input;
  try {
    if (files.length === 0) throw new AppError('business_rule', 'orders.finalFilesRequired');
    return await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, input.orderId);
      if (order.status < ORDER_STATUS.received || order.status > ORDER_STATUS.delivered)
        throw new AppError('conflict', 'orders.finalFilesClosed', { code: order.code });
      const rows = await insertUploads(tx, order.userId, files, {}, 'final');
      await tx
        .insert(orderFinalFiles)
        .values(rows.map((row) => ({ orderId: order.id, uploadId: row.id, createdBy: input.staffUserId })));
      await recordOrderEvent(tx, {
        orderId: order.id,
        type: 'final_files',
        data: { uploadIds: rows.map((r) => r.id) },
      });
      await recordAudit(tx, {
        actorUserId: input.staffUserId,
        action: 'send_final_files',
        entity: 'order',
        entityId: order.id,
        before: null,
        after: { code: order.code, upload_ids: rows.map((r) => r.id) },
      });
      return rows;
    });
  } catch (error) {
    await deleteStoredFiles(
      deps.uploadDir,
      files.map((f) => f.storageKey),
    );
    throw error;
  }
}

/** An order's proofs (newest first) with their files and the customer's reply files, and its final files. */
export async function proofsOfOrder(db: Db, orderId: number) {
  const [rows, finals] = await Promise.all([
    db
      .select()
      .from(proofs)
      .where(eq(proofs.orderId, orderId))
      .orderBy(desc(proofs.createdAt), desc(proofs.id)),
    db
      .select({ upload: uploads })
      .from(orderFinalFiles)
      .innerJoin(uploads, eq(uploads.id, orderFinalFiles.uploadId))
      .where(eq(orderFinalFiles.orderId, orderId))
      .orderBy(desc(orderFinalFiles.id)),
  ]);
  const uploadIds = [...new Set(rows.flatMap((p) => [p.uploadId, ...p.replyUploadIds]))];
  const files =
    uploadIds.length === 0
      ? new Map<number, UploadRow>()
      : new Map(
          (await db.select().from(uploads).where(inArray(uploads.id, uploadIds))).map((u) => [u.id, u]),
        );
  return {
    proofs: rows.flatMap((proof) => {
      const file = files.get(proof.uploadId);
      return file
        ? [{ proof, file, replies: proof.replyUploadIds.flatMap((id) => files.get(id) ?? []) }]
        : [];
    }),
    finalFiles: finals.map((f) => f.upload),
  };
}

/** The order, its customer, and the proof's line (null: the order's own proof). */
async function proofContext(tx: Db, proofId: number) {
  const [row] = await tx
    .select({
      proof: proofs,
      order: orders,
      customer: { email: users.email, name: users.name, lang: users.preferredLang },
    })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(proofs.id, proofId));
  if (!row) return null;
  const [line] =
    row.proof.lineId === null
      ? []
      : await tx
          .select({ title: orderLines.title, label: orderLines.label })
          .from(orderLines)
          .where(eq(orderLines.id, row.proof.lineId));
  return { ...row, line: line ?? null };
}

/**
 * The 24-hour reminder (a job of PROOF_REMINDER_QUEUE due then): mails the customer once, only
 * while the proof is still the pending one. The mark and the mail commit together, so a job run
 * twice (another process, a retry) mails once.
 */
export async function remindProof(db: Db, proofId: number, publicUrl: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(proofs)
      .set({ remindedAt: new Date() })
      .where(and(eq(proofs.id, proofId), eq(proofs.status, 'pending'), isNull(proofs.remindedAt)))
      .returning({ id: proofs.id });
    if (!marked) return false;
    const context = await proofContext(tx, proofId);
    if (!context) return false;
    const { proof, order, customer, line } = context;
    await enqueueMail(
      tx,
      proofReadyMail({
        to: customer,
        order,
        line: proofLineName(line, customer.lang),
        version: proof.version,
        note: proof.note,
        publicUrl,
        reminder: true,
      }),
    );
    return true;
  });
}

/**
 * The proof flow's mails, from the order's events: a proof ready (to the customer), changes
 * requested (to the staff member who sent the proof, with the comment), final files (to the
 * customer). An approval mails nobody: the order page says so, and production is staff's move.
 */
registerOrderEventHandler({
  name: 'orders.proof-mail',
  types: ['proof_ready', 'proof_answered', 'final_files'],
  async handle(event, { tx, publicUrl }) {
    if (event.type === 'final_files') {
      const [row] = await tx
        .select({
          order: orders,
          customer: { email: users.email, name: users.name, lang: users.preferredLang },
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, event.orderId));
      if (!row) throw new Error(`order ${event.orderId} of an event is missing`);
      await enqueueMail(
        tx,
        finalFilesMail({ to: row.customer, order: row.order, count: event.data.uploadIds.length, publicUrl }),
      );
      return;
    }
    if (event.type !== 'proof_ready' && event.type !== 'proof_answered') return;
    // Events recorded before proofs had a table carry no proof: nothing to say.
    const proofId = event.data.proofId;
    if (proofId === undefined) return;
    const context = await proofContext(tx, proofId);
    if (!context) return;
    const { proof, order, customer, line } = context;
    if (event.type === 'proof_ready') {
      await enqueueMail(
        tx,
        proofReadyMail({
          to: customer,
          order,
          line: proofLineName(line, customer.lang),
          version: proof.version,
          note: proof.note,
          publicUrl,
        }),
      );
      return;
    }
    if (event.data.status !== 'changes_requested' || proof.createdBy === null) return;
    const [staff] = await tx
      .select({ email: users.email, name: users.name, lang: users.preferredLang })
      .from(users)
      .where(eq(users.id, proof.createdBy));
    if (!staff) return;
    await enqueueMail(
      tx,
      proofChangesMail({
        to: staff,
        order,
        customer: customer.name,
        line: proofLineName(line, staff.lang),
        version: proof.version,
        comment: proof.comment,
        files: proof.replyUploadIds.length,
        publicUrl,
      }),
    );
  },
});

/**
 * GET /api/reseller/proofs/{id}/branded.pdf: what the worker needs to put the reseller's cover
 * before a proof of its own order (renderBrandedProofPdf). The brand is the one the order was
 * placed under, or else the account's current one; an account without a brand is refused (409),
 * someone else's proof is a 404.
 */
export async function brandedProofDocument(
  db: Db,
  uploadDir: string,
  input: { proofId: number; userId: number; lang: Lang },
): Promise<BrandedProofDocument> {
  const [found] = await db
    .select({ proof: proofs, order: orders, upload: uploads })
    .from(proofs)
    .innerJoin(orders, eq(orders.id, proofs.orderId))
    .innerJoin(uploads, eq(uploads.id, proofs.uploadId))
    .where(and(eq(proofs.id, input.proofId), eq(orders.userId, input.userId)))
    .limit(1);
  if (!found) throw new AppError('not_found', 'orders.proofNotFound');
  const { proof, order, upload } = found;
  const brand = order.senderBrand ?? (await senderBrandOf(db, input.userId, input.lang));
  if (!brand) throw new AppError('conflict', 'orders.proofNeedsBrand');
  const [line] = proof.lineId
    ? await db
        .select({ title: orderLines.title, label: orderLines.label })
        .from(orderLines)
        .where(eq(orderLines.id, proof.lineId))
    : [];
  const { logoKey, ...printed } = brand;
  const logo = await readLogo(uploadDir, logoKey);
  return {
    lang: input.lang,
    brand: printed,
    logo: logo ? new Uint8Array(logo) : null,
    version: proof.version,
    sentAt: proof.createdAt,
    reference: order.poNumber ?? '',
    item: proofLineName(line ?? null, input.lang),
    note: proof.note,
    proof: { file: storagePath(uploadDir, upload.storageKey), pdf: upload.mimeType === 'application/pdf' },
  };
}
