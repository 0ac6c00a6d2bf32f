import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors';
import { loadSharp } from '../../lib/sharp';

/** A logo file may be at most this big before it is re-encoded. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Re-encoded to fit this box: enough for print at the packing list's size, small in a PDF. */
export const LOGO_MAX_WIDTH_PX = 800;
export const LOGO_MAX_HEIGHT_PX = 400;
/** Only raster formats pdfkit can embed after re-encoding; SVG is refused (scripts, external references). */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Refuses decompression bombs before any pixel is decoded. */
const MAX_INPUT_PIXELS = 25_000_000;
const KEY_PATTERN = /^[0-9a-f]{64}$/;

export function isLogoKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function logoUrl(key: string | null): string | null {
  return key ? `/api/brand-logos/${key}.png` : null;
}

function logoPath(uploadDir: string, key: string): string {
  return path.join(uploadDir, 'brand-logos', `${key}.png`);
}

/**
 * Checks the picture by its content (what sharp decodes, never the name or declared type),
 * turns it upright, fits it in 800 × 400 px and writes a PNG without metadata. Runs on the
 * worker pool (decision 026).
 */
export async function processLogo(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AppError('unsupported_media_type', 'brand.logoInvalid');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('unsupported_media_type', 'brand.logoInvalid');
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(LOGO_MAX_WIDTH_PX, LOGO_MAX_HEIGHT_PX, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw new AppError('unsupported_media_type', 'brand.logoInvalid');
  }
}

/** Stores a processed logo under its content hash (the same logo twice is one file). */
export async function storeLogo(uploadDir: string, png: Buffer): Promise<string> {
  const key = createHash('sha256').update(png).digest('hex');
  const file = logoPath(uploadDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, png, { flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return key;
}

export async function readLogo(uploadDir: string, key: string | null): Promise<Buffer | null> {
  if (!key || !isLogoKey(key)) return null;
  return fs.readFile(logoPath(uploadDir, key)).catch(() => null);
}
