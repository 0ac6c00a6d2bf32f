import { BUSINESS, type Lang, localize } from '@shop/shared';
import { optionPathLines } from '@shop/shared/option-path';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import type { SenderBrand } from '../brand';
import { InvoiceWriter, ltr, PAGE, pageOnlyDocument, type TextStyle } from '../invoices';
import { countries } from '../shipping';
import { uploads } from '../uploads';
import { type AddressSnapshot, orderLines, orders } from './table';
import type { tradeOrdersMessages } from './trade-messages';

/** Everything a packer needs for one order; no prices (they are not for the parcel). */

/**
 * A customer's own text (a file's name) inside a label: isolated (U+2068…U+2069), so a Latin
 * name keeps its own order in an Arabic packing list (no period or extension leading it).
 */
const own = (value: string) => `\u2068${value}\u2069`;

/**
 * Who the parcel is from: the shop; under blind shipping the reseller's brand kept on the order
 * at payment, or nobody when the reseller has none (docs/decisions/055-reseller-brand-and-saved-quotes.md).
 */
export type ParcelSender = {
  kind: 'shop' | 'reseller' | 'neutral';
  name: string;
  addressLines: string[];
  phone: string;
  email: string;
  logoKey: string | null;
};

export function parcelSender(order: {
  blindShipping: boolean;
  senderBrand: SenderBrand | null;
}): ParcelSender {
  if (order.blindShipping) {
    const brand = order.senderBrand;
    if (!brand) return { kind: 'neutral', name: '', addressLines: [], phone: '', email: '', logoKey: null };
    return { kind: 'reseller', ...brand };
  }
  const { address } = BUSINESS;
  return {
    kind: 'shop',
    name: BUSINESS.brandName,
    addressLines: [address.street, `${address.postalCode} ${address.city}`, address.country],
    phone: BUSINESS.phone,
    email: BUSINESS.emails.general,
    logoKey: null,
  };
}

export type PackingList = {
  lang: Lang;
  code: string;
  paidAt: Date | null;
  blindShipping: boolean;
  sender: ParcelSender;
  /** The reseller's logo (PNG bytes) under blind shipping, read by the route (null: none). */
  logo: Uint8Array | null;
  trackingNumbers: string[];
  /** The buyer's purchase-order number (null: none). */
  poNumber: string | null;
  deliveryNoteName: string | null;
  customerName: string;
  address: AddressSnapshot | null;
  countryName: string;
  /** `label`: the customer's own name for the line ('' when none). */
  lines: { title: string; label: string; details: string[]; quantity: number; files: string[] }[];
};

type PackingKey = Extract<keyof typeof tradeOrdersMessages, `packing.${string}`>;

/** The order's packing list in the request language; any order (staff only), 404 when missing. */
export async function loadPackingList(db: Db, orderId: number, lang: Lang): Promise<PackingList> {
  const [row] = await db
    .select({ order: orders, customerName: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new AppError('not_found', 'orders.notFound');
  const { order } = row;
  const [lines, files, [country], [note]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(uploads).where(eq(uploads.orderId, order.id)).orderBy(asc(uploads.id)),
    order.countryId === null
      ? Promise.resolve([])
      : db.select().from(countries).where(eq(countries.id, order.countryId)).limit(1),
    order.deliveryNoteUploadId === null
      ? Promise.resolve([])
      : db.select().from(uploads).where(eq(uploads.id, order.deliveryNoteUploadId)).limit(1),
  ]);
  const t = (key: PackingKey, params: Record<string, string | number> = {}) => translate(key, lang, params);
  return {
    lang,
    code: order.code,
    paidAt: order.paidAt,
    blindShipping: order.blindShipping,
    sender: parcelSender(order),
    logo: null,
    trackingNumbers: order.trackingNumbers,
    poNumber: order.poNumber,
    deliveryNoteName: note?.originalName ?? null,
    customerName: row.customerName,
    address: order.address,
    countryName: country ? localize(country.name, lang) : '',
    lines: lines.map((line) => ({
      title: localize(line.title, lang),
      label: line.label,
      details: [
        ...(line.widthCm !== null && line.heightCm !== null
          ? [t('packing.size', { width: line.widthCm, height: line.heightCm })]
          : []),
        ...optionPathLines(
          line.options.map((o) => ({
            section: localize(o.section, lang),
            name: localize(o.name, lang),
            parent_name: o.parentName ? localize(o.parentName, lang) : null,
          })),
        ),
      ],
      quantity: line.quantity,
      files: files.filter((f) => f.orderLineId === line.id).map((f) => f.originalName),
    })),
  };
}

/**
 * Draws the packing list with the invoice's writer (fonts, Arabic shaping, right-to-left
 * mirroring). With blind shipping the sheet may travel in the parcel, so it names neither
 * the shop nor its address: no logo, no seller block, no footer, no PDF author.
 */
class PackingListWriter extends InvoiceWriter {
  constructor(readonly list: PackingList) {
    super(
      pageOnlyDocument({
        lang: list.lang === 'ar' ? 'ar' : 'en',
        number: list.code,
        issuedAt: list.paidAt ?? new Date(),
        orderCode: list.code,
      }),
    );
    const info = this.doc.info as Record<string, unknown>;
    info.Title = this.label('packing.title', { code: list.code });
    info.Subject = list.code;
    info.Author = list.blindShipping ? '' : BUSINESS.tradingName;
  }

  label(key: PackingKey, params: Record<string, string | number> = {}): string {
    return translate(key, this.list.lang, params);
  }

  heading(): void {
    const { list } = this;
    if (list.sender.kind === 'reseller') {
      // The reseller's own logo and name head the sheet; the shop is named nowhere.
      if (list.logo) this.y += drawLogo(this, list.logo, 0, 180, 60) + 6;
      this.y += this.paragraph(list.sender.name, 0, 300, { size: 16, weight: 700 }, { direction: 'auto' });
    } else if (!list.blindShipping) {
      this.y += this.paragraph(BUSINESS.brandName, 0, 260, { size: 16, weight: 700, color: PAGE.accent });
    }
    this.y += this.paragraph(this.label('packing.title', { code: ltr(list.code) }), 0, PAGE.content, {
      size: 18,
      weight: 700,
    });
    if (list.paidAt) {
      this.y += this.paragraph(
        `${this.label('packing.paidAt')}: ${this.date(list.paidAt)}`,
        0,
        PAGE.content,
        {
          size: 9.5,
          color: PAGE.muted,
        },
      );
    }
    if (list.poNumber) {
      // The buyer's own reference: their goods-in matches the parcel by it.
      this.y += this.paragraph(
        this.label('packing.poNumber', { po: `\u2068${list.poNumber}\u2069` }),
        0,
        PAGE.content,
        { size: 11, weight: 700 },
      );
    }
    this.y += 8;
    if (list.blindShipping) {
      this.banner(this.label('packing.blind'), '#b42318');
      this.banner(this.label('packing.noInvoice'), '#1f2328');
    }
    if (list.deliveryNoteName) {
      this.banner(this.label('packing.deliveryNote', { name: own(list.deliveryNoteName) }), '#1f2328');
    }
  }

  /** A boxed, bold warning across the page. */
  banner(text: string, color: string): void {
    const style: TextStyle = { size: 12, weight: 700, color };
    const pad = 8;
    const height = this.measure(text, PAGE.content - 2 * pad, style) + 2 * pad;
    this.ensure(height + 8);
    this.doc.rect(PAGE.margin, this.y, PAGE.content, height).lineWidth(2).strokeColor(color).stroke();
    this.paragraph(text, pad, PAGE.content - 2 * pad, style, { y: this.y + pad });
    this.y += height + 8;
  }

  /** The reseller's return address (blind shipping with a brand): the parcel's sender. */
  shipFrom(): void {
    const { sender } = this.list;
    if (sender.kind !== 'reseller') return;
    const label: TextStyle = { size: 8, weight: 700, color: PAGE.muted };
    const body: TextStyle = { size: 10.5 };
    this.y += this.paragraph(this.label('packing.shipFrom').toUpperCase(), 0, PAGE.content, label);
    const values = [
      sender.name,
      ...sender.addressLines,
      sender.phone ? this.label('packing.phone', { phone: ltr(sender.phone) }) : '',
      sender.email ? this.label('packing.email', { email: ltr(sender.email) }) : '',
    ];
    for (const value of values) {
      if (value) this.y += this.paragraph(value, 0, PAGE.content, body, { direction: 'auto' });
    }
    this.y += 14;
  }

  shipTo(): void {
    const { list } = this;
    const label: TextStyle = { size: 8, weight: 700, color: PAGE.muted };
    const body: TextStyle = { size: 10.5 };
    this.y += this.paragraph(this.label('packing.shipTo').toUpperCase(), 0, PAGE.content, label);
    const a = list.address;
    const values = a
      ? [
          a.contactName || list.customerName,
          a.company ?? '',
          a.street || a.details,
          [a.postcode, a.city].filter(Boolean).join(' '),
          a.province ?? '',
          list.countryName,
          a.phone ? this.label('packing.phone', { phone: ltr(a.phone) }) : '',
        ]
      : [list.customerName, list.countryName];
    for (const value of values) {
      if (value) this.y += this.paragraph(value, 0, PAGE.content, body, { direction: 'auto' });
    }
    this.y += 14;
  }

  items(): void {
    const pad = 6;
    const check = 60;
    const quantity = 50;
    const item = PAGE.content - check - quantity;
    const head: TextStyle = { size: 8.5, weight: 700 };
    const title: TextStyle = { size: 10, weight: 700 };
    const small: TextStyle = { size: 8.5, color: PAGE.muted };
    const header = () => {
      const height = 8.5 * 1.45 + 2 * pad;
      this.doc.rect(PAGE.margin, this.y, PAGE.content, height).fill(PAGE.headerFill);
      this.paragraph(this.label('packing.item'), pad, item - 2 * pad, head, { y: this.y + pad });
      this.paragraph(this.label('packing.quantity'), item, quantity, head, {
        y: this.y + pad,
        align: 'center',
      });
      this.paragraph(this.label('packing.check'), item + quantity, check, head, {
        y: this.y + pad,
        align: 'center',
      });
      this.y += height;
    };
    this.ensure(80);
    header();
    for (const line of this.list.lines) {
      const files = line.files.length
        ? this.label('packing.files', { names: line.files.map(own).join(', ') })
        : this.label('packing.noFiles');
      const texts: [string, TextStyle][] = [
        [line.title, title],
        ...(line.label
          ? [
              [this.label('packing.lineLabel', { label: `\u2068${line.label}\u2069` }), small] as [
                string,
                TextStyle,
              ],
            ]
          : []),
        ...line.details.map((d): [string, TextStyle] => [d, small]),
        [files, small],
      ];
      const height =
        texts.reduce((sum, [text, style]) => sum + this.measure(text, item - 2 * pad, style), 0) + 2 * pad;
      if (this.ensure(height)) header();
      let y = this.y + pad;
      for (const [text, style] of texts) {
        y += this.paragraph(text, pad, item - 2 * pad, style, { y, direction: 'auto' });
      }
      this.paragraph(
        this.count(line.quantity),
        item,
        quantity,
        { size: 12, weight: 700 },
        {
          y: this.y + pad,
          align: 'center',
        },
      );
      // An empty box the packer ticks.
      const box = 14;
      this.doc
        .rect(this.left(item + quantity + (check - box) / 2, box), this.y + pad, box, box)
        .lineWidth(1)
        .strokeColor(PAGE.ink)
        .stroke();
      this.y += height;
      this.rule(this.y);
    }
  }

  pageNumbers(): void {
    const range = this.doc.bufferedPageRange();
    const style: TextStyle = { size: 8, color: PAGE.muted };
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      const text = `${ltr(this.list.code)} · ${this.label('packing.page', {
        page: this.count(i - range.start + 1),
        pages: this.count(range.count),
      })}`;
      this.paragraph(text, 0, PAGE.content, style, { y: PAGE.height - 42, align: 'end' });
    }
  }

  renderPackingList(): Promise<Buffer> {
    return this.toBuffer(() => {
      this.heading();
      this.shipFrom();
      this.shipTo();
      this.items();
      this.pageNumbers();
    });
  }
}

/**
 * Draws a logo (PNG bytes, re-encoded by the brand module) at the start side, fitted in the
 * box; returns the height used. A logo pdfkit cannot read is left out rather than failing the sheet.
 */
export function drawLogo(
  writer: InvoiceWriter,
  logo: Uint8Array,
  start: number,
  width: number,
  height: number,
) {
  try {
    writer.doc.image(Buffer.from(logo), writer.left(start, width), writer.y, {
      fit: [width, height],
      ...(writer.rtl ? { align: 'right' as const } : {}),
    });
    return height;
  } catch {
    return 0;
  }
}

/** An A4 packing list, English or Arabic (right-to-left), as a PDF in memory. */
export function renderPackingListPdf(list: PackingList): Promise<Buffer> {
  return new PackingListWriter(list).renderPackingList();
}
