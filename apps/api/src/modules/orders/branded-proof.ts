import fs from 'node:fs/promises';
import type { Lang } from '@shop/shared';
import { dateTimeFormat } from '@shop/shared/intl-cache';
import { numberLocale } from '@shop/shared/money';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { loadSharp } from '../../lib/sharp';
import type { SenderBrand } from '../brand';
import { InvoiceWriter, ltr, pageOnlyDocument, type TextStyle } from '../invoices';
import { drawLogo } from './packing-list';
import type { tradeOrdersMessages } from './trade-messages';

type CoverKey = Extract<keyof typeof tradeOrdersMessages, `proofCover.${string}`>;

/** What the worker needs to put a reseller's cover before a proof (docs/reseller-api.md#proofs-and-webhooks). */
export type BrandedProofDocument = {
  lang: Lang;
  brand: Omit<SenderBrand, 'logoKey'>;
  logo: Uint8Array | null;
  version: number;
  sentAt: Date;
  /** The reseller's own reference for the order (its PO number), '' if none. */
  reference: string;
  item: string;
  note: string;
  /** The proof as staff sent it (a PDF, or a PNG or JPEG picture), read by the worker from disk. */
  proof: { file: string; pdf: boolean };
};

/**
 * An A4 cover under the reseller's brand (logo, name, return address, contact), never the
 * shop's: the proof's version and date, the reseller's reference, the item and what to check.
 */
class ProofCoverWriter extends InvoiceWriter {
  constructor(readonly input: BrandedProofDocument) {
    super(
      pageOnlyDocument({
        lang: input.lang === 'ar' ? 'ar' : 'en',
        number: '',
        issuedAt: input.sentAt,
        orderCode: '',
      }),
    );
    const info = this.doc.info as Record<string, unknown>;
    info.Title = `${this.cover('proofCover.title')} – ${input.brand.name}`;
    info.Author = input.brand.name;
    info.Subject = input.reference;
  }

  cover(key: CoverKey, params: Record<string, string | number> = {}): string {
    return translate(key, this.input.lang, params);
  }

  draw(): void {
    const { brand, logo } = this.input;
    const width = this.pageContent;
    const body: TextStyle = { size: 11 };
    if (logo) this.y += drawLogo(this, logo, 0, 180, 60) + 12;
    this.y += this.paragraph(brand.name, 0, width, { size: 14, weight: 700 }, { direction: 'auto' });
    for (const line of brand.addressLines)
      this.y += this.paragraph(line, 0, width, body, { direction: 'auto' });
    const contact = [brand.phone ? ltr(brand.phone) : '', brand.email ? ltr(brand.email) : '']
      .filter(Boolean)
      .join(' · ');
    if (contact) this.y += this.paragraph(contact, 0, width, body);
    this.y += 18;
    this.rule(this.y);
    this.y += 24;
    this.y += this.paragraph(this.cover('proofCover.title'), 0, width, { size: 22, weight: 700 });
    this.y += 8;
    const sent = dateTimeFormat(numberLocale(this.input.lang), {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Madrid',
    }).format(this.input.sentAt);
    this.y += this.paragraph(
      this.cover('proofCover.version', { version: this.input.version, date: sent }),
      0,
      width,
      body,
    );
    if (this.input.reference)
      this.y += this.paragraph(
        this.cover('proofCover.reference', { reference: ltr(this.input.reference) }),
        0,
        width,
        body,
      );
    this.y += this.paragraph(this.cover('proofCover.item', { item: this.input.item }), 0, width, body);
    if (this.input.note)
      this.y += this.paragraph(this.cover('proofCover.note', { note: this.input.note }), 0, width, body);
    this.y += 18;
    this.y += this.paragraph(this.cover('proofCover.check'), 0, width, body);
    if (contact) {
      this.y += 6;
      const reply = brand.email ? ltr(brand.email) : ltr(brand.phone);
      this.y += this.paragraph(this.cover('proofCover.reply', { contact: reply }), 0, width, body);
    }
  }

  /** A picture proof goes on its own page, fitted to the content box. */
  drawPicture(picture: Buffer): void {
    this.newPage();
    this.doc.image(picture, this.left(0, this.pageContent), this.y, {
      fit: [this.pageContent, 842 - 2 * this.y],
      align: 'center',
      valign: 'center',
    });
  }

  renderCover(picture: Buffer | null): Promise<Buffer> {
    return this.toBuffer(() => {
      this.draw();
      if (picture) this.drawPicture(picture);
    });
  }
}

/**
 * The proof a reseller forwards to its end client: its cover page, then the proof itself. A
 * picture is placed on a page of its own; a PDF's pages follow the cover as they are (grafted
 * with MuPDF, which the preflight already loads in the worker), so nothing of the proof is redrawn.
 */
export async function renderBrandedProofPdf(input: BrandedProofDocument): Promise<Uint8Array> {
  const proof = await fs.readFile(input.proof.file);
  const writer = new ProofCoverWriter(input);
  if (!input.proof.pdf) {
    // Re-encoded first: pdfkit's own PNG reader refuses files browsers show (a bad checksum),
    // and a CMYK JPEG would print with inverted colours.
    const sharp = await loadSharp();
    const picture = await sharp(proof, { failOn: 'none' }).rotate().toColourspace('srgb').png().toBuffer();
    return writer.renderCover(picture);
  }
  const cover = await writer.renderCover(null);
  const mupdf = await import('mupdf');
  let source: InstanceType<typeof mupdf.PDFDocument>;
  try {
    source = mupdf.PDFDocument.openDocument(proof, 'application/pdf') as InstanceType<
      typeof mupdf.PDFDocument
    >;
  } catch {
    // A PDF the browser may still show but MuPDF cannot read: said, not a 500.
    throw new AppError('business_rule', 'orders.proofUnreadable');
  }
  const merged = mupdf.PDFDocument.openDocument(cover, 'application/pdf') as InstanceType<
    typeof mupdf.PDFDocument
  >;
  try {
    for (let page = 0; page < source.countPages(); page += 1) merged.graftPage(-1, source, page);
    return merged.saveToBuffer('compress').asUint8Array().slice();
  } finally {
    source.destroy();
    merged.destroy();
  }
}
