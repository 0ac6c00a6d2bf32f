import type { Lang } from '@shop/shared';
import type { ParcelLabel } from '@shop/shared/api/brand';
import { translate } from '../../lib/messages';
import { logoUrl } from '../brand';
import { InvoiceWriter, ltr, PAGE, pageOnlyDocument, type TextStyle } from '../invoices';
import { drawLogo, type PackingList } from './packing-list';
import type { tradeOrdersMessages } from './trade-messages';

type LabelKey = Extract<keyof typeof tradeOrdersMessages, `packing.${string}`>;

/**
 * The parcel label's data from the packing list's (the same sender rule: under blind shipping
 * the reseller's brand, never the shop). `trackingNumbers` are the carrier's, once dispatched.
 */
export function parcelLabelOf(list: PackingList, trackingNumbers: string[]): ParcelLabel {
  const a = list.address;
  return {
    order_code: list.code,
    blind_shipping: list.blindShipping,
    ship_from: {
      kind: list.sender.kind,
      name: list.sender.name,
      address_lines: list.sender.addressLines,
      phone: list.sender.phone,
      email: list.sender.email,
      logo_url: logoUrl(list.sender.logoKey),
    },
    ship_to: {
      name: a?.contactName || list.customerName,
      company: a?.company ?? '',
      address_lines: a
        ? [a.street || a.details, [a.postcode, a.city].filter(Boolean).join(' '), a.province ?? ''].filter(
            Boolean,
          )
        : [],
      country: list.countryName,
      phone: a?.phone ?? '',
    },
    parcels: Math.max(1, trackingNumbers.length),
    tracking_numbers: trackingNumbers,
  };
}

export type LabelDocument = { lang: Lang; label: ParcelLabel; logo: Uint8Array | null };

/** A parcel label (a 105 × 148 mm box at the top of an A4 sheet, to cut or print on label stock). */
class ParcelLabelWriter extends InvoiceWriter {
  constructor(readonly input: LabelDocument) {
    super(
      pageOnlyDocument({
        lang: input.lang === 'ar' ? 'ar' : 'en',
        number: input.label.order_code,
        issuedAt: new Date(),
        orderCode: input.label.order_code,
      }),
    );
    const info = this.doc.info as Record<string, unknown>;
    info.Title = this.label('packing.labelTitle', { code: input.label.order_code });
    info.Subject = input.label.order_code;
    // A blind parcel's label names the reseller or nobody, in its metadata too.
    info.Author = input.label.ship_from.kind === 'neutral' ? '' : input.label.ship_from.name;
  }

  label(key: LabelKey, params: Record<string, string | number> = {}): string {
    return translate(key, this.input.lang, params);
  }

  draw(): void {
    const { label, logo } = this.input;
    const width = 298;
    const height = 420;
    const pad = 14;
    const inner = width - 2 * pad;
    const top = this.y;
    this.doc.rect(this.left(0, width), top, width, height).lineWidth(1.5).strokeColor(PAGE.ink).stroke();
    this.y = top + pad;
    const small: TextStyle = { size: 8, weight: 700, color: PAGE.muted };
    const body: TextStyle = { size: 9.5 };
    const from = label.ship_from;
    if (from.kind !== 'neutral') {
      if (logo) this.y += drawLogo(this, logo, pad, 120, 36) + 4;
      this.y += this.paragraph(this.label('packing.shipFrom').toUpperCase(), pad, inner, small);
      for (const value of [
        from.name,
        ...from.address_lines,
        from.phone ? this.label('packing.phone', { phone: ltr(from.phone) }) : '',
      ]) {
        if (value) this.y += this.paragraph(value, pad, inner, body, { direction: 'auto' });
      }
      this.y += 10;
      this.rule(this.y, 0, width);
      this.y += 12;
    }
    const to = label.ship_to;
    this.y += this.paragraph(this.label('packing.shipTo').toUpperCase(), pad, inner, small);
    const big: TextStyle = { size: 14, weight: 700 };
    const large: TextStyle = { size: 12 };
    this.y += this.paragraph(to.name, pad, inner, big, { direction: 'auto' });
    for (const value of [to.company, ...to.address_lines, to.country]) {
      if (value) this.y += this.paragraph(value, pad, inner, large, { direction: 'auto' });
    }
    if (to.phone)
      this.y += this.paragraph(this.label('packing.phone', { phone: ltr(to.phone) }), pad, inner, body);
    this.y = Math.max(this.y + 16, top + height - 60);
    this.paragraph(ltr(label.order_code), pad, inner, { size: 20, weight: 700 });
    if (label.tracking_numbers.length > 0) {
      this.paragraph(
        this.label('packing.tracking', { numbers: ltr(label.tracking_numbers.join(', ')) }),
        pad,
        inner,
        body,
        { y: this.y + 26 },
      );
    }
  }

  renderLabel(): Promise<Buffer> {
    return this.toBuffer(() => this.draw());
  }
}

export function renderParcelLabelPdf(input: LabelDocument): Promise<Buffer> {
  return new ParcelLabelWriter(input).renderLabel();
}
