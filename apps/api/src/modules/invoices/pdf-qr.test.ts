import { describe, expect, it } from 'vitest';
import { decodeQrOnFirstPage } from '../../test/pdf-qr-decode';
import { type InvoiceDocument, renderInvoicePdf } from './pdf';

const url =
  'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B29000000&numserie=2026-000042&fecha=05-03-2026&importe=1386.80';

function invoice(lang: InvoiceDocument['lang'], qr?: { url: string }): InvoiceDocument {
  return {
    lang,
    number: '2026-000042',
    issuedAt: new Date('2026-03-05T10:00:00Z'),
    orderCode: 'P123456',
    customer: { name: 'Ana García', email: 'ana@example.com', phone: '', address: null, country: 'Spain' },
    lines: [{ title: 'PVC banner', details: '', quantity: 1, unitCents: 114612, totalCents: 114612 }],
    subtotalCents: 114612,
    discountCents: 0,
    couponCode: null,
    shippingCents: 0,
    vatRateBasisPoints: 2100,
    vatCents: 24068,
    totalCents: 138680,
    vatTreatment: 'es',
    payment: null,
    ...(qr ? { qr } : {}),
  };
}

describe('the VERI*FACTU QR on the invoice PDF', () => {
  it.each(['en', 'ar', 'es'] as const)(
    'decodes to the invoice URL from the rendered page (%s)',
    async (lang) => {
      const pdf = await renderInvoicePdf(invoice(lang, { url }));
      const code = await decodeQrOnFirstPage(pdf);
      expect(code?.text).toBe(url);
      // AEAT: between 30 and 40 mm.
      expect(code?.widthMm).toBeGreaterThanOrEqual(30);
      expect(code?.widthMm).toBeLessThanOrEqual(40);
      expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    },
    30_000,
  );

  it('is absent without a record', async () => {
    expect(await decodeQrOnFirstPage(await renderInvoicePdf(invoice('en')))).toBeNull();
  }, 30_000);
});
