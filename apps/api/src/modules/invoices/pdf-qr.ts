import QRCode from 'qrcode';
import type { InvoiceWriter } from './pdf';

/** 35 mm in points: AEAT asks for a QR between 30 and 40 mm wide. */
export const QR_SIZE = (35 / 25.4) * 72;

/**
 * AEAT's tax QR at the top of the first page (Orden HAC/1177/2024 art. 20-21,
 * docs/decisions/041-verifactu-records.md): "QR tributario:" above the code, the code with
 * error correction M drawn as filled squares (vector, no raster image), "VERI*FACTU" and the
 * legend under it. These texts are legal wording, in Spanish whatever the invoice's language.
 */
export function drawVerifactuQr(writer: InvoiceWriter, url: string): void {
  const { doc } = writer;
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  // The symbol itself is QR_SIZE wide; its quiet zone (4 modules) is the blank page around it.
  const cell = QR_SIZE / modules.size;
  const quiet = 4 * cell;
  const width = writer.pageContent;
  const left = (doc.page.width - QR_SIZE) / 2;
  const label = { size: 9, weight: 700 as const };
  const legend = { size: 8 };

  let y = writer.y;
  y += writer.paragraph('QR tributario:', 0, width, label, { y, align: 'center', direction: 'ltr' });
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(col, row)) {
        doc.rect(left + col * cell, y + quiet + row * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
  y += QR_SIZE + 2 * quiet;
  y += writer.paragraph('VERI*FACTU', 0, width, label, { y, align: 'center', direction: 'ltr' });
  y += writer.paragraph('Factura verificable en la sede electrónica de la AEAT', 0, width, legend, {
    y,
    align: 'center',
    direction: 'ltr',
  });
  writer.y = y + 10;
}
