import { type Lang, numberLocale, textDirection } from '@shop/shared';
import { MIN_ARTWORK_DPI } from '@shop/shared/artwork';
import {
  EDGES,
  type FinishingLayout,
  formatCm,
  type LayoutFacts,
  layoutFacts,
  type Rect,
} from '@shop/shared/finishing-layout';
import { type TemplateLabelKey, templateLabel } from './labels';

/**
 * Everything one artwork template draws, in plain data: made in the request's thread, drawn
 * as SVG there or as PDF on a worker thread (docs/decisions/049-finishing-layout-and-templates.md).
 */
export type TemplateDocument = {
  lang: Lang;
  rtl: boolean;
  productSlug: string;
  productTitle: string;
  layout: FinishingLayout;
  facts: LayoutFacts;
  /** Layer id → label in the request's language, in drawing order (bottom first). */
  layers: { id: LayerId; label: string }[];
  /** The slug's lines: title first, then the facts and the guidelines. */
  lines: string[];
  /** 1 for true size; 10 when the true size would pass the PDF page limit (200 inches). */
  scaleFactor: number;
  fileName: string;
};

export const LAYER_IDS = [
  'artwork',
  'bleed',
  'trim',
  'safe',
  'hems',
  'pockets',
  'panels',
  'eyelets',
  'hardware',
  'guides',
] as const;
export type LayerId = (typeof LAYER_IDS)[number];

/** Largest PDF page side (ISO 32000: 14,400 units of 1/72 in), in cm. */
export const PDF_MAX_PAGE_CM = 508;

/** Around the drawing (physical cm on the page, whatever the scale). */
export const SLUG_CM = 2;
/** The narrowest page, so the slug's text has room beside a small print (A4's width). */
export const MIN_PAGE_WIDTH_CM = 21;
/** Room kept under the drawing for the slug's text, per line (physical cm). */
export const LINE_CM = 0.55;

/** The drawing's extent in layout cm: bleed and any hardware around the trim. */
export function drawingBounds(layout: FinishingLayout): Rect {
  let minX = -layout.bleed.left;
  let minY = -layout.bleed.top;
  let maxX = layout.trim.width + layout.bleed.right;
  let maxY = layout.trim.height + layout.bleed.bottom;
  for (const part of layout.hardware?.parts ?? []) {
    minX = Math.min(minX, part.x);
    minY = Math.min(minY, part.y);
    maxX = Math.max(maxX, part.x + part.width);
    maxY = Math.max(maxY, part.y + part.height);
  }
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/**
 * 1 when the page at true size fits the PDF limit, else 10 (the shop's guideline allows 1:10
 * for very large formats), else 100. The SVG uses the same scale so both files match.
 */
export function scaleFactorFor(layout: FinishingLayout, slugLines: number): number {
  const bounds = drawingBounds(layout);
  for (const factor of [1, 10, 100]) {
    const width = Math.max(bounds.width / factor + 2 * SLUG_CM, MIN_PAGE_WIDTH_CM);
    const height = bounds.height / factor + 3 * SLUG_CM + slugLines * LINE_CM * 2;
    if (width <= PDF_MAX_PAGE_CM && height <= PDF_MAX_PAGE_CM) return factor;
  }
  return 1000;
}

function joinEdges(lang: Lang, edges: readonly string[]): string {
  const names = EDGES.filter((e) => edges.includes(e)).map((e) =>
    templateLabel(lang, `edge.${e}` as TemplateLabelKey),
  );
  if (names.length <= 1) return names.join('');
  const last = names.pop();
  const and = templateLabel(lang, 'and');
  return lang === 'ar' ? `${names.join('، ')} ${and}${last}` : `${names.join(', ')} ${and} ${last}`;
}

export function buildTemplateDocument(input: {
  lang: Lang;
  productSlug: string;
  productTitle: string;
  layout: FinishingLayout;
}): TemplateDocument {
  const { lang, layout } = input;
  const facts = layoutFacts(layout);
  const number = new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 });
  const cm = (value: number) => number.format(value);
  const label = (key: TemplateLabelKey, params: Record<string, string | number> = {}) =>
    templateLabel(lang, key, params);

  const lines = [label('title', { product: input.productTitle })];
  lines.push(
    label('size', {
      width: cm(facts.widthCm),
      height: cm(facts.heightCm),
      bleed: cm(facts.bleedCm),
      safe: cm(facts.safeCm),
    }),
  );
  if (facts.panelCount > 1) {
    lines.push(
      label('panels', {
        count: facts.panelCount,
        widths: facts.panelWidthsCm.map(cm).join(' + '),
        overlap: cm(facts.overlapCm),
      }),
    );
  }
  if (facts.eyelets) {
    lines.push(
      facts.eyelets.spacingCm === null
        ? label('eyeletsCorners', { count: facts.eyelets.count, inset: cm(layout.eyelets?.inset ?? 0) })
        : label('eyelets', {
            count: facts.eyelets.count,
            spacing: cm(facts.eyelets.spacingCm),
            actual: cm(facts.eyelets.actualSpacingCm),
            inset: cm(layout.eyelets?.inset ?? 0),
          }),
    );
  }
  if (facts.hemCm !== null) lines.push(label('hems', { width: cm(facts.hemCm) }));
  if (facts.polePockets) {
    lines.push(
      label('pockets', {
        depth: cm(facts.polePockets.depthCm),
        edges: joinEdges(lang, facts.polePockets.edges),
      }),
    );
  }
  if (facts.doubleSided) lines.push(label('doubleSided'));
  if (facts.hardware) {
    lines.push(label('hardware', { kind: label(`hardware.${facts.hardware}` as TemplateLabelKey) }));
  }
  lines.push(label('colour', { dpi: MIN_ARTWORK_DPI }));
  const scaleFactor = scaleFactorFor(layout, lines.length + 2);
  lines.push(scaleFactor === 1 ? label('scaleTrue') : label('scaleReduced', { factor: scaleFactor }));
  lines.push(label('legend'));

  const present: Record<LayerId, boolean> = {
    artwork: true,
    bleed: true,
    trim: true,
    safe: true,
    hems: layout.hems !== null,
    pockets: layout.polePockets.length > 0,
    panels: layout.panels !== null,
    eyelets: layout.eyelets !== null,
    hardware: layout.hardware !== null,
    guides: true,
  };
  return {
    lang,
    rtl: textDirection(lang) === 'rtl',
    productSlug: input.productSlug,
    productTitle: input.productTitle,
    layout,
    facts,
    layers: LAYER_IDS.filter((id) => present[id]).map((id) => ({
      id,
      label: label(`layer.${id}` as TemplateLabelKey),
    })),
    lines,
    scaleFactor,
    fileName: `template-${input.productSlug}-${formatCm(facts.widthCm)}x${formatCm(facts.heightCm)}cm`,
  };
}
