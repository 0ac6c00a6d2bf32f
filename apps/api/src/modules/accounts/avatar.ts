import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/errors';
import { loadSharp } from '../../lib/sharp';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE_PX = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Refuses decompression bombs before any pixel is decoded (about 8000 × 5000). */
const MAX_INPUT_PIXELS = 40_000_000;
const KEY_PATTERN = /^[0-9a-f]{32}$/;

export function avatarUrl(key: string | null): string | null {
  return key ? `/api/avatars/${key}` : null;
}

export function isAvatarKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function avatarPath(uploadDir: string, key: string): string {
  return path.join(uploadDir, 'avatars', `${key}.webp`);
}

/**
 * Checks the picture by its content (what sharp can decode, not its name or declared type),
 * turns it upright, crops it to a 512 px square WebP and drops every metadata block
 * (EXIF with GPS position, camera serials, ICC profiles): sharp writes none unless asked.
 */
export async function processAvatar(input: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw new AppError('unsupported_media_type', 'accounts.imageInvalid');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw new AppError('unsupported_media_type', 'accounts.imageInvalid');
  }
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // Truncated or corrupt pixel data that still had a readable header.
    throw new AppError('unsupported_media_type', 'accounts.imageInvalid');
  }
}

/** Stores a processed picture under a new random key (128 bits) and returns the key. */
export async function storeAvatar(uploadDir: string, webp: Buffer): Promise<string> {
  const key = randomBytes(16).toString('hex');
  const file = avatarPath(uploadDir, key);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, webp, { flag: 'wx' });
  return key;
}

export async function removeAvatar(uploadDir: string, key: string | null): Promise<void> {
  if (!key || !isAvatarKey(key)) return;
  await fs.rm(avatarPath(uploadDir, key), { force: true });
}

export async function readAvatar(uploadDir: string, key: string): Promise<Buffer | null> {
  if (!isAvatarKey(key)) return null;
  return fs.readFile(avatarPath(uploadDir, key)).catch(() => null);
}
