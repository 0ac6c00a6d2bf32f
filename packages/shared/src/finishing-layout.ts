/**
 * Where finishing goes on a print: the one rule set behind the product page's live preview,
 * the artwork templates (`GET /api/products/{id}/template`) and their accessible text
 * (docs/product.md#artwork-templates, docs/decisions/049-finishing-layout-and-templates.md).
 * Pure: no I/O, no zod, safe to import lazily in the browser.
 *
 * ## Data it reads (every length in cm)
 * - The product's `artwork` settings (`products.artwork`, answered as `artwork` by
 *   `GET /api/product/{id}`): `bleed`, `safe` and, for hardware, `hardware` (its outline).
 *   Null means the shop's default guideline: 2 cm bleed, 3 cm safe margin, no hardware.
 *   Its `finishing` list applies to every configuration (fixed-size goods: `print_size`).
 * - Each option's `finishing` (`product_options.finishing`, answered as `finishing` on each
 *   option of the product answer): what choosing it places on the piece. Options without one
 *   (materials, extras, production speed, the "Eyelets" parent whose children say the spacing)
 *   place nothing. The kinds are `OptionFinishing` below.
 * - Size limits and `weldable`, as the pricing rules read them: a weldable product above its
 *   maximum width (the roll) or height is made of panels joined with a `WELD_OVERLAP_CM`
 *   (2 cm) overlap, exactly as `panelLayout` of `@shop/shared/pricing` prices them.
 *
 * ## The API (stable; the preview and the template both draw from it)
 * - `layoutProductFromDetail(detail)`: the storefront's product answer → `LayoutProduct`.
 * - `finishingLayout({ product, width, height, optionIds })` → `FinishingLayout | null`:
 *   the geometry, origin at the top-left corner of the trimmed piece, x to the right, y down
 *   (never mirrored in right-to-left languages: it is the artwork itself). Null when the
 *   configuration has no printable size (hardware without a size option chosen).
 *   `width`/`height` are the ordered size for products sold by size; for products sold per
 *   item the chosen option's `print_size` gives it and `width`/`height` are ignored.
 * - `layoutFacts(layout)` → `LayoutFacts`: the same as plain numbers for accessible text,
 *   the template's slug and its file name (translate them with the caller's strings).
 *
 * ## Rules
 * - Bleed is the same on every side; the safe zone per side is the largest of the product's
 *   safe margin and, on that side, a hem, a pole pocket or the eyelets plus
 *   `FINISHING_CLEARANCE_CM`.
 * - Eyelets: centres `inset` from both edges; each chosen edge runs from corner to corner with
 *   evenly spread eyelets no further apart than `spacing` (so a 300 cm edge at "every 50 cm"
 *   has 7, 49.17 cm apart when inset 2.5 cm); `spacing: null` is corners only. Listed
 *   clockwise from the top-left corner, each once.
 * - Pole pockets: a band of `depth` along each chosen edge, inside the trim (the sleeve is
 *   folded behind it).
 * - Panels are vertical strips left to right (rows too only when the height is also above
 *   its maximum); each weld is the 2 cm strip two panels share, drawn at its centre line.
 */
import type { ProductDetail, ProductOption } from './api/catalog';
import { panelLayout, WELD_OVERLAP_CM } from './pricing/panels';

export type Edge = 'top' | 'right' | 'bottom' | 'left';
export const EDGES: readonly Edge[] = ['top', 'right', 'bottom', 'left'];

/** What choosing an option places on the piece (`product_options.finishing`). Lengths in cm. */
export type OptionFinishing =
  /** `spacing` null: one eyelet in each corner only. `diameter` is the ring's outer diameter. */
  | { kind: 'eyelets'; spacing: number | null; inset: number; diameter: number; edges?: Edge[] }
  /** Edges folded back and welded, `width` wide, on every side. */
  | { kind: 'hem'; width: number }
  | { kind: 'pole_pockets'; edges: Edge[]; depth: number }
  | { kind: 'double_sided' }
  /** The print size of goods sold per item (a frame size, a flag height). */
  | { kind: 'print_size'; width: number; height: number };

export type OptionFinishingKind = OptionFinishing['kind'];

/** The hardware a print is mounted on, drawn as a simple outline around the trimmed piece. */
export type HardwareSpec =
  /** A frame `profile` wide all round the print (banner frames, A-boards). */
  | { kind: 'frame'; profile: number }
  /** A pole `pole` thick along the left edge, running `below` under the print to a base. */
  | { kind: 'flag'; pole: number; below: number; base: { width: number; height: number } }
  /** Two posts `post` thick at the sides, `above` over and `below` under the print. */
  | { kind: 'barrier'; post: number; above: number; below: number }
  /** A cassette `base` under the print, `overhang` wider on each side (roll-up stands). */
  | { kind: 'stand'; base: number; overhang: number };

export type HardwareKind = HardwareSpec['kind'];

/**
 * A product's artwork settings (`products.artwork`). Lengths in cm. `finishing` is what every
 * configuration has whatever the options (a barrier banner's fixed size and rail pockets);
 * a chosen option's finishing of the same kind replaces it.
 */
export type ProductArtwork = {
  bleed: number;
  safe: number;
  hardware?: HardwareSpec;
  finishing?: OptionFinishing[];
};

/** The shop's general guideline, used for products stored without artwork settings. */
export const DEFAULT_ARTWORK: ProductArtwork = { bleed: 2, safe: 3 };

/** Keep-clear distance added inside a hem, pocket seam or eyelet ring for the safe zone. */
export const FINISHING_CLEARANCE_CM = 1;

export type LayoutOption = { id: number; parentId: number | null; finishing: OptionFinishing | null };

/** What the layout needs of a product: the same from the catalogue row and from the answer. */
export type LayoutProduct = {
  pricingMode: 'per_m2' | 'per_item';
  minWidth: number | null;
  maxWidth: number | null;
  minHeight: number | null;
  maxHeight: number | null;
  weldable: boolean;
  artwork: ProductArtwork | null;
  /** Every option, flat (the tree's order does not matter). */
  options: readonly LayoutOption[];
};

export type Point = { x: number; y: number };
export type Rect = { x: number; y: number; width: number; height: number };
export type Sides = Record<Edge, number>;

export type EyeletLayout = {
  /** The option's nominal spacing; null for corners only. */
  spacing: number | null;
  /** The largest real distance between two neighbours along an edge (≤ spacing). */
  actualSpacing: number;
  inset: number;
  diameter: number;
  edges: Edge[];
  /** Centres, clockwise from the top-left corner. */
  positions: Point[];
};

export type PolePocket = { edge: Edge; depth: number; rect: Rect };

export type PanelPiece = Rect & { column: number; row: number };

export type WeldLine = {
  /** A vertical weld joins two columns (a line at x = at); a horizontal one two rows. */
  orientation: 'vertical' | 'horizontal';
  /** Centre line of the shared strip. */
  at: number;
  /** The 2 cm strip both panels cover: [start, end] along x (vertical) or y (horizontal). */
  overlap: [number, number];
};

export type PanelsLayout = {
  columns: number;
  rows: number;
  overlap: number;
  /** Left to right, then top to bottom, each as cut (overlaps included). */
  pieces: PanelPiece[];
};

export type HardwarePart = Rect & { part: 'frame' | 'pole' | 'base' | 'post' | 'cassette' };
export type HardwareOutline = { kind: HardwareKind; parts: HardwarePart[] };

export type FinishingLayout = {
  /** The trimmed piece: the ordered size (or the chosen print size). */
  trim: { width: number; height: number };
  /** Printed beyond the trim on each side (and cut off). */
  bleed: Sides;
  /** Keep text and faces this far inside the trim, per side. */
  safe: Sides;
  /** The safe zone as a rectangle (empty-sized when the margins meet). */
  safeArea: Rect;
  /** Hem width per side; null without hems. */
  hems: Sides | null;
  eyelets: EyeletLayout | null;
  polePockets: PolePocket[];
  /** Null when the piece is made in one panel. */
  panels: PanelsLayout | null;
  welds: WeldLine[];
  doubleSided: boolean;
  hardware: HardwareOutline | null;
};

export type LayoutRequest = {
  product: LayoutProduct;
  width?: number | null;
  height?: number | null;
  optionIds: readonly number[];
};

/** Hundredths of a cm (0.1 mm): far below any cutting tolerance, and stable in tests. */
const round = (value: number) => Math.round(value * 100) / 100 || 0;
const allSides = (value: number): Sides => ({ top: value, right: value, bottom: value, left: value });

/** The storefront's product answer (`GET /api/product/{id}`) as the layout reads it. */
export function layoutProductFromDetail(detail: ProductDetail): LayoutProduct {
  const options: LayoutOption[] = [];
  const walk = (option: ProductOption) => {
    options.push({ id: option.id, parentId: option.parent_id, finishing: option.finishing ?? null });
    for (const child of option.childrens) walk(child);
  };
  for (const section of detail.sections) for (const option of section.options) walk(option);
  return {
    pricingMode: detail.pricing_mode,
    minWidth: detail.min_width,
    maxWidth: detail.max_width,
    minHeight: detail.min_height,
    maxHeight: detail.max_height,
    weldable: detail.weldable,
    artwork: detail.artwork ?? null,
    options,
  };
}

function isSizedProduct(product: LayoutProduct): boolean {
  return (
    product.pricingMode === 'per_m2' ||
    product.minWidth !== null ||
    product.maxWidth !== null ||
    product.minHeight !== null ||
    product.maxHeight !== null
  );
}

/** The chosen options' finishing, in the order chosen, unknown ids ignored. */
function chosenFinishing(product: LayoutProduct, optionIds: readonly number[]): OptionFinishing[] {
  const byId = new Map(product.options.map((o) => [o.id, o]));
  const seen = new Set<number>();
  const out: OptionFinishing[] = [];
  for (const id of optionIds) {
    if (seen.has(id)) continue;
    seen.add(id);
    const finishing = byId.get(id)?.finishing;
    if (finishing) out.push(finishing);
  }
  return out;
}

function lastOfKind<K extends OptionFinishingKind>(
  list: readonly OptionFinishing[],
  kind: K,
): Extract<OptionFinishing, { kind: K }> | null {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const item = list[i];
    if (item?.kind === kind) return item as Extract<OptionFinishing, { kind: K }>;
  }
  return null;
}

/** Evenly spread points from `from` to `to`, no further apart than `spacing` (ends included). */
function spread(from: number, to: number, spacing: number): number[] {
  const length = to - from;
  if (length <= 0) return [round((from + to) / 2)];
  const gaps = Math.max(1, Math.ceil(length / spacing - 1e-9));
  return Array.from({ length: gaps + 1 }, (_, k) => round(from + (length * k) / gaps));
}

function placeEyelets(
  spec: Extract<OptionFinishing, { kind: 'eyelets' }>,
  width: number,
  height: number,
): EyeletLayout {
  const inset = Math.min(spec.inset, width / 2, height / 2);
  const left = inset;
  const right = width - inset;
  const top = inset;
  const bottom = height - inset;
  const edges = spec.edges?.length ? EDGES.filter((e) => spec.edges?.includes(e)) : [...EDGES];
  const points: Point[] = [];
  let actualSpacing = 0;
  const seen = new Set<string>();
  const add = (x: number, y: number) => {
    const key = `${round(x)}:${round(y)}`;
    if (seen.has(key)) return;
    seen.add(key);
    points.push({ x: round(x), y: round(y) });
  };
  const note = (xs: number[]) => {
    for (let i = 1; i < xs.length; i += 1) {
      actualSpacing = Math.max(actualSpacing, Math.abs((xs[i] ?? 0) - (xs[i - 1] ?? 0)));
    }
  };
  if (spec.spacing === null) {
    // Corners only: the corners of the chosen edges (all four by default).
    const corners: [Edge, Edge, number, number][] = [
      ['top', 'left', left, top],
      ['top', 'right', right, top],
      ['bottom', 'right', right, bottom],
      ['bottom', 'left', left, bottom],
    ];
    for (const [a, b, x, y] of corners) if (edges.includes(a) || edges.includes(b)) add(x, y);
    note(spread(left, right, Number.POSITIVE_INFINITY));
    if (edges.includes('left') || edges.includes('right'))
      note(spread(top, bottom, Number.POSITIVE_INFINITY));
  } else {
    const spacing = spec.spacing;
    for (const edge of edges) {
      if (edge === 'top' || edge === 'bottom') {
        const xs = spread(left, right, spacing);
        note(xs);
        const ordered = edge === 'top' ? xs : [...xs].reverse();
        for (const x of ordered) add(x, edge === 'top' ? top : bottom);
      } else {
        const ys = spread(top, bottom, spacing);
        note(ys);
        const ordered = edge === 'right' ? ys : [...ys].reverse();
        for (const y of ordered) add(edge === 'right' ? right : left, y);
      }
    }
  }
  return {
    spacing: spec.spacing,
    actualSpacing: round(actualSpacing),
    inset: round(inset),
    diameter: spec.diameter,
    edges,
    positions: points,
  };
}

function pocketRect(edge: Edge, depth: number, width: number, height: number): Rect {
  switch (edge) {
    case 'top':
      return { x: 0, y: 0, width, height: Math.min(depth, height) };
    case 'bottom':
      return { x: 0, y: round(Math.max(0, height - depth)), width, height: Math.min(depth, height) };
    case 'left':
      return { x: 0, y: 0, width: Math.min(depth, width), height };
    default:
      return { x: round(Math.max(0, width - depth)), y: 0, width: Math.min(depth, width), height };
  }
}

/** Starts of pieces laid side by side sharing `overlap` at each joint. */
function starts(pieces: readonly number[], overlap: number): number[] {
  const out: number[] = [];
  let at = 0;
  for (const piece of pieces) {
    out.push(at);
    at += piece - overlap;
  }
  return out;
}

function placePanels(product: LayoutProduct, width: number, height: number) {
  if (!product.weldable) return { panels: null, welds: [] as WeldLine[] };
  const maxWidth = product.maxWidth ?? Number.POSITIVE_INFINITY;
  const maxHeight = product.maxHeight ?? Number.POSITIVE_INFINITY;
  const split = panelLayout(width, height, maxWidth, maxHeight);
  if (!split) return { panels: null, welds: [] as WeldLine[] };
  const overlap = split.overlapCm;
  const columnWidths = split.panels.slice(0, split.columns).map((p) => p.width);
  const rowHeights = split.panels.filter((_, i) => i % split.columns === 0).map((p) => p.height);
  const xs = starts(columnWidths, overlap);
  const ys = starts(rowHeights, overlap);
  const pieces: PanelPiece[] = [];
  rowHeights.forEach((h, row) => {
    columnWidths.forEach((w, column) => {
      pieces.push({ column, row, x: xs[column] ?? 0, y: ys[row] ?? 0, width: w, height: h });
    });
  });
  const welds: WeldLine[] = [];
  for (let c = 1; c < columnWidths.length; c += 1) {
    const start = xs[c] ?? 0;
    welds.push({
      orientation: 'vertical',
      at: round(start + overlap / 2),
      overlap: [start, start + overlap],
    });
  }
  for (let r = 1; r < rowHeights.length; r += 1) {
    const start = ys[r] ?? 0;
    welds.push({
      orientation: 'horizontal',
      at: round(start + overlap / 2),
      overlap: [start, start + overlap],
    });
  }
  return {
    panels: { columns: split.columns, rows: split.rows, overlap, pieces } satisfies PanelsLayout,
    welds,
  };
}

function outlineHardware(spec: HardwareSpec, width: number, height: number): HardwareOutline {
  switch (spec.kind) {
    case 'frame': {
      const p = spec.profile;
      return {
        kind: 'frame',
        parts: [{ part: 'frame', x: -p, y: -p, width: round(width + 2 * p), height: round(height + 2 * p) }],
      };
    }
    case 'flag': {
      const poleX = -spec.pole;
      return {
        kind: 'flag',
        parts: [
          { part: 'pole', x: poleX, y: 0, width: spec.pole, height: round(height + spec.below) },
          {
            part: 'base',
            x: round(poleX + spec.pole / 2 - spec.base.width / 2),
            y: round(height + spec.below),
            width: spec.base.width,
            height: spec.base.height,
          },
        ],
      };
    }
    case 'barrier': {
      const postHeight = round(spec.above + height + spec.below);
      return {
        kind: 'barrier',
        parts: [
          { part: 'post', x: -spec.post, y: -spec.above, width: spec.post, height: postHeight },
          { part: 'post', x: width, y: -spec.above, width: spec.post, height: postHeight },
        ],
      };
    }
    default:
      return {
        kind: 'stand',
        parts: [
          {
            part: 'cassette',
            x: -spec.overhang,
            y: height,
            width: round(width + 2 * spec.overhang),
            height: spec.base,
          },
        ],
      };
  }
}

/**
 * The geometry of what will be made for one configuration; see the file's header for the
 * rules. Null when there is no printable size (or it is not positive).
 */
export function finishingLayout(request: LayoutRequest): FinishingLayout | null {
  const { product } = request;
  const finishing = [...(product.artwork?.finishing ?? []), ...chosenFinishing(product, request.optionIds)];
  const printSize = lastOfKind(finishing, 'print_size');
  const sized = isSizedProduct(product);
  const width = sized ? request.width : printSize?.width;
  const height = sized ? request.height : printSize?.height;
  if (width == null || height == null || !(width > 0) || !(height > 0)) return null;
  if (!Number.isFinite(width) || !Number.isFinite(height)) return null;

  const artwork = product.artwork ?? DEFAULT_ARTWORK;
  const hem = lastOfKind(finishing, 'hem');
  const eyeletSpec = lastOfKind(finishing, 'eyelets');
  const pocketSpec = lastOfKind(finishing, 'pole_pockets');

  const hems = hem ? allSides(hem.width) : null;
  const eyelets = eyeletSpec ? placeEyelets(eyeletSpec, width, height) : null;
  const polePockets: PolePocket[] = pocketSpec
    ? EDGES.filter((e) => pocketSpec.edges.includes(e)).map((edge) => ({
        edge,
        depth: pocketSpec.depth,
        rect: pocketRect(edge, pocketSpec.depth, width, height),
      }))
    : [];

  const safe = allSides(artwork.safe);
  for (const edge of EDGES) {
    const zones = [artwork.safe];
    if (hems) zones.push(hems[edge] + FINISHING_CLEARANCE_CM);
    const pocket = polePockets.find((p) => p.edge === edge);
    if (pocket) zones.push(pocket.depth + FINISHING_CLEARANCE_CM);
    if (eyelets?.edges.includes(edge))
      zones.push(eyelets.inset + eyelets.diameter / 2 + FINISHING_CLEARANCE_CM);
    safe[edge] = round(Math.max(...zones));
  }
  const safeArea: Rect = {
    x: Math.min(safe.left, width / 2),
    y: Math.min(safe.top, height / 2),
    width: round(Math.max(0, width - safe.left - safe.right)),
    height: round(Math.max(0, height - safe.top - safe.bottom)),
  };

  const { panels, welds } = placePanels(product, width, height);

  return {
    trim: { width, height },
    bleed: allSides(artwork.bleed),
    safe,
    safeArea,
    hems,
    eyelets,
    polePockets,
    panels,
    welds,
    doubleSided: lastOfKind(finishing, 'double_sided') !== null,
    hardware: artwork.hardware ? outlineHardware(artwork.hardware, width, height) : null,
  };
}

/** A layout as plain numbers for text: accessible descriptions, the template's slug. */
export type LayoutFacts = {
  widthCm: number;
  heightCm: number;
  bleedCm: number;
  /** The smallest safe margin (the one to design to when sides differ). */
  safeCm: number;
  /** 1 when made in one piece. */
  panelCount: number;
  /** Widths of the panel columns, left to right (one entry when in one piece). */
  panelWidthsCm: number[];
  weldCount: number;
  overlapCm: number;
  eyelets: { count: number; spacingCm: number | null; actualSpacingCm: number; edges: Edge[] } | null;
  hemCm: number | null;
  polePockets: { edges: Edge[]; depthCm: number } | null;
  doubleSided: boolean;
  hardware: HardwareKind | null;
};

export function layoutFacts(layout: FinishingLayout): LayoutFacts {
  const columns = layout.panels ? layout.panels.pieces.filter((p) => p.row === 0).map((p) => p.width) : [];
  return {
    widthCm: layout.trim.width,
    heightCm: layout.trim.height,
    bleedCm: Math.max(...EDGES.map((e) => layout.bleed[e])),
    safeCm: Math.min(...EDGES.map((e) => layout.safe[e])),
    panelCount: layout.panels ? layout.panels.pieces.length : 1,
    panelWidthsCm: layout.panels ? columns : [layout.trim.width],
    weldCount: layout.welds.length,
    overlapCm: layout.panels ? layout.panels.overlap : WELD_OVERLAP_CM,
    eyelets: layout.eyelets
      ? {
          count: layout.eyelets.positions.length,
          spacingCm: layout.eyelets.spacing,
          actualSpacingCm: layout.eyelets.actualSpacing,
          edges: layout.eyelets.edges,
        }
      : null,
    hemCm: layout.hems ? Math.max(...EDGES.map((e) => layout.hems?.[e] ?? 0)) : null,
    polePockets: layout.polePockets.length
      ? { edges: layout.polePockets.map((p) => p.edge), depthCm: layout.polePockets[0]?.depth ?? 0 }
      : null,
    doubleSided: layout.doubleSided,
    hardware: layout.hardware?.kind ?? null,
  };
}

/** Whole and decimal cm as written in a file name or a slug line: `300`, `59.4`. */
export function formatCm(value: number): string {
  return String(round(value));
}
