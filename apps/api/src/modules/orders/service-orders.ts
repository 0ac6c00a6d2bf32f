import { type Lang, localize, localizeList, ORDER_STATUS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { categories, services } from '../catalog';
import { deleteStoredFiles, insertUploads, type ReceivedFile } from '../uploads';
import { insertOrderWithCode, recordStatus } from './codes';
import { assertQuoteRoom } from './quote-room';
import { orderDetail } from './service';
import { lockOrder, moveOrder } from './transitions';

export type ServiceOrderDeps = {
  db: Db;
  uploadDir: string;
  publicUrl: string;
  /** MAX_OPEN_QUOTES: quotes waiting for staff or payment an account may have at once. */
  maxOpenQuotes: number;
};

/** Runs `work`, deleting the request's stored files if it fails (nothing half-written stays). */
async function keepingFilesOnlyOnSuccess<T>(
  uploadDir: string,
  files: ReceivedFile[],
  work: () => Promise<T>,
) {
  try {
    return await work();
  } catch (error) {
    await deleteStoredFiles(
      uploadDir,
      files.map((f) => f.storageKey),
    );
    throw error;
  }
}

/**
 * POST /api/orders: a quote request for an active service, with its brief and design files,
 * born at status 1 (waiting for approval). The order, its files and its history line commit
 * together with its `moved` event, whose handler mails the customer "request received".
 */
export async function createServiceOrder(
  deps: ServiceOrderDeps,
  userId: number,
  lang: Lang,
  input: { serviceId: number; details: string },
  files: ReceivedFile[],
) {
  return keepingFilesOnlyOnSuccess(deps.uploadDir, files, async () => {
    const [service] = await deps.db
      .select({ id: services.id })
      .from(services)
      .innerJoin(categories, eq(categories.id, services.categoryId))
      .where(and(eq(services.id, input.serviceId), eq(services.active, true), eq(categories.active, true)))
      .limit(1);
    if (!service) throw new AppError('not_found', 'catalog.serviceNotFound');
    const order = await deps.db.transaction(async (tx) => {
      await assertQuoteRoom(tx, userId, deps.maxOpenQuotes, true);
      const created = await insertOrderWithCode(tx, {
        kind: 'service',
        userId,
        status: ORDER_STATUS.waitingForApproval,
        serviceId: service.id,
        details: input.details,
        lang,
      });
      await recordStatus(tx, {
        orderId: created.id,
        from: null,
        to: ORDER_STATUS.waitingForApproval,
        actorUserId: userId,
      });
      await insertUploads(tx, userId, files, { orderId: created.id });
      return created;
    });
    return orderDetail(deps.db, order, lang);
  });
}

/** POST /api/orders/{id} with _method=put: a rejected request sent again (2 → 1) with new details or files. */
export async function resendServiceOrder(
  deps: ServiceOrderDeps,
  userId: number,
  lang: Lang,
  orderId: number,
  input: { details?: string | undefined },
  files: ReceivedFile[],
) {
  return keepingFilesOnlyOnSuccess(deps.uploadDir, files, async () => {
    const order = await deps.db.transaction(async (tx) => {
      const current = await lockOrder(tx, orderId, userId);
      if (current.kind !== 'service') throw new AppError('not_found', 'orders.notFound');
      if (current.status !== ORDER_STATUS.rejected) throw new AppError('conflict', 'orders.notResendable');
      // Sent again, it waits for staff once more: an open quote.
      await assertQuoteRoom(tx, userId, deps.maxOpenQuotes, true);
      const details = input.details?.trim() ? input.details : current.details;
      const moved = await moveOrder(tx, current, ORDER_STATUS.waitingForApproval, userId, { details });
      await insertUploads(tx, userId, files, { orderId: current.id });
      return moved;
    });
    return orderDetail(deps.db, order, lang);
  });
}

/** The sub-service a purchase page loads (POST /api/one/sub/service). */
export async function loadSubService(db: Db, lang: Lang, serviceId: number) {
  const [row] = await db
    .select({ service: services, category: categories })
    .from(services)
    .innerJoin(categories, eq(categories.id, services.categoryId))
    .where(and(eq(services.id, serviceId), eq(services.active, true), eq(categories.active, true)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'catalog.serviceNotFound');
  const { service, category } = row;
  return {
    id: service.id,
    category_id: category.id,
    category_name: localize(category.name, lang),
    name: localize(service.name, lang),
    images: service.images,
    // Like the catalogue: a language without paragraphs shows the English ones, never none.
    description: localizeList(service.description, lang),
  };
}
