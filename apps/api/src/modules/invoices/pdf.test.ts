import { BUSINESS, formatEuros, type Lang } from '@shop/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type InvoiceDocument, renderInvoicePdf } from './pdf';

function invoice(lang: Lang, overrides: Partial<InvoiceDocument> = {}, lineCount = 3): InvoiceDocument {
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    title: lang === 'ar' ? `لافتة PVC مقاس 510 غرام رقم ${i + 1}` : `PVC banner 510 g no. ${i + 1}`,
    details:
      lang === 'ar' ? '200 × 100 سم · الحلقات المعدنية: كل 50 سم' : '200 × 100 cm · Eyelets: every 50 cm',
    quantity: i + 1,
    unitCents: 4550,
    totalCents: 4550 * (i + 1),
  }));
  return {
    lang,
    number: '2026-000042',
    issuedAt: new Date('2026-03-05T10:00:00Z'),
    orderCode: 'P123456',
    customer: {
      name: lang === 'ar' ? 'أحمد المنصوري' : 'Ana García',
      email: 'ana@example.com',
      phone: '+34 600 111 222',
      address: { label: 'Office', details: 'Calle Larios 5\n29005 Málaga', phone: '+34 600 111 222' },
      country: 'Spain',
    },
    lines,
    subtotalCents: 123456,
    discountCents: 12346,
    couponCode: 'SPRING10',
    shippingCents: 1850,
    vatRateBasisPoints: 2100,
    vatCents: 25720,
    totalCents: 138680,
    vatTreatment: 'es',
    payment: { brand: 'Visa', last4: '4242' },
    ...overrides,
  };
}

type Item = { str: string; x: number; y: number };

/** Text of each page as pdf.js extracts it (through the fonts' ToUnicode maps). */
async function extract(buffer: Buffer): Promise<{ pages: Item[][]; text: string[] }> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: Item[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const items: Item[] = [];
    for (const item of content.items) {
      if ('str' in item) items.push({ str: item.str, x: item.transform[4], y: item.transform[5] });
    }
    pages.push(items);
  }
  await pdf.destroy();
  // Items are joined as they come; zero width joiners stand for Arabic dots, drop them.
  const text = pages.map((items) =>
    items
      .map((i) => i.str)
      .join('')
      .replace(/\u200d/g, '')
      .replace(/\s+/g, ' '),
  );
  return { pages, text };
}

describe('renderInvoicePdf', () => {
  it('renders an English invoice with the shop, customer, lines and totals', async () => {
    const buffer = await renderInvoicePdf(invoice('en'));
    expect(buffer.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extract(buffer);
    expect(text).toHaveLength(1);
    const page = text[0] ?? '';
    expect(page).toContain('Invoice 2026-000042');
    expect(page).toContain('P123456');
    expect(page).toContain(BUSINESS.taxId);
    expect(page).toContain(BUSINESS.tradingName);
    expect(page).toContain('Ana García');
    expect(page).toContain('PVC banner 510 g no. 3');
    expect(page).toContain('200 × 100 cm · Eyelets: every 50 cm');
    expect(page).toContain('€1,386.80');
    expect(page).toContain('€1,234.56');
    expect(page).toContain('-€123.46');
    expect(page).toContain('SPRING10');
    expect(page).toContain('VAT 21%');
    expect(page).toContain('Visa •••• 4242');
    expect(page).toContain('Page 1 of 1');
    expect(page).not.toContain('export of goods');
  });

  it('renders a Spanish invoice: Spanish labels, Spanish number format, left to right', async () => {
    const { text } = await extract(await renderInvoicePdf(invoice('es')));
    const page = text[0] ?? '';
    expect(page).toContain('Factura 2026-000042');
    expect(page).toContain('FACTURAR A');
    expect(page).toContain('Precio unitario');
    expect(page).toContain('IVA 21');
    expect(page).toContain('Pagado con tarjeta: Visa •••• 4242');
    expect(page).toContain('Página 1 de 1');
    expect(page).toContain(formatEuros(138680, 'es').replace(/\s/g, ' '));
    expect(page).not.toContain('Invoice');
  });

  it('prints the legal note for exports (0 % VAT) and for EU distance sales', async () => {
    const exported = await extract(
      await renderInvoicePdf(invoice('en', { vatTreatment: 'export', vatRateBasisPoints: 0, vatCents: 0 })),
    );
    expect(exported.text[0]).toContain(
      'VAT exempt: export of goods outside the EU, art. 21 Ley 37/1992 del IVA',
    );
    expect(exported.text[0]).toContain('VAT 0%');

    const eu = await extract(await renderInvoicePdf(invoice('en', { vatTreatment: 'eu' })));
    expect(eu.text[0]).toContain('EU distance sale to a consumer');
    expect(eu.text[0]).not.toContain('export of goods');
  });

  it('renders an Arabic invoice right to left with shaped text that extracts as the right Unicode', async () => {
    const doc = invoice('ar', { vatTreatment: 'export', vatRateBasisPoints: 0, vatCents: 0 });
    const { pages, text } = await extract(await renderInvoicePdf(doc));
    const page = text[0] ?? '';
    // Arabic words come back letter for letter (dotted letters share dotless bodies in the
    // font; each glyph maps to its own characters).
    for (const word of [
      'فاتورة',
      'الإجمالي',
      'المجموع الفرعي',
      'الشحن',
      'الكمية',
      'المبلغ',
      'أحمد المنصوري',
    ]) {
      expect(page).toContain(word);
    }
    expect(page).toContain('تصدير سلع إلى خارج الاتحاد الأوروبي');
    // Codes stay whole; amounts use Western digits like formatEuros (docs/decisions/011-digits.md).
    expect(page).toContain('2026-000042');
    expect(page).toContain('P123456');
    expect(page).toContain(BUSINESS.taxId);
    expect(page).toContain('SPRING10');
    const total = formatEuros(doc.totalCents, 'ar').replace(/[^\d.,]/g, '');
    expect(total).toBe('1,386.80');
    expect(page).toContain(total);
    expect(page).not.toMatch(/[\u0660-\u0669]/);

    // Right to left: on the title line the number sits left of the word "فاتورة", and the
    // title is on the left half of the page while the shop's name is on the right.
    const items = pages[0] ?? [];
    const title = items.find((i) => i.str.includes('فاتورة') && !i.str.includes('إلى'));
    const number = items.find((i) => i.str.includes('2026-000042') && Math.abs(i.y - (title?.y ?? 0)) < 2);
    expect(title).toBeDefined();
    expect(number).toBeDefined();
    expect(number?.x ?? 0).toBeLessThan(title?.x ?? 0);
    const brand = items.find((i) => i.str === BUSINESS.brandName);
    expect(brand?.x ?? 0).toBeGreaterThan(300);
    expect(title?.x ?? 600).toBeLessThan(300);
  });

  it('paginates long invoices and repeats the table header', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { text } = await extract(await renderInvoicePdf(invoice(lang, {}, 60)));
      expect(text.length).toBeGreaterThanOrEqual(2);
      const header = lang === 'en' ? 'Unit price' : 'سعر الوحدة';
      for (const page of text) expect(page).toContain(header);
      const last = text[text.length - 1] ?? '';
      expect(last).toContain(lang === 'en' ? '€1,386.80' : '1,386.80');
      if (lang === 'en') {
        expect(text[1]).toContain(`Page 2 of ${text.length}`);
        expect(text[1]).toContain('PVC banner 510 g no. 60'.slice(0, 10));
      }
    }
  });

  it('prints the buyer company, its tax id and invoice address, and the reverse-charge note', async () => {
    const company = {
      name: 'Imprimerie Dupont SARL',
      taxId: 'FR40303265045',
      addressLines: ['12 rue de la Paix', '75002 Paris', 'France'],
    };
    const en = await extract(
      await renderInvoicePdf(
        invoice('en', {
          vatTreatment: 'eu',
          vatRateBasisPoints: 0,
          vatCents: 0,
          company,
          reverseCharge: true,
        }),
      ),
    );
    const page = en.text[0] ?? '';
    expect(page).toContain('Imprimerie Dupont SARL');
    expect(page).toContain('Tax ID: FR40303265045');
    expect(page).toContain('12 rue de la Paix');
    expect(page).toContain('75002 Paris');
    expect(page).toContain(
      'Reverse charge: VAT to be accounted for by the recipient, Art. 196 Directive 2006/112/EC.',
    );
    expect(page).not.toContain('EU distance sale to a consumer');

    const ar = await extract(
      await renderInvoicePdf(
        invoice('ar', {
          vatTreatment: 'eu',
          vatRateBasisPoints: 0,
          vatCents: 0,
          company,
          reverseCharge: true,
        }),
      ),
    );
    expect(ar.text[0]).toContain('احتساب عكسي');
    expect(ar.text[0]).toContain('FR40303265045');
    expect(ar.text[0]).toContain('2006/112/EC');
  });
});
