import { formatEuros, type Lang, localize } from '@shop/shared';
import { cartTotals } from '@shop/shared/checkout';
import { courierDaysFor } from '@shop/shared/pricing/delivered-by';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { type AddressRow, withCountry } from '../addresses';
import type { SenderBrand } from '../brand';
import { cartLines, carts, linePrice } from '../cart';
import { lineProductionDays, loadSellableProducts, quoteForProduct } from '../catalog';
import { coupons } from '../coupons';
import type { OptionSnapshot, PaidLine, PaidOrderDraft } from '../orders';
import {
  clientCents,
  insertPendingPayment,
  type PaymentOutcome,
  type PaymentRow,
  pendingCouponReservations,
  priceChangedOutcome,
  replayPayment,
  type Totals,
} from '../payments';
import { courierDaysTable } from '../shipping';
import type { CompanyRow, VatNumberChecker } from '../tax';
import { assertInvoiceableBuyer, buyerVat, checkBuyerNumber, snapshotCompany } from '../tax';
import { addressDestination, couponError, customerCouponUses, totalsLine } from './service';

/** The largest amount an order, its payment and its invoice can hold (32-bit cents). */
export const MAX_ORDER_CENTS = 2_147_483_647;

/**
 * A refusal of the start step that must commit (the cart took the new prices, or dropped a
 * coupon that no longer applies): a named result, turned into its 409 by `refusalOutcome`.
 */
export type StartRefusal =
  | { refused: 'price_changed'; totals: Totals }
  | { refused: 'coupon_dropped'; reason: string };

/** A line as a cart payment freezes it (orders' PaidLine). */
export type LineSnapshot = PaidLine;

/**
 * Everything a cart payment pays, frozen at start: the finish step (or the order on account)
 * writes the order from it alone. The order part is orders' PaidOrderDraft; the cart's own
 * rows are named so the finish can move their files and take them out of the cart.
 */
export type CartSnapshot = PaidOrderDraft & {
  cartId: number;
  /** The buyer's brand at payment (absent in older payments, null without one). */
  senderBrand?: SenderBrand | null;
  lineIds: number[];
};

export type CartStartInput = {
  userId: number;
  lang: Lang;
  /** Read once before the transaction (payCart), with the company: not again inside it. */
  address: AddressRow;
  company: CompanyRow | null;
  /** The buyer's brand, read before the transaction too (null: none). */
  senderBrand: SenderBrand | null;
  clientTotal: unknown;
  blindShipping: boolean;
  poNumber: string | null;
  method: PaymentRow['method'];
  gateway: string;
  idempotencyKey: string | null;
  requestHash: string;
  vatChecker: VatNumberChecker;
  vatCheck: Awaited<ReturnType<typeof checkBuyerNumber>>;
  simplifiedInvoiceMaxEur: number;
  now: Date;
};

export function refusalOutcome(refusal: StartRefusal, lang: Lang): PaymentOutcome {
  if (refusal.refused === 'coupon_dropped') {
    const message = translate('coupon.droppedAtPayment', lang, { reason: refusal.reason });
    return {
      statusCode: 409,
      body: { status: false, code: 'conflict', message, errors: [message] },
      replayed: false,
    };
  }
  return priceChangedOutcome(refusal.totals, lang);
}

/** The VIES check runs before the start transaction: an HTTP call must not hold the cart's lock. */
export async function precheckVat(
  db: Db,
  checker: VatNumberChecker,
  address: AddressRow,
  company: CompanyRow | null,
) {
  try {
    const { country } = await addressDestination(db, withCountry(address));
    return await checkBuyerNumber(checker, company, country.vatRegion);
  } catch {
    // The transaction reads the same rows again and answers the same error.
    return null;
  }
}

/**
 * The start step of a cart payment (one short transaction, under the cart's row lock so
 * parallel starts of one cart queue up): replays an idempotent retry, prices everything on
 * the server, refuses a total the customer did not see, and freezes what is paid in a
 * `pending` payment. The coupon row is not locked: pending payments holding it count against
 * its limit, and the finish step re-checks.
 */
export function startCartPayment(
  db: Db,
  input: CartStartInput,
): Promise<{ payment: PaymentRow } | { outcome: PaymentOutcome } | StartRefusal> {
  const { userId, lang, now } = input;
  return db.transaction(async (tx) => {
    const [cart] = await tx.select().from(carts).where(eq(carts.userId, userId)).for('update');
    if (!cart) throw new Error('cart vanished under lock');
    const replay = await replayPayment(tx, userId, input.idempotencyKey, input.requestHash, lang);
    if (replay) return { outcome: replay };

    const lines = await tx
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cart.id))
      .orderBy(asc(cartLines.id));
    if (lines.length === 0) throw new AppError('business_rule', 'cart.empty');

    const address = withCountry(input.address);
    const { country, rate } = await addressDestination(tx, address, true);
    const { company } = input;
    const vat = buyerVat(input.vatChecker, company, country.vatRegion, input.vatCheck);
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
        // A line reopened from a valid saved quote costs the quote's price (cart/quoted-price.ts).
        const price = linePrice(line, quoted.quote, now);
        return { line, ...quoted, quote: { ...quoted.quote, ...price } };
      } catch {
        throw new AppError('conflict', 'cart.unavailable', { title });
      }
    });

    let coupon: typeof coupons.$inferSelect | null = null;
    const subtotalCents = priced.reduce((sum, p) => sum + p.quote.totalCents, 0);
    if (cart.couponId !== null) {
      const [row] = await tx.select().from(coupons).where(eq(coupons.id, cart.couponId));
      const reserved = row
        ? { ...row, usedCount: row.usedCount + (await pendingCouponReservations(tx, row.id)) }
        : null;
      const problem = reserved
        ? couponError(reserved, subtotalCents, now, lang, await customerCouponUses(tx, userId, reserved))
        : new AppError('business_rule', 'coupon.unknown');
      if (problem) {
        await tx.update(carts).set({ couponId: null }).where(eq(carts.id, cart.id));
        return { refused: 'coupon_dropped', reason: translate(problem.messageKey, lang, problem.params) };
      }
      coupon = row ?? null;
    }

    const computed = cartTotals({
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
    if (!computed.shipping.available) {
      throw new AppError('business_rule', 'shipping.unavailable', { country: localize(country.name, lang) });
    }
    const totals: Totals = {
      subtotalCents: computed.subtotalCents,
      discountCents: computed.discountCents,
      shippingCents: computed.shipping.shippingCents,
      vatRateBasisPoints: computed.vatRateBasisPoints,
      vatCents: computed.vatCents,
      totalCents: computed.totalCents,
    };

    // Up to 50 lines of at most €1,000,000 each, plus VAT: more than an order row can hold.
    if (totals.totalCents > MAX_ORDER_CENTS) {
      throw new AppError('business_rule', 'payment.totalTooLarge', {
        max: formatEuros(MAX_ORDER_CENTS, lang),
      });
    }

    // A line whose price moved: the cart takes the new prices (committed), the customer looks first.
    const changed = priced.filter((p) => p.quote.totalCents !== p.line.totalCents);
    for (const p of changed) {
      await tx
        .update(cartLines)
        .set({ unitPriceCents: p.quote.unitCents, totalCents: p.quote.totalCents })
        .where(eq(cartLines.id, p.line.id));
    }
    // Lines, coupon, shipping and VAT all end in the total: the one the customer saw, or a 409.
    if (changed.length > 0 || clientCents(input.clientTotal) !== totals.totalCents) {
      return { refused: 'price_changed', totals };
    }
    assertInvoiceableBuyer(company, totals.totalCents, input.simplifiedInvoiceMaxEur, lang);

    const snapshot: CartSnapshot = {
      cartId: cart.id,
      lineIds: lines.map((l) => l.id),
      lines: priced.map((p) => ({
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
        label: p.line.name,
        artworkRiskAccepted: p.line.artworkRiskAccepted,
        // A quoted price is one figure: the invoice shows the line whole, not the catalogue's parts.
        ...(p.quote.quoteId !== null
          ? {}
          : {
              charges: {
                itemsCents: p.quote.itemsCents,
                discountPercent: p.quote.discountPercent,
                discountCents: p.quote.discountCents,
                fixed: p.options
                  .filter((o) => o.priceMode === 'fixed')
                  .map((o) => ({ optionId: o.id, cents: o.priceAmount })),
              },
            }),
      })),
      image: priced[0]?.product.images[0] ?? '',
      totals,
      coupon: coupon ? { id: coupon.id, code: coupon.code, percentOff: coupon.percentOff } : null,
      countryId: country.id,
      countryName: country.name,
      vatRegion: country.vatRegion,
      vatReason: vat.decision.reason,
      vat: vat.snapshot,
      address: {
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
      },
      company: company ? await snapshotCompany(tx, company) : null,
      blindShipping: input.blindShipping,
      // The reseller's brand as it was at payment: the parcel's sender even if it changes later.
      senderBrand: input.senderBrand,
      poNumber: input.poNumber,
      promise: {
        productionDays: priced.map((p) => lineProductionDays(p.product, p.options)),
        courierDays: courierDaysFor(country.shippingRegion, await courierDaysTable(tx)),
      },
    };
    return insertPendingPayment(tx, {
      userId,
      kind: 'cart',
      subject: `cart:${cart.id}`,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      gateway: input.gateway,
      method: input.method,
      lang,
      amountCents: totals.totalCents,
      snapshot,
      couponId: coupon?.id ?? null,
    });
  });
}
