import type { FinishingLayout } from '@shop/shared/finishing-layout';
import type { LayerId, TemplateDocument } from './document';
import { LINE, MARK, type PageGeometry, PT_PER_CM, pageGeometry, TEXT_PT } from './geometry';

/**
 * The template as SVG: page in real cm (1:1, or 1:10 beyond the PDF page limit, as the PDF),
 * one Inkscape layer per mark kind (`<g inkscape:groupmode="layer">`), which Illustrator and
 * Affinity also open as layers. Text is left to the viewer's fonts (Noto first).
 */
const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const n = (value: number) => String(Math.round(value * 10_000) / 10_000);

/** A greedy word wrap by an average glyph width: the SVG has no font metrics to hand. */
function wrap(text: string, widthCm: number, sizePt: number): string[] {
  const perLine = Math.max(10, Math.floor(widthCm / ((sizePt / PT_PER_CM) * 0.52)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && candidate.length > perLine) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

const lineHeightCm = (sizePt: number) => (sizePt * 1.45) / PT_PER_CM;

function textBlocks(document: TemplateDocument, width: number, textScale: number) {
  return document.lines.map((text, index) => {
    const size = (index === 0 ? TEXT_PT.title : TEXT_PT.body) * textScale;
    return { size, lines: wrap(text, width, size) };
  });
}

function layerContent(id: LayerId, layout: FinishingLayout, stroke: (cm: number) => number): string {
  const { width, height } = layout.trim;
  const mark = LINE.mark;
  switch (id) {
    case 'artwork':
      return '';
    case 'bleed': {
      const b = layout.bleed;
      const outer = `M${n(-b.left)} ${n(-b.top)}H${n(width + b.right)}V${n(height + b.bottom)}H${n(-b.left)}Z`;
      const inner = `M0 0V${n(height)}H${n(width)}V0Z`;
      return `<path d="${outer}${inner}" fill="${MARK.bleed.rgb}" fill-opacity="0.12" fill-rule="evenodd" stroke="${MARK.bleed.rgb}" stroke-width="${n(stroke(LINE.fine))}"/>`;
    }
    case 'trim':
      return `<rect x="0" y="0" width="${n(width)}" height="${n(height)}" fill="none" stroke="${MARK.trim.rgb}" stroke-width="${n(stroke(mark))}"/>`;
    case 'safe': {
      const s = layout.safeArea;
      return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.width)}" height="${n(s.height)}" fill="none" stroke="${MARK.safe.rgb}" stroke-width="${n(stroke(mark))}" stroke-dasharray="${n(stroke(0.4))} ${n(stroke(0.2))}"/>`;
    }
    case 'hems': {
      const h = layout.hems;
      if (!h) return '';
      return `<rect x="${n(h.left)}" y="${n(h.top)}" width="${n(width - h.left - h.right)}" height="${n(height - h.top - h.bottom)}" fill="none" stroke="${MARK.finishing.rgb}" stroke-width="${n(stroke(LINE.fine))}" stroke-dasharray="${n(stroke(0.3))} ${n(stroke(0.15))}"/>`;
    }
    case 'pockets':
      return layout.polePockets
        .map(
          (p) =>
            `<rect data-edge="${p.edge}" x="${n(p.rect.x)}" y="${n(p.rect.y)}" width="${n(p.rect.width)}" height="${n(p.rect.height)}" fill="${MARK.finishing.rgb}" fill-opacity="0.18" stroke="${MARK.finishing.rgb}" stroke-width="${n(stroke(LINE.fine))}"/>`,
        )
        .join('');
    case 'panels': {
      const pieces = (layout.panels?.pieces ?? []).map(
        (p) =>
          `<rect data-column="${p.column}" data-row="${p.row}" x="${n(p.x)}" y="${n(p.y)}" width="${n(p.width)}" height="${n(p.height)}" fill="none" stroke="${MARK.panel.rgb}" stroke-width="${n(stroke(LINE.fine))}" stroke-dasharray="${n(stroke(0.2))} ${n(stroke(0.2))}"/>`,
      );
      const welds = layout.welds.map((w) => {
        const [from, to] = w.overlap;
        const strip =
          w.orientation === 'vertical'
            ? `x="${n(from)}" y="0" width="${n(to - from)}" height="${n(height)}"`
            : `x="0" y="${n(from)}" width="${n(width)}" height="${n(to - from)}"`;
        const line =
          w.orientation === 'vertical'
            ? `x1="${n(w.at)}" y1="${n(-layout.bleed.top)}" x2="${n(w.at)}" y2="${n(height + layout.bleed.bottom)}"`
            : `x1="${n(-layout.bleed.left)}" y1="${n(w.at)}" x2="${n(width + layout.bleed.right)}" y2="${n(w.at)}"`;
        return `<g class="weld" data-at="${n(w.at)}"><rect ${strip} fill="${MARK.weld.rgb}" fill-opacity="0.2"/><line ${line} stroke="${MARK.weld.rgb}" stroke-width="${n(stroke(mark))}"/></g>`;
      });
      return [...pieces, ...welds].join('');
    }
    case 'eyelets':
      return (layout.eyelets?.positions ?? [])
        .map((p) => {
          const r = (layout.eyelets?.diameter ?? 1) / 2;
          return `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(r)}" fill="none" stroke="${MARK.finishing.rgb}" stroke-width="${n(stroke(mark))}"/><path d="M${n(p.x - r)} ${n(p.y)}H${n(p.x + r)}M${n(p.x)} ${n(p.y - r)}V${n(p.y + r)}" stroke="${MARK.finishing.rgb}" stroke-width="${n(stroke(LINE.fine))}"/>`;
        })
        .join('');
    case 'hardware':
      return (layout.hardware?.parts ?? [])
        .map(
          (p) =>
            `<rect data-part="${p.part}" x="${n(p.x)}" y="${n(p.y)}" width="${n(p.width)}" height="${n(p.height)}" fill="none" stroke="${MARK.hardware.rgb}" stroke-width="${n(stroke(mark))}" stroke-dasharray="${n(stroke(0.5))} ${n(stroke(0.25))}"/>`,
        )
        .join('');
    default:
      return '';
  }
}

function guides(document: TemplateDocument, page: PageGeometry): string {
  const blocks = textBlocks(document, page.text.width, page.textScale);
  const x = document.rtl ? page.text.x + page.text.width : page.text.x;
  // With the root's direction="rtl", "start" is the right end of each line.
  const anchor = 'start';
  let y = page.text.y;
  const out: string[] = [];
  for (const block of blocks) {
    for (const line of block.lines) {
      y += lineHeightCm(block.size);
      out.push(
        `<text x="${n(x)}" y="${n(y)}" font-size="${n(block.size / PT_PER_CM)}" text-anchor="${anchor}" fill="${MARK.text.rgb}"${block === blocks[0] ? ' font-weight="700"' : ''}>${escapeXml(line)}</text>`,
      );
    }
  }
  return out.join('');
}

export function renderTemplateSvg(document: TemplateDocument): string {
  const page = pageGeometry(document, (width, textScale) =>
    textBlocks(document, width, textScale).reduce((sum, b) => sum + b.lines.length * lineHeightCm(b.size), 0),
  );
  // Marks are drawn in layout cm; widths are asked for in page cm.
  const stroke = (cm: number) => cm / page.scale;
  const transform = `translate(${n(page.originX)} ${n(page.originY)}) scale(${n(page.scale)})`;
  const layers = document.layers.map(({ id, label }) => {
    const content = id === 'guides' ? guides(document, page) : layerContent(id, document.layout, stroke);
    const placed = id === 'guides' ? '' : ` transform="${transform}"`;
    return `<g id="${id}" inkscape:groupmode="layer" inkscape:label="${escapeXml(label)}"${placed}>${content}</g>`;
  });
  const direction = document.rtl ? ' direction="rtl"' : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="${n(page.width)}cm" height="${n(page.height)}cm" viewBox="0 0 ${n(page.width)} ${n(page.height)}" xml:lang="${document.lang}"${direction} font-family="'Noto Sans', 'Noto Sans Arabic', Arial, sans-serif" data-scale="1:${document.scaleFactor}">`,
    `<title>${escapeXml(document.lines[0] ?? '')}</title>`,
    ...layers,
    '</svg>',
  ].join('\n');
}
