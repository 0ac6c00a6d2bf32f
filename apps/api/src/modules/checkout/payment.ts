import { formatEuros, type Lang, localize, ORDER_STATUS } from '@shop/shared';
import { cartTotals } from '@shop/shared/checkout';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { cartLines, carts, forgetCart, getOrCreateCart } from '../cart';
import { loadSellableProducts, quoteForProduct } from '../catalog';
import { coupons } from '../coupons';
import type { InvoiceSnapshot } from '../invoices';
import { issueInvoice } from '../invoices';
import { enqueueMail } from '../jobs';
import type { MailMessage } from '../mail';
import { renderEmail } from '../mail';
import {
  type AddressSnapshot,
  type CompanySnapshot,
  insertOrderWithCode,
  type OptionSnapshot,
  orderLines,
  orderSummary,
  recordStatus,
} from '../orders';
import type { PaymentGateway } from '../payments';
import {
  type CardFields,
  chargeCard,
  errorBody,
  type PaymentOutcome,
  paymentRequestHash,
  replayPayment,
} from '../payments';
import { countries } from '../shipping';
import type { VatNumberChecker } from '../tax';
import { buyerVat, type CompanyRow, checkBuyerNumber, loadCompany } from '../tax';
import { uploads } from '../uploads';
import { consumeCoupon, couponError, customerCouponUses, resolveDestination, totalsLine } from './service';

/** The company details as they are now, kept on the order and its invoice for good. */
async function snapshotCompany(tx: Db, company: CompanyRow): Promise<CompanySnapshot> {
  const [country] = await tx
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.code, company.countryCode))
    .limit(1);
  return {
    name: company.companyName,
    taxId: company.taxId,
    address: {
      street: company.street,
      postcode: company.postcode,
      city: company.city,
      province: company.province,
      countryCode: company.countryCode,
    },
    countryName: country?.name ?? { en: company.countryCode, ar: company.countryCode },
  };
}

export type PaymentBody = CardFields & {
  country_id?: number | undefined;
  address_id: number;
  blind_shipping?: boolean | undefined;
};

export type PaymentDeps = {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  vatChecker: VatNumberChecker;
};

type PreCheck = Awaited<ReturnType<typeof checkBuyerNumber>>;

/**
 * The buyer's VAT number is checked before the paying transaction (an HTTP call to VIES must
 * not hold the cart's row lock); the transaction uses the answer only for the same number.
 */
async function precheckVat(deps: PaymentDeps, userId: number, body: PaymentBody): Promise<PreCheck> {
  try {
    const { country } = await resolveDestination(deps.db, userId, {
      addressId: body.address_id,
      countryId: body.country_id,
    });
    return await checkBuyerNumber(deps.vatChecker, await loadCompany(deps.db, userId), country.vatRegion);
  } catch {
    // The transaction reads the same rows again and answers the same error.
    return null;
  }
}

function confirmationMail(input: {
  to: string;
  name: string;
  lang: Lang;
  code: string;
  totalCents: number;
  invoiceNumber: string;
  publicUrl: string;
}): MailMessage {
  const { lang } = input;
  return {
    to: input.to,
    ...renderEmail({
      lang,
      subject: translate('orders.mail.paidSubject', lang, { code: input.code }),
      heading: translate('orders.mail.paidHeading', lang),
      paragraphs: [
        translate('orders.mail.paidBody', lang, {
          name: input.name,
          total: formatEuros(input.totalCents, lang),
          code: input.code,
          invoice: input.invoiceNumber,
        }),
      ],
      action: {
        label: translate('orders.mail.track', lang),
        url: `${input.publicUrl}/trackOrder/${ORDER_STATUS.received}/${input.code.slice(1)}`,
      },
    }),
  };
}

/** The largest amount an order, its payment and its invoice can hold (32-bit cents). */
export const MAX_ORDER_CENTS = 2_147_483_647;

/**
 * POST /api/payment. In one transaction, under a lock on the customer's cart (so parallel
 * payments of one cart make one order): replays an idempotent retry, re-prices every line
 * from the database, checks address, destination and coupon, charges through the gateway,
 * and on success writes the order (status 4) with lines, files, amounts and address, the
 * payment, the invoice and the confirmation mail job, and empties the cart. Amounts sent by
 * the client are never read.
 */
export async function payCart(
  deps: PaymentDeps,
  userId: number,
  lang: Lang,
  body: PaymentBody,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<PaymentOutcome> {
  const requestHash = paymentRequestHash(
    'cart',
    body,
    body.country_id ?? 0,
    body.address_id,
    body.blind_shipping ? 'blind' : 'branded',
  );
  await getOrCreateCart(deps.db, userId);
  const vatCheck = await precheckVat(deps, userId, body);
  try {
    return await payCartInTransaction(deps, userId, lang, body, idempotencyKey, requestHash, vatCheck, now);
  } finally {
    // Emptied, re-priced or unchanged: the next read of the cart comes from the database.
    forgetCart(userId);
  }
}

function payCartInTransaction(
  deps: PaymentDeps,
  userId: number,
  lang: Lang,
  body: PaymentBody,
  idempotencyKey: string | null,
  requestHash: string,
  vatCheck: PreCheck,
  now: Date,
): Promise<PaymentOutcome> {
  return deps.db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
    if (!cart) throw new Error('cart vanished under lock');

    const replay = await replayPayment(tx, userId, idempotencyKey, requestHash);
    if (replay) return replay;

    const lines = await tx
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.id));
    if (lines.length === 0) throw new AppError('business_rule', 'cart.empty');

    const destination = await resolveDestination(
      tx,
      userId,
      { addressId: body.address_id, countryId: body.country_id },
      true,
    );
    const { country, rate } = destination;
    const address = destination.address;
    if (!address) throw new AppError('not_found', 'addresses.notFound');
    const company = await loadCompany(tx, userId);
    const vat = buyerVat(deps.vatChecker, company, country.vatRegion, vatCheck);
    if (!rate.quoteAvailable) {
      throw new AppError('business_rule', 'shipping.unavailable', { country: localize(country.name, lang) });
    }

    // Fresh prices: straight from the database, never from a read cache.
    const products = await loadSellableProducts(
      tx,
      lines.map((l) => l.productId),
    );
    const priced = lines.map((line) => {
      const product = products.get(line.productId);
      const title = product ? localize(product.title, lang) : `#${line.productId}`;
      if (!product) throw new AppError('conflict', 'cart.unavailable', { title });
      try {
        const quoted = quoteForProduct(product, lang, {
          optionIds: line.optionIds,
          width: line.widthCm ?? undefined,
          height: line.heightCm ?? undefined,
          quantity: line.quantity,
        });
        return { line, ...quoted };
      } catch {
        throw new AppError('conflict', 'cart.unavailable', { title });
      }
    });

    let coupon: typeof coupons.$inferSelect | null = null;
    const subtotalCents = priced.reduce((sum, p) => sum + p.quote.totalCents, 0);
    if (cart.couponId !== null) {
      // Cart, then coupon: the one lock order (docs/decisions/028-cross-site-gets-and-floor-races.md).
      // Both limits, in all and per customer, are read under this lock.
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, cart.couponId)).for('update');
      const problem = row
        ? couponError(row, subtotalCents, now, lang, await customerCouponUses(tx, userId, row))
        : new AppError('business_rule', 'coupon.unknown');
      if (problem) {
        await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
        const reason = translate(problem.messageKey, lang, problem.params);
        return {
          statusCode: 409,
          body: errorBody('conflict', translate('coupon.droppedAtPayment', lang, { reason })),
          replayed: false,
        };
      }
      coupon = row ?? null;
    }

    const totals = cartTotals({
      lines: priced.map((p) =>
        totalsLine(
          {
            quantity: p.quote.quantity,
            widthCm: p.line.widthCm,
            heightCm: p.line.heightCm,
            totalCents: p.quote.totalCents,
          },
          p.product,
          p.product.category,
        ),
      ),
      couponPercent: coupon?.percentOff ?? null,
      rate,
      vatRegion: country.vatRegion,
      vatRateBasisPoints: vat.decision.rateBasisPoints,
    });
    if (!totals.shipping.available) {
      throw new AppError('business_rule', 'shipping.unavailable', { country: localize(country.name, lang) });
    }

    // A price that moved since the customer saw it: take the new prices and let them look first.
    const changed = priced.filter((p) => p.quote.totalCents !== p.line.totalCents);
    if (changed.length > 0) {
      for (const p of changed) {
        await tx
          .update(cartLines)
          .set({ unitPriceCents: p.quote.unitCents, totalCents: p.quote.totalCents })
          .where(eq(cartLines.id, p.line.id));
      }
      const message = translate('payment.priceChanged', lang, {
        total: formatEuros(totals.totalCents, lang),
      });
      return { statusCode: 409, body: errorBody('price_changed', message), replayed: false };
    }

    // Up to 50 lines of at most €1,000,000 each, plus VAT: more than an order row can hold.
    if (totals.totalCents > MAX_ORDER_CENTS) {
      throw new AppError('business_rule', 'payment.totalTooLarge', {
        max: formatEuros(MAX_ORDER_CENTS, lang),
      });
    }

    const payment = await chargeCard(tx, deps.gateway, {
      userId,
      idempotencyKey,
      requestHash,
      amountCents: totals.totalCents,
      card: body,
      description: `Cart of user ${userId}`,
      lang,
    });
    if ('declined' in payment) return payment.declined;
    const { charged } = payment;

    const shippingCents = totals.shipping.shippingCents;
    const addressSnapshot: AddressSnapshot = {
      type: address.type,
      label: address.label,
      details: address.details,
      phone: address.phone,
      contactName: address.contactName,
      company: address.company,
      street: address.street,
      postcode: address.postcode,
      city: address.city,
      province: address.province,
      countryCode: address.countryCode,
    };
    const companySnapshot = company ? await snapshotCompany(tx, company) : null;
    const order = await insertOrderWithCode(tx, {
      kind: 'product',
      userId,
      status: ORDER_STATUS.received,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents,
      vatRateBasisPoints: totals.vatRateBasisPoints,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      countryId: country.id,
      address: addressSnapshot,
      company: companySnapshot,
      vatReason: vat.decision.reason,
      blindShipping: body.blind_shipping ?? false,
      lang,
      paidAt: now,
    });
    await recordStatus(tx, { orderId: order.id, from: null, to: ORDER_STATUS.received, actorUserId: userId });

    const snapshots = priced.map((p) => ({
      productId: p.product.id,
      title: p.product.title,
      quantity: p.quote.quantity,
      widthCm: p.line.widthCm,
      heightCm: p.line.heightCm,
      options: p.options.map((o): OptionSnapshot => {
        const parent = o.parentId === null ? undefined : p.product.optionById.get(o.parentId);
        return {
          id: o.id,
          section: p.product.sectionById.get(o.sectionId)?.name ?? { en: '', ar: '' },
          name: p.product.optionById.get(o.id)?.name ?? { en: '', ar: '' },
          parentName: parent?.name ?? null,
        };
      }),
      unitPriceCents: p.quote.unitCents,
      totalCents: p.quote.totalCents,
    }));
    const insertedLines = await tx
      .insert(orderLines)
      .values(snapshots.map((s) => ({ ...s, orderId: order.id })))
      .returning({ id: orderLines.id });
    for (const [index, p] of priced.entries()) {
      const orderLineId = insertedLines[index]?.id;
      if (orderLineId === undefined) throw new Error('order line insert returned too few rows');
      await tx
        .update(uploads)
        .set({ orderId: order.id, orderLineId, cartLineId: null })
        .where(eq(uploads.cartLineId, p.line.id));
    }
    if (coupon) await consumeCoupon(tx, coupon.id);

    const [customer] = await tx
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    if (!customer) throw new Error(`user ${userId} vanished`);
    const document: InvoiceSnapshot = {
      lang,
      customer: { ...customer, phone: customer.phone ?? '', address: addressSnapshot, country: country.name },
      lines: snapshots.map((s) => ({
        title: s.title,
        options: s.options,
        widthCm: s.widthCm,
        heightCm: s.heightCm,
        quantity: s.quantity,
        unitCents: s.unitPriceCents,
        totalCents: s.totalCents,
      })),
      couponCode: coupon?.code ?? null,
      vatTreatment: country.vatRegion,
      company: companySnapshot,
      vat: vat.snapshot,
      payment: { brand: charged.brand, last4: charged.last4 },
    };
    const invoice = await issueInvoice(tx, {
      orderId: order.id,
      userId,
      issuedAt: now,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents,
      vatRateBasisPoints: totals.vatRateBasisPoints,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      document,
    });

    // Queued in the paying transaction: sent only if the payment commits.
    await enqueueMail(
      tx,
      confirmationMail({
        to: customer.email,
        name: customer.name,
        lang,
        code: order.code,
        totalCents: totals.totalCents,
        invoiceNumber: invoice.number,
        publicUrl: deps.publicUrl,
      }),
    );

    await tx.delete(cartLines).where(
      inArray(
        cartLines.id,
        lines.map((l) => l.id),
      ),
    );
    await tx.update(carts).set({ couponId: null, updatedAt: now }).where(eq(carts.id, cart.id));

    const success = {
      status: true,
      message: translate('payment.done', lang, { code: order.code }),
      data: {
        order: orderSummary(order, snapshots, priced[0]?.product.images[0] ?? '', lang),
        invoice,
      },
    };
    await charged.record(order.id, success);
    return { statusCode: 201, body: success, replayed: false };
  });
}
