/**
 * Design files a customer may attach (docs/product.md#uploads): the same list for the
 * browser's checks before sending and the server's checks by content.
 */
export const ARTWORK_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'tif',
  'tiff',
  'svg',
  'ai',
  'eps',
  'zip',
] as const;

/** The `accept` attribute of a file input for artwork. */
export const ARTWORK_ACCEPT = ARTWORK_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** Default per-file limit in MB (the server's MAX_UPLOAD_MB setting may differ). */
export const DEFAULT_MAX_UPLOAD_MB = 100;

/** Effective resolution under which raster artwork gets a warning (dots per inch at print size). */
export const MIN_ARTWORK_DPI = 150;

export function artworkExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function isArtworkFileName(fileName: string): boolean {
  return (ARTWORK_EXTENSIONS as readonly string[]).includes(artworkExtension(fileName));
}
