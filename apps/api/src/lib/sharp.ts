import type SharpType from 'sharp';

let loaded: Promise<typeof SharpType> | undefined;

/**
 * sharp (libvips) on first use, not at start-up: it adds ~20 MB to a process that may never
 * see a picture. Its operation cache is off (each upload is decoded once, so the cache only
 * holds memory) and one picture is processed at a time per call (the API has other work).
 */
export function loadSharp(): Promise<typeof SharpType> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loaded;
}
