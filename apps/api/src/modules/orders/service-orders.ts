import { type Lang, localize, localizeList, ORDER_STATUS, perLang } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { addresses } from '../addresses';
import { categories, services } from '../catalog';
import type { InvoiceSnapshot } from '../invoices';
import { issueInvoice } from '../invoices';
import { enqueueMail } from '../jobs';
import type { PaymentGateway } from '../payments';
import {
  type CardFields,
  chargeCard,
  type PaymentOutcome,
  paymentRequestHash,
  replayPayment,
} from '../payments';
import { deleteStoredFiles, insertUploads, type ReceivedFile } from '../uploads';
import { insertOrderWithCode, recordStatus } from './codes';
import { orderStatusMail } from './mails';
import { assertQuoteRoom } from './quote-room';
import { orderDetail, orderSummary } from './service';
import { lockOrder, moveOrder } from './transitions';

export type ServiceOrderDeps = {
  db: Db;
  uploadDir: string;
  publicUrl: string;
  /** MAX_OPEN_QUOTES: quotes waiting for staff or payment an account may have at once. */
  maxOpenQuotes: number;
};

async function customerOf(tx: Db, userId: number) {
  const [user] = await tx
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`user ${userId} vanished`);
  return user;
}

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

export type ServicePaymentBody = CardFields & { order_id: number; address_id: number };

/**
 * POST /api/buy/service: pays an accepted order's fees (service + tax, set by staff; any
 * amount from the client is ignored) by card, 3 → 4, with the invoice and the mail, in one
 * transaction under a lock on the order. Same idempotency rules as the cart payment. Any
 * other status is a 409.
 */
export async function payServiceOrder(
  deps: ServiceOrderDeps & { gateway: PaymentGateway },
  userId: number,
  lang: Lang,
  body: ServicePaymentBody,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<PaymentOutcome> {
  const requestHash = paymentRequestHash('service', body, body.order_id, body.address_id);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.order_id, userId);
    if (order.kind !== 'service') throw new AppError('not_found', 'orders.notFound');
    const replay = await replayPayment(tx, userId, idempotencyKey, requestHash);
    if (replay) return replay;
    if (order.status !== ORDER_STATUS.waitingForPayment) throw new AppError('conflict', 'orders.notPayable');

    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, body.address_id), eq(addresses.userId, userId)))
      .limit(1);
    if (!address) throw new AppError('not_found', 'addresses.notFound');

    const serviceCents = order.feesServiceCents ?? 0;
    const taxCents = order.feesTaxCents ?? 0;
    const totalCents = serviceCents + taxCents;
    const payment = await chargeCard(tx, deps.gateway, {
      userId,
      idempotencyKey,
      requestHash,
      amountCents: totalCents,
      card: body,
      description: `Service order ${order.code}`,
      lang,
    });
    if ('declined' in payment) return payment.declined;
    const { charged } = payment;

    const addressSnapshot = {
      type: address.type,
      label: address.label,
      details: address.details,
      phone: address.phone,
    };
    const vatRateBasisPoints = serviceCents > 0 ? Math.round((taxCents * 10_000) / serviceCents) : 0;
    const paid = await moveOrder(tx, order, ORDER_STATUS.received, userId, {
      subtotalCents: serviceCents,
      vatCents: taxCents,
      vatRateBasisPoints,
      totalCents,
      address: addressSnapshot,
      paidAt: now,
    });

    const customer = await customerOf(tx, userId);
    const [service] =
      order.serviceId === null
        ? []
        : await tx.select().from(services).where(eq(services.id, order.serviceId)).limit(1);
    const serviceName = service?.name ?? { en: order.code, ar: order.code };
    const document: InvoiceSnapshot = {
      lang,
      customer: {
        ...customer,
        phone: customer.phone ?? '',
        address: addressSnapshot,
        country: { en: '', ar: '' },
      },
      lines: [
        {
          title: serviceName,
          options: [
            {
              id: 0,
              section: perLang((lang) => translate('orders.serviceInvoiceLine', lang, { code: order.code })),
              name: { en: order.details.slice(0, 120), ar: order.details.slice(0, 120) },
              parentName: null,
            },
          ],
          widthCm: null,
          heightCm: null,
          quantity: 1,
          unitCents: serviceCents,
          totalCents: serviceCents,
        },
      ],
      couponCode: null,
      vatTreatment: taxCents > 0 ? 'es' : 'export',
      payment: { brand: charged.brand, last4: charged.last4 },
    };
    const invoice = await issueInvoice(tx, {
      orderId: order.id,
      userId,
      issuedAt: now,
      subtotalCents: serviceCents,
      discountCents: 0,
      shippingCents: 0,
      vatRateBasisPoints,
      vatCents: taxCents,
      totalCents,
      document,
    });
    await enqueueMail(tx, orderStatusMail(paid, customer, deps.publicUrl));
    const answer = {
      status: true,
      message: translate('orders.paid', lang),
      data: { order: orderSummary(paid, [], service?.images[0] ?? '', lang, service ?? null), invoice },
    };
    await charged.record(order.id, answer);
    return { statusCode: 201, body: answer, replayed: false };
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
