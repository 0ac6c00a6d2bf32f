import fs from 'node:fs/promises';
import { type Lang, localize } from '@shop/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { loadSharp } from '../../lib/sharp';
import { users } from '../accounts';
import { InvoiceWriter, ltr, PAGE, pageOnlyDocument, type TextStyle } from '../invoices';
import { countries } from '../shipping';
import { storagePath, uploads } from '../uploads';
import type { floorMessages } from './floor-messages';
import { type AddressSnapshot, orderLines, orders } from './table';

/** One artwork file of a line: a thumbnail is drawn for a picture, a PDF shows its page count. */
export type TicketFile = {
  name: string;
  kind: 'image' | 'pdf' | 'other';
  /** Where the stored file is (read by the worker that draws the ticket). */
  path: string;
  preflight: string;
};

/** What the floor needs to make one order: no prices. */
export type JobTicket = {
  code: string;
  status: number;
  customerName: string;
  company: string | null;
  /** The promised dispatch and delivered-by days, civil dates in Madrid (null: none stored). */
  dispatchBy: string | null;
  deliveredBy: string | null;
  poNumber: string | null;
  blindShipping: boolean;
  address: AddressSnapshot | null;
  countryName: string;
  /** The approved proof's version (proofs are not recorded yet: always null, printed "—"). */
  proofVersion: number | null;
  lines: {
    title: string;
    label: string;
    size: string | null;
    quantity: number;
    options: string[];
    files: TicketFile[];
  }[];
};

export type JobTickets = { lang: Lang; tickets: JobTicket[] };

type TicketKey = Extract<keyof typeof floorMessages, `ticket.${string}`>;

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/tiff', 'image/webp']);

function preflightText(preflight: (typeof uploads.$inferSelect)['preflight'], lang: Lang): string {
  const none = translate('ticket.preflightNone', lang);
  if (!preflight) return translate('ticket.preflight', lang, { state: none });
  let state = none;
  if (preflight.kind === 'raster') {
    state = `${preflight.widthPx} × ${preflight.heightPx} px`;
    if (preflight.dpiAtSize) state += `, ${preflight.dpiAtSize} dpi`;
    if (preflight.warning) state += ` (${preflight.warning})`;
  } else if (preflight.kind === 'pdf') {
    state = `${preflight.pageWidthMm} × ${preflight.pageHeightMm} mm`;
    if (preflight.warning) state += ` (${preflight.warning})`;
  } else if (preflight.kind === 'unchecked') {
    state = `${none} (${preflight.reason})`;
  }
  return translate('ticket.preflight', lang, { state });
}

/**
 * The job tickets of some orders (in the order given) in the request language; a missing
 * order is a 404.
 */
export async function loadJobTickets(
  db: Db,
  orderIds: number[],
  lang: Lang,
  uploadDir: string,
): Promise<JobTickets> {
  if (orderIds.length === 0) return { lang, tickets: [] };
  const rows = await db
    .select({ order: orders, customerName: users.name })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, orderIds));
  if (rows.length !== new Set(orderIds).size) throw new AppError('not_found', 'orders.notFound');
  const ids = rows.map((r) => r.order.id);
  const countryIds = rows.flatMap((r) => (r.order.countryId === null ? [] : [r.order.countryId]));
  const [lines, files, countryRows] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select().from(uploads).where(inArray(uploads.orderId, ids)).orderBy(asc(uploads.id)),
    countryIds.length === 0
      ? Promise.resolve([])
      : db.select().from(countries).where(inArray(countries.id, countryIds)),
  ]);
  const byId = new Map(rows.map((r) => [r.order.id, r]));
  const tickets = orderIds.map((id): JobTicket => {
    const { order, customerName } = byId.get(id)!;
    const country = countryRows.find((c) => c.id === order.countryId);
    return {
      code: order.code,
      status: order.status,
      customerName,
      company: order.company?.name ?? order.address?.company ?? null,
      dispatchBy: order.dispatchBy,
      deliveredBy: order.deliveredBy,
      poNumber: order.poNumber,
      blindShipping: order.blindShipping,
      address: order.address,
      countryName: country ? localize(country.name, lang) : '',
      proofVersion: null,
      lines: lines
        .filter((line) => line.orderId === order.id)
        .map((line) => ({
          title: localize(line.title, lang),
          label: line.label,
          size:
            line.widthCm !== null && line.heightCm !== null
              ? translate('packing.size', lang, { width: line.widthCm, height: line.heightCm })
              : null,
          quantity: line.quantity,
          // One path per section: "Finishing: Eyelets › every 50 cm".
          options: line.options.map((o) => {
            const parent = o.parentName ? `${localize(o.parentName, lang)} › ` : '';
            return `${localize(o.section, lang)}: ${parent}${localize(o.name, lang)}`;
          }),
          files: files
            .filter((f) => f.orderLineId === line.id)
            .map((f) => ({
              name: f.originalName,
              kind: IMAGE_TYPES.has(f.mimeType)
                ? 'image'
                : f.mimeType === 'application/pdf'
                  ? 'pdf'
                  : 'other',
              path: storagePath(uploadDir, f.storageKey),
              preflight: preflightText(f.preflight, lang),
            })),
        })),
    };
  });
  return { lang, tickets };
}

/** Pages of a PDF read from its page tree (`/Count` of the root `/Pages`), null when unreadable. */
async function pdfPageCount(path: string): Promise<number | null> {
  try {
    const handle = await fs.open(path, 'r');
    try {
      const { size } = await handle.stat();
      const length = Math.min(size, 16 * 1024 * 1024);
      const buffer = Buffer.alloc(length);
      await handle.read(buffer, 0, length, 0);
      const text = buffer.toString('latin1');
      const counts = [
        ...text.matchAll(/\/Type\s*\/Pages\b[^>]*?\/Count\s+(\d+)|\/Count\s+(\d+)[^>]*?\/Type\s*\/Pages\b/g),
      ]
        .map((m) => Number(m[1] ?? m[2]))
        .filter((n) => n > 0 && n < 100_000);
      if (counts.length > 0) return Math.max(...counts);
      const pages = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0;
      return pages > 0 ? pages : null;
    } finally {
      await handle.close();
    }
  } catch {
    return null;
  }
}

/** A small PNG of a picture (at most 120 px), null when it cannot be read. */
async function thumbnail(path: string): Promise<Buffer | null> {
  try {
    const sharp = await loadSharp();
    return await sharp(path, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(120, 120, { fit: 'inside' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** 45 mm: a phone or a USB scanner reads it from across the bench. */
const QR_SIZE = (45 / 25.4) * 72;
const THUMB = 48;

/**
 * Draws the tickets with the invoice's writer (fonts, Arabic shaping, right-to-left mirroring),
 * one A4 page per order: the code as a QR and as large text, the customer, the promise, the
 * lines with their artwork, the blind-shipping flag and the delivery address.
 */
class JobTicketWriter extends InvoiceWriter {
  constructor(readonly set: JobTickets) {
    super(
      pageOnlyDocument({
        lang: set.lang,
        number: set.tickets[0]?.code ?? '',
        issuedAt: new Date(),
        orderCode: set.tickets[0]?.code ?? '',
      }),
    );
    const info = this.doc.info as Record<string, unknown>;
    info.Title = `${this.label('ticket.title')} ${set.tickets.map((t) => t.code).join(' ')}`;
    info.Subject = set.tickets.map((t) => t.code).join(' ');
    info.Author = '';
  }

  label(key: TicketKey, params: Record<string, string | number> = {}): string {
    return translate(key, this.set.lang, params);
  }

  /** A civil date "YYYY-MM-DD" as the writer writes dates (noon UTC is that day in Madrid). */
  day(value: string | null): string {
    return value ? this.date(new Date(`${value}T12:00:00Z`)) : '—';
  }

  qr(code: string): void {
    const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
    const cell = QR_SIZE / modules.size;
    const x = this.left(PAGE.content - QR_SIZE, QR_SIZE);
    const top = this.y;
    this.doc.save().fillColor('#000000');
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(col, row)) this.doc.rect(x + col * cell, top + row * cell, cell, cell);
      }
    }
    this.doc.fill().restore();
  }

  heading(ticket: JobTicket): void {
    const top = this.y;
    this.qr(ticket.code);
    const width = PAGE.content - QR_SIZE - 20;
    let y = top;
    y += this.paragraph(
      this.label('ticket.title'),
      0,
      width,
      { size: 12, weight: 700, color: PAGE.muted },
      { y },
    );
    y += this.paragraph(ltr(ticket.code), 0, width, { size: 40, weight: 700 }, { y, direction: 'ltr' });
    y += 4;
    const row = (text: string, style: TextStyle = { size: 11 }) => {
      y += this.paragraph(text, 0, width, style, { y, direction: 'auto' });
    };
    row(`${this.label('ticket.customer')}: ${ticket.customerName}`, { size: 12, weight: 700 });
    if (ticket.company) row(ticket.company);
    row(`${this.label('ticket.dispatchBy')}: ${this.day(ticket.dispatchBy)}`, { size: 12, weight: 700 });
    row(`${this.label('ticket.deliveredBy')}: ${this.day(ticket.deliveredBy)}`);
    if (ticket.poNumber) row(`${this.label('ticket.poNumber')}: \u2068${ticket.poNumber}\u2069`);
    row(
      this.label('ticket.status', {
        status: translate(`orders.status.${ticket.status as 4}`, this.set.lang),
      }),
      { size: 10, color: PAGE.muted },
    );
    row(
      this.label('ticket.proof', {
        version: ticket.proofVersion === null ? '—' : String(ticket.proofVersion),
      }),
      {
        size: 10,
        color: PAGE.muted,
      },
    );
    this.y = Math.max(y, top + QR_SIZE) + 12;
    const flag = ticket.blindShipping ? this.label('ticket.blind') : this.label('ticket.notBlind');
    this.banner(flag, ticket.blindShipping ? '#b42318' : PAGE.muted);
  }

  banner(text: string, color: string): void {
    const style: TextStyle = { size: 12, weight: 700, color };
    const pad = 7;
    const height = this.measure(text, PAGE.content - 2 * pad, style) + 2 * pad;
    this.doc.rect(PAGE.margin, this.y, PAGE.content, height).lineWidth(2).strokeColor(color).stroke();
    this.paragraph(text, pad, PAGE.content - 2 * pad, style, { y: this.y + pad });
    this.y += height + 10;
  }

  shipTo(ticket: JobTicket): void {
    this.y += this.paragraph(this.label('ticket.shipTo').toUpperCase(), 0, PAGE.content, {
      size: 8,
      weight: 700,
      color: PAGE.muted,
    });
    const a = ticket.address;
    const values = a
      ? [
          a.contactName || ticket.customerName,
          a.company ?? '',
          a.street || a.details,
          [a.postcode, a.city].filter(Boolean).join(' '),
          a.province ?? '',
          ticket.countryName,
          a.phone ? ltr(a.phone) : '',
        ]
      : [ticket.customerName, ticket.countryName];
    for (const value of values) {
      if (value) this.y += this.paragraph(value, 0, PAGE.content, { size: 10.5 }, { direction: 'auto' });
    }
    this.y += 10;
  }

  async items(ticket: JobTicket): Promise<void> {
    const small: TextStyle = { size: 9.5, color: PAGE.ink };
    const muted: TextStyle = { size: 8.5, color: PAGE.muted };
    for (const [i, line] of ticket.lines.entries()) {
      this.ensure(60);
      this.rule(this.y);
      this.y += 6;
      this.y += this.paragraph(
        `${this.label('ticket.line', { n: i + 1 })} · ${line.title}`,
        0,
        PAGE.content,
        {
          size: 12,
          weight: 700,
        },
        { direction: 'auto' },
      );
      const facts = [line.size, this.label('ticket.quantity', { count: this.count(line.quantity) })].filter(
        Boolean,
      );
      this.y += this.paragraph(facts.join(' · '), 0, PAGE.content, { size: 11, weight: 700 });
      if (line.label) {
        this.y += this.paragraph(
          this.label('ticket.label', { label: `\u2068${line.label}\u2069` }),
          0,
          PAGE.content,
          small,
        );
      }
      for (const option of line.options)
        this.y += this.paragraph(option, 0, PAGE.content, small, { direction: 'auto' });
      this.y += 4;
      this.y += this.paragraph(this.label('ticket.files'), 0, PAGE.content, {
        size: 8,
        weight: 700,
        color: PAGE.muted,
      });
      if (line.files.length === 0)
        this.y += this.paragraph(this.label('ticket.noFiles'), 0, PAGE.content, muted);
      for (const file of line.files) {
        const picture = file.kind === 'image' ? await thumbnail(file.path) : null;
        const pages = file.kind === 'pdf' ? await pdfPageCount(file.path) : null;
        const textStart = picture ? THUMB + 8 : 0;
        const name =
          pages === null
            ? file.name
            : `${file.name} · ${this.label('ticket.pages', { count: this.count(pages) })}`;
        const height = Math.max(
          picture ? THUMB : 0,
          this.measure(name, PAGE.content - textStart, small) +
            this.measure(file.preflight, PAGE.content - textStart, muted),
        );
        this.ensure(height + 6);
        if (picture) {
          this.doc.image(picture, this.left(0, THUMB), this.y, { fit: [THUMB, THUMB] });
        }
        let y = this.y;
        y += this.paragraph(name, textStart, PAGE.content - textStart, small, { y, direction: 'auto' });
        this.paragraph(file.preflight, textStart, PAGE.content - textStart, muted, { y });
        this.y += height + 6;
      }
      this.y += 6;
    }
  }

  renderTickets(): Promise<Buffer> {
    return this.toBuffer(async () => {
      for (const [i, ticket] of this.set.tickets.entries()) {
        if (i > 0) this.newPage();
        this.heading(ticket);
        this.shipTo(ticket);
        await this.items(ticket);
      }
    });
  }
}

/** A4 job tickets, one page per order (more when an order's lines need it), in the staff's language. */
export function renderJobTicketsPdf(set: JobTickets): Promise<Buffer> {
  return new JobTicketWriter(set).renderTickets();
}
