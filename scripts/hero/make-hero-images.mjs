/**
 * Renders the home page's hero picture (hero-scene.svg: a roll-up stand, a hung PVC banner
 * with eyelets and a feather flag in a showroom) into the responsive files the hero serves
 * from apps/web/public/images/hero. Run after editing the scene:
 *   node scripts/hero/make-hero-images.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const here = import.meta.dirname;
const out = path.resolve(here, '../../apps/web/public/images/hero');
/** The widths the hero's srcset lists (apps/web/src/features/home/components/hero-picture.tsx). */
const WIDTHS = [480, 760, 960, 1280];

fs.mkdirSync(out, { recursive: true });
const svg = fs.readFileSync(path.join(here, 'hero-scene.svg'));
for (const width of WIDTHS) {
  const density = (72 * width) / 960;
  const base = sharp(svg, { density }).resize({ width });
  const webp = await base.clone().webp({ quality: 78, effort: 6 }).toBuffer();
  const avif = await base.clone().avif({ quality: 55, effort: 6 }).toBuffer();
  fs.writeFileSync(path.join(out, `banner-showroom-${width}.webp`), webp);
  fs.writeFileSync(path.join(out, `banner-showroom-${width}.avif`), avif);
  console.info(
    `${width}w: webp ${(webp.length / 1024).toFixed(1)} KiB, avif ${(avif.length / 1024).toFixed(1)} KiB`,
  );
}
