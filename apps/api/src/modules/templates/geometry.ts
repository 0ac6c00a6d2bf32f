import type { Rect } from '@shop/shared/finishing-layout';
import { drawingBounds, MIN_PAGE_WIDTH_CM, SLUG_CM, type TemplateDocument } from './document';

/** Where things go on the page, in physical cm from the page's top-left corner. */
export type PageGeometry = {
  width: number;
  height: number;
  /** Page cm per layout cm (1, or 1/10 for very large formats). */
  scale: number;
  /** Where the layout's origin (the trim's top-left corner) falls on the page. */
  originX: number;
  originY: number;
  /** The slug's text block. */
  text: Rect;
  /** Text sizes are `TEXT_PT` times this: larger on a wide page, so it reads when the page is fitted to a screen. */
  textScale: number;
};

/** 1 up to an 80 cm page, growing with the page's width, at most 6 (54 pt body text). */
export function textScaleFor(pageWidthCm: number): number {
  return Math.min(6, Math.max(1, pageWidthCm / 80));
}

/** Lays the page out around the drawing, with `textHeight` cm of slug text under it. */
export function pageGeometry(
  document: TemplateDocument,
  textHeight: (width: number, textScale: number) => number,
): PageGeometry {
  const scale = 1 / document.scaleFactor;
  const bounds = drawingBounds(document.layout);
  const drawWidth = bounds.width * scale;
  const drawHeight = bounds.height * scale;
  const width = Math.max(drawWidth + 2 * SLUG_CM, MIN_PAGE_WIDTH_CM);
  const textWidth = width - 2 * SLUG_CM;
  const textTop = SLUG_CM + drawHeight + SLUG_CM;
  const textScale = textScaleFor(width);
  const height = textTop + textHeight(textWidth, textScale) + SLUG_CM;
  return {
    width,
    height,
    scale,
    originX: (width - drawWidth) / 2 - bounds.x * scale,
    originY: SLUG_CM - bounds.y * scale,
    text: { x: SLUG_CM, y: textTop, width: textWidth, height: height - textTop - SLUG_CM },
    textScale,
  };
}

/** Mark colours, as CMYK percentages (the PDF) and their screen equivalents (the SVG). */
export const MARK = {
  trim: { cmyk: [0, 100, 0, 0], rgb: '#e4007c' },
  bleed: { cmyk: [100, 0, 0, 0], rgb: '#009fe3' },
  safe: { cmyk: [80, 0, 100, 0], rgb: '#00a04a' },
  weld: { cmyk: [0, 100, 100, 0], rgb: '#e30613' },
  finishing: { cmyk: [0, 50, 100, 0], rgb: '#f29100' },
  panel: { cmyk: [60, 40, 0, 40], rgb: '#3d5a99' },
  hardware: { cmyk: [0, 0, 0, 55], rgb: '#737373' },
  text: { cmyk: [0, 0, 0, 100], rgb: '#1f2328' },
} as const satisfies Record<string, { cmyk: [number, number, number, number]; rgb: string }>;

/** Line widths in physical cm, whatever the scale. */
export const LINE = { mark: 0.05, fine: 0.03 } as const;
/** Body text size in points, the title's a little larger. */
export const TEXT_PT = { body: 9, title: 13 } as const;
export const PT_PER_CM = 72 / 2.54;
