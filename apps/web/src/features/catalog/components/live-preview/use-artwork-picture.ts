import { useEffect, useState } from 'react';
import type { ChosenArtwork } from '../../../../components/artwork/use-artwork-choice';

/** Pictures above this many pixels are not drawn in the page (decoding one takes hundreds of MB). */
const MAX_PICTURE_PIXELS = 80_000_000;

/** Formats the browser draws itself; a PDF's first page is drawn by pdf.js. */
const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'svg'];

export type PictureProblem = 'type' | 'tooLarge' | 'timeout' | 'unreadable';

export type ArtworkPicture =
  | { state: 'none' }
  | { state: 'loading'; key: string }
  | { state: 'ready'; key: string; url: string; width: number; height: number; kind: 'image' | 'pdf' }
  | { state: 'failed'; key: string; reason: PictureProblem };

/** Whether the preview can try to draw a file of this extension. */
export function canPicture(extension: string): boolean {
  return extension === 'pdf' || PICTURE_EXTENSIONS.includes(extension);
}

async function pictureOf(
  artwork: ChosenArtwork,
  signal: AbortSignal,
): Promise<Exclude<ArtworkPicture, { state: 'none' | 'loading' }>> {
  const key = artwork.key;
  if (artwork.extension === 'pdf') {
    const { renderPdfFirstPage } = await import('../../lib/pdf-first-page');
    const rendered = await renderPdfFirstPage(artwork.file, signal);
    if (!rendered.ok) return { state: 'failed', key, reason: rendered.reason };
    const { url, widthPt, heightPt } = rendered.picture;
    return { state: 'ready', key, url, width: widthPt, height: heightPt, kind: 'pdf' };
  }
  if (!PICTURE_EXTENSIONS.includes(artwork.extension)) return { state: 'failed', key, reason: 'type' };
  const known = artwork.preflight?.kind === 'raster' ? artwork.preflight : null;
  if (known && known.widthPx * known.heightPx > MAX_PICTURE_PIXELS) {
    return { state: 'failed', key, reason: 'tooLarge' };
  }
  const url = URL.createObjectURL(artwork.file);
  try {
    // Decoded off the main thread; also tells a file that only looks like a picture.
    const image = new Image();
    image.src = url;
    await image.decode();
    const width = image.naturalWidth;
    const height = image.naturalHeight;
    if (!(width > 0 && height > 0)) throw new Error('no size');
    if (width * height > MAX_PICTURE_PIXELS) throw new RangeError('too large');
    return { state: 'ready', key, url, width, height, kind: 'image' };
  } catch (error) {
    URL.revokeObjectURL(url);
    return { state: 'failed', key, reason: error instanceof RangeError ? 'tooLarge' : 'unreadable' };
  }
}

/**
 * The picture of one chosen artwork file for the drawing: an object URL of the picture itself
 * or of its PDF's first page, revoked when the file changes, is removed or the preview goes.
 */
export function useArtworkPicture(artwork: ChosenArtwork | null): ArtworkPicture {
  const [picture, setPicture] = useState<ArtworkPicture>({ state: 'none' });
  // The preflight arriving later gives a new object for the same file: the key is what counts.
  const key = artwork?.key ?? null;
  const [current, setCurrent] = useState(artwork);
  if (artwork?.key !== current?.key) setCurrent(artwork);

  useEffect(() => {
    if (!current) {
      setPicture({ state: 'none' });
      return;
    }
    const controller = new AbortController();
    let made: string | null = null;
    setPicture({ state: 'loading', key: current.key });
    void pictureOf(current, controller.signal).then(
      (result) => {
        if (result.state === 'ready') made = result.url;
        if (controller.signal.aborted) {
          if (made) URL.revokeObjectURL(made);
          return;
        }
        setPicture(result);
      },
      () => {
        if (!controller.signal.aborted)
          setPicture({ state: 'failed', key: current.key, reason: 'unreadable' });
      },
    );
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [current]);

  if (key === null) return { state: 'none' };
  // Between a new file and its effect, the last file's picture must not show as this one's.
  if (picture.state === 'none' || picture.key !== key) return { state: 'loading', key };
  return picture;
}
