import type { FinishingLayout, Rect } from '@shop/shared/finishing-layout';
import PDFDocument from 'pdfkit';
import { registerDocumentFonts, TextEngine, type TextStyle } from '../invoices';
import type { LayerId, TemplateDocument } from './document';
import { LINE, MARK, type PageGeometry, PT_PER_CM, pageGeometry, TEXT_PT } from './geometry';

/**
 * The template as PDF: one page of the trimmed size plus bleed and slug, at 1:1 (or 1:10 past
 * the 200-inch page limit, printed on the slug), TrimBox and BleedBox set, every mark kind in
 * its own optional content group (a layer Acrobat, Illustrator and RIPs show and hide).
 * pdfkit has no layer API: the groups are written with its low-level objects (a `/OCG`
 * dictionary each, `/OCProperties` in the catalogue, `/OC /Ln BDC … EMC` around the marks),
 * as ISO 32000-1 §8.11 describes (docs/decisions/049-finishing-layout-and-templates.md).
 */
type Doc = InstanceType<typeof PDFDocument>;
type Color = [number, number, number, number];
type PdfRef = { data: Record<string, unknown>; end(): void };
/** The parts of pdfkit 0.20's document that are not in its types. */
type DocInternals = {
  ref(data: Record<string, unknown>): PdfRef;
  addContent(operators: string): Doc;
  _root: PdfRef;
  page: { dictionary: PdfRef; resources: PdfRef };
};

const lineHeight = (style: TextStyle) => style.size * 1.45;

function styleOf(index: number, textScale: number): TextStyle {
  return index === 0 ? { size: TEXT_PT.title * textScale } : { size: TEXT_PT.body * textScale };
}

function drawMarks(doc: Doc, id: LayerId, layout: FinishingLayout, page: PageGeometry): void {
  const at = (x: number, y: number): [number, number] => [
    (page.originX + x * page.scale) * PT_PER_CM,
    (page.originY + y * page.scale) * PT_PER_CM,
  ];
  const len = (cm: number) => cm * page.scale * PT_PER_CM;
  const rect = (r: Rect) => {
    const [x, y] = at(r.x, r.y);
    doc.rect(x, y, len(r.width), len(r.height));
  };
  const stroke = (color: Color, widthCm: number = LINE.mark, dash?: [number, number]) => {
    doc.lineWidth(widthCm * PT_PER_CM);
    if (dash) doc.dash(dash[0] * PT_PER_CM, { space: dash[1] * PT_PER_CM });
    else doc.undash();
    doc.stroke(color);
  };
  const { width, height } = layout.trim;
  switch (id) {
    case 'bleed': {
      const b = layout.bleed;
      rect({ x: -b.left, y: -b.top, width: width + b.left + b.right, height: height + b.top + b.bottom });
      rect({ x: 0, y: 0, width, height });
      doc
        .fillOpacity(0.12)
        .fill([...MARK.bleed.cmyk] as Color, 'even-odd')
        .fillOpacity(1);
      rect({ x: -b.left, y: -b.top, width: width + b.left + b.right, height: height + b.top + b.bottom });
      stroke([...MARK.bleed.cmyk] as Color, LINE.fine);
      return;
    }
    case 'trim':
      rect({ x: 0, y: 0, width, height });
      stroke([...MARK.trim.cmyk] as Color);
      return;
    case 'safe':
      rect(layout.safeArea);
      stroke([...MARK.safe.cmyk] as Color, LINE.mark, [0.4, 0.2]);
      return;
    case 'hems': {
      const h = layout.hems;
      if (!h) return;
      rect({ x: h.left, y: h.top, width: width - h.left - h.right, height: height - h.top - h.bottom });
      stroke([...MARK.finishing.cmyk] as Color, LINE.fine, [0.3, 0.15]);
      return;
    }
    case 'pockets':
      for (const pocket of layout.polePockets) {
        rect(pocket.rect);
        doc
          .fillOpacity(0.18)
          .fill([...MARK.finishing.cmyk] as Color)
          .fillOpacity(1);
        rect(pocket.rect);
        stroke([...MARK.finishing.cmyk] as Color, LINE.fine);
      }
      return;
    case 'panels':
      for (const piece of layout.panels?.pieces ?? []) {
        rect(piece);
        stroke([...MARK.panel.cmyk] as Color, LINE.fine, [0.2, 0.2]);
      }
      for (const weld of layout.welds) {
        const [from, to] = weld.overlap;
        const vertical = weld.orientation === 'vertical';
        rect(
          vertical
            ? { x: from, y: 0, width: to - from, height }
            : { x: 0, y: from, width, height: to - from },
        );
        doc
          .fillOpacity(0.2)
          .fill([...MARK.weld.cmyk] as Color)
          .fillOpacity(1);
        const start = vertical ? at(weld.at, -layout.bleed.top) : at(-layout.bleed.left, weld.at);
        const end = vertical
          ? at(weld.at, height + layout.bleed.bottom)
          : at(width + layout.bleed.right, weld.at);
        doc.moveTo(...start).lineTo(...end);
        stroke([...MARK.weld.cmyk] as Color);
      }
      return;
    case 'eyelets': {
      const r = (layout.eyelets?.diameter ?? 1) / 2;
      for (const p of layout.eyelets?.positions ?? []) {
        doc.circle(...at(p.x, p.y), len(r));
        stroke([...MARK.finishing.cmyk] as Color);
        doc
          .moveTo(...at(p.x - r, p.y))
          .lineTo(...at(p.x + r, p.y))
          .moveTo(...at(p.x, p.y - r))
          .lineTo(...at(p.x, p.y + r));
        stroke([...MARK.finishing.cmyk] as Color, LINE.fine);
      }
      return;
    }
    case 'hardware':
      for (const part of layout.hardware?.parts ?? []) {
        rect(part);
        stroke([...MARK.hardware.cmyk] as Color, LINE.mark, [0.5, 0.25]);
      }
      return;
    default:
      return;
  }
}

export async function renderTemplatePdf(document: TemplateDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    pdfVersion: '1.5',
    lang: document.lang,
    displayTitle: true,
    info: { Title: document.lines[0] ?? document.fileName, Subject: document.fileName },
  });
  const internals = doc as unknown as DocInternals;
  registerDocumentFonts(doc);
  const text = new TextEngine(doc, document.rtl ? 'rtl' : 'ltr');
  // Shaping Arabic costs tens of milliseconds a call (fontkit), and the engine's own wrap
  // measures the line again for every word: a template's slug would take seconds. Each line is
  // measured once; one that does not fit is cut by its average glyph width, with a margin.
  const wrapLine = (line: string, maxWidth: number, style: TextStyle) => {
    const width = text.width(line, style);
    if (width <= maxWidth) return [line];
    const perLine = Math.max(8, Math.floor(([...line].length * maxWidth * 0.92) / width));
    const out: string[] = [];
    let current = '';
    for (const word of line.split(/ +/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (current && [...candidate].length > perLine) {
        out.push(current);
        current = word;
      } else current = candidate;
    }
    if (current) out.push(current);
    return out;
  };
  const wrapped = new Map<string, { style: TextStyle; lines: string[] }[]>();
  const wrapAll = (widthCm: number, textScale: number) => {
    const key = `${widthCm}|${textScale}`;
    let blocks = wrapped.get(key);
    if (!blocks) {
      blocks = document.lines.map((line, index) => ({
        style: styleOf(index, textScale),
        lines: wrapLine(line, widthCm * PT_PER_CM, styleOf(index, textScale)),
      }));
      wrapped.set(key, blocks);
    }
    return blocks;
  };
  const page = pageGeometry(
    document,
    (width, textScale) =>
      wrapAll(width, textScale).reduce(
        (sum, block) => sum + block.lines.length * lineHeight(block.style),
        0,
      ) / PT_PER_CM,
  );
  doc.addPage({ size: [page.width * PT_PER_CM, page.height * PT_PER_CM], margin: 0 });

  // Print production boxes, in PDF space (origin at the bottom-left corner).
  const box = (x: number, y: number, w: number, h: number) => {
    const left = (page.originX + x * page.scale) * PT_PER_CM;
    const top = (page.originY + y * page.scale) * PT_PER_CM;
    const pageHeight = page.height * PT_PER_CM;
    return [
      left,
      pageHeight - top - h * page.scale * PT_PER_CM,
      left + w * page.scale * PT_PER_CM,
      pageHeight - top,
    ];
  };
  const { layout } = document;
  const b = layout.bleed;
  internals.page.dictionary.data.TrimBox = box(0, 0, layout.trim.width, layout.trim.height);
  internals.page.dictionary.data.BleedBox = box(
    -b.left,
    -b.top,
    layout.trim.width + b.left + b.right,
    layout.trim.height + b.top + b.bottom,
  );

  const groups = document.layers.map(({ id, label }, index) => {
    const ref = internals.ref({ Type: 'OCG', Name: new String(label) });
    ref.end();
    return { id, key: `L${index}`, ref };
  });
  internals._root.data.OCProperties = {
    OCGs: groups.map((g) => g.ref),
    D: {
      Name: new String(document.fileName),
      Order: [...groups].reverse().map((g) => g.ref),
      ON: groups.map((g) => g.ref),
      OFF: [],
    },
  };
  internals.page.resources.data.Properties = Object.fromEntries(groups.map((g) => [g.key, g.ref]));

  for (const group of groups) {
    internals.addContent(`/OC /${group.key} BDC`);
    doc.save();
    if (group.id === 'guides') {
      let y = page.text.y * PT_PER_CM;
      for (const block of wrapAll(page.text.width, page.textScale)) {
        for (const line of block.lines) {
          text.drawLine(line, page.text.x * PT_PER_CM, page.text.width * PT_PER_CM, y, block.style, 'start');
          y += lineHeight(block.style);
        }
      }
    } else {
      drawMarks(doc, group.id, layout, page);
    }
    doc.restore();
    internals.addContent('EMC');
  }

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}
