/**
 * Catalogue pictures uploaded by staff: decoded and re-encoded by sharp (so only real PNG,
 * JPEG or WebP pixels get through, with every metadata block dropped), at most 1600 px on
 * the longer side, stored as WebP under `<uploadDir>/media/<32 hex>.webp` and served
 * publicly at `/media/<key>.webp`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors';
import { loadSharp } from '../../lib/sharp';

export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;
export const MEDIA_MAX_SIDE_PX = 1600;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);
/** Refuses decompression bombs before any pixel is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const FILE_NAME = /^([0-9a-f]{32})\.webp$/;

export type StoredImage = { key: string; url: string; width: number; height: number; size: number };

function mediaPath(uploadDir: string, key: string): string {
  return path.join(uploadDir, 'media', `${key}.webp`);
}

/** Re-encodes a picture to WebP, upright, at most 1600 px wide or high. */
export async function processImage(input: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AppError('unsupported_media_type', 'admin.imageInvalid');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('unsupported_media_type', 'admin.imageInvalid');
  }
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(MEDIA_MAX_SIDE_PX, MEDIA_MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('unsupported_media_type', 'admin.imageInvalid');
  }
}

export async function storeImage(
  uploadDir: string,
  image: { data: Buffer; width: number; height: number },
): Promise<StoredImage> {
  const key = randomBytes(16).toString('hex');
  const file = mediaPath(uploadDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, image.data, { flag: 'wx' });
  return {
    key,
    url: `/media/${key}.webp`,
    width: image.width,
    height: image.height,
    size: image.data.length,
  };
}

export async function removeImage(uploadDir: string, key: string): Promise<void> {
  await fs.rm(mediaPath(uploadDir, key), { force: true });
}

/** A stored picture by its public file name (`<key>.webp`); null for anything else. */
export async function readImage(uploadDir: string, fileName: string): Promise<Buffer | null> {
  const key = FILE_NAME.exec(fileName)?.[1];
  if (!key) return null;
  return fs.readFile(mediaPath(uploadDir, key)).catch(() => null);
}
