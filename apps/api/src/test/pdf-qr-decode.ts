import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Reads the QR code on a PDF's first page as a phone would see the printed page: poppler's
 * pdftoppm (Debian's poppler-utils, installed by .ci/run) rasterises the page at 150 dpi and
 * jsQR decodes the pixels. Null when no code is found.
 */
const DPI = 150;

export async function decodeQrOnFirstPage(pdf: Buffer): Promise<{ text: string; widthMm: number } | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qr-'));
  try {
    fs.writeFileSync(path.join(dir, 'doc.pdf'), pdf);
    execFileSync(
      'pdftoppm',
      ['-png', '-r', String(DPI), '-f', '1', '-l', '1', '-singlefile', 'doc.pdf', 'page'],
      {
        cwd: dir,
        timeout: 30_000,
      },
    );
    const { data, info } = await sharp(path.join(dir, 'page.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const code = jsQR(
      new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      info.width,
      info.height,
    );
    if (!code?.data) return null;
    const { topLeftCorner: a, topRightCorner: b } = code.location;
    return { text: code.data, widthMm: (Math.hypot(b.x - a.x, b.y - a.y) / DPI) * 25.4 };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
