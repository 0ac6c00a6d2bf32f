import type { FinishingLayout, Rect } from '@shop/shared/finishing-layout';
import type { Box, Placement } from '../../lib/artwork-placement';

/** The colours of the drawing, shared with the legend's swatches. */
export const DRAWING_STYLE = {
  hardware: { fill: '#cbd5e1', stroke: '#475569' },
  bleed: { fill: '#fee2e2', stroke: '#dc2626' },
  trim: { stroke: '#0f172a' },
  safe: { stroke: '#15803d', dash: '5 3' },
  hem: { stroke: '#7c3aed', dash: '2 3' },
  pocket: { fill: '#bfdbfe', stroke: '#1d4ed8' },
  weld: { fill: '#fdba74', stroke: '#c2410c', dash: '6 3' },
  eyelet: { ring: '#0f172a', hole: '#ffffff' },
  back: { fill: '#f1f5f9', stroke: '#64748b', dash: '4 3' },
  dim: { fill: '#0f172a', opacity: 0.55 },
} as const;

/** Lines keep their width on screen whatever the scale of the drawing (a 7 m banner or an A4 board). */
const line = { vectorEffect: 'non-scaling-stroke' } as const;

/** The printed area: the trim plus the bleed on each side, in the layout's centimetres. */
export function printedArea(layout: FinishingLayout): Box {
  const { bleed, trim } = layout;
  return {
    x: -bleed.left,
    y: -bleed.top,
    width: trim.width + bleed.left + bleed.right,
    height: trim.height + bleed.top + bleed.bottom,
  };
}

function union(boxes: readonly Box[]): Box {
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.width));
  const bottom = Math.max(...boxes.map((b) => b.y + b.height));
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/** Offset of the back sheet drawn behind a double-sided piece, as a share of its longer side. */
const BACK_SHEET_SHIFT = 0.025;

/** What the drawing spans: the printed area, the hardware, the back sheet and an artwork's overflow. */
export function drawingBounds(layout: FinishingLayout, artwork: Box | null): Box {
  const printed = printedArea(layout);
  const shift = Math.max(layout.trim.width, layout.trim.height) * BACK_SHEET_SHIFT;
  const boxes: Box[] = [printed, ...(layout.hardware?.parts ?? [])];
  if (layout.doubleSided) boxes.push({ ...printed, x: printed.x + shift, y: printed.y + shift });
  if (artwork) boxes.push(artwork);
  const all = union(boxes);
  // A margin so edge markers (eyelet rings, the trim line) are not cut by the frame.
  const margin = Math.max(all.width, all.height) * 0.02;
  return {
    x: all.x - margin,
    y: all.y - margin,
    width: all.width + 2 * margin,
    height: all.height + 2 * margin,
  };
}

const rectPath = ({ x, y, width, height }: Rect) => `M${x} ${y}h${width}v${height}h${-width}Z`;

export type DrawnArtwork = { url: string; kind: 'image' | 'pdf'; placement: Placement };

/**
 * The piece as it will be made, to scale (1 unit = 1 cm, origin at the top-left corner of the
 * trim): hardware behind it, the bleed, the artwork (dimmed outside the trim, where it is cut
 * off), weld strips, hems, pole pockets, the safe zone, the trim line and the eyelets on top.
 * Physical geometry: always left to right, never mirrored for Arabic (the container is LTR).
 */
export function FinishingDrawing({
  layout,
  artwork,
  label,
  describedBy,
}: {
  layout: FinishingLayout;
  artwork: DrawnArtwork | null;
  label: string;
  /** The id of the same facts as text. */
  describedBy?: string;
}) {
  const { trim } = layout;
  const printed = printedArea(layout);
  const view = drawingBounds(layout, artwork?.placement.box ?? null);
  const shift = Math.max(trim.width, trim.height) * BACK_SHEET_SHIFT;
  const trimRect: Rect = { x: 0, y: 0, ...trim };
  const hems = layout.hems;

  return (
    <svg
      role="img"
      aria-label={label}
      aria-describedby={describedBy}
      viewBox={`${view.x} ${view.y} ${view.width} ${view.height}`}
      preserveAspectRatio="xMidYMid meet"
      className="block h-full w-full"
      data-testid="preview-drawing"
      data-width={trim.width}
      data-height={trim.height}
    >
      {layout.doubleSided ? (
        <rect
          {...printed}
          x={printed.x + shift}
          y={printed.y + shift}
          fill={DRAWING_STYLE.back.fill}
          stroke={DRAWING_STYLE.back.stroke}
          strokeDasharray={DRAWING_STYLE.back.dash}
          {...line}
          data-testid="preview-back-sheet"
        />
      ) : null}
      {layout.hardware ? (
        <g data-testid="preview-hardware" data-kind={layout.hardware.kind}>
          {layout.hardware.parts.map((part) => (
            <rect
              key={`${part.part}-${part.x}-${part.y}`}
              x={part.x}
              y={part.y}
              width={part.width}
              height={part.height}
              fill={DRAWING_STYLE.hardware.fill}
              stroke={DRAWING_STYLE.hardware.stroke}
              {...line}
              data-part={part.part}
            />
          ))}
        </g>
      ) : null}
      <rect {...printed} fill={DRAWING_STYLE.bleed.fill} data-testid="preview-bleed" />
      <rect {...trimRect} fill="#ffffff" />
      {artwork ? (
        <image
          href={artwork.url}
          {...artwork.placement.box}
          preserveAspectRatio="none"
          data-testid="preview-artwork"
          data-mode={artwork.placement.mode}
          data-kind={artwork.kind}
        />
      ) : null}
      {/* Everything outside the trim is cut off: the bleed, and the artwork's overflow. */}
      {artwork ? (
        <path
          d={`${rectPath(view)}${rectPath(trimRect)}`}
          fillRule="evenodd"
          fill={DRAWING_STYLE.dim.fill}
          fillOpacity={DRAWING_STYLE.dim.opacity}
          data-testid="preview-dim"
        />
      ) : null}
      {layout.doubleSided && artwork ? (
        // The back sheet's edge again, above the dimming (on a light halo, readable on the dark
        // and on the artwork), so a double-sided piece still shows as one with artwork placed.
        <g fill="none" {...line}>
          <rect
            {...printed}
            x={printed.x + shift}
            y={printed.y + shift}
            stroke="#f8fafc"
            strokeWidth={3}
            {...line}
          />
          <rect
            {...printed}
            x={printed.x + shift}
            y={printed.y + shift}
            stroke={DRAWING_STYLE.back.stroke}
            strokeDasharray={DRAWING_STYLE.back.dash}
            {...line}
          />
        </g>
      ) : null}
      <rect
        {...printed}
        fill="none"
        stroke={DRAWING_STYLE.bleed.stroke}
        strokeWidth={0.75}
        strokeDasharray="2 2"
        {...line}
      />
      {layout.welds.map((weld) =>
        weld.orientation === 'vertical' ? (
          <g key={`v${weld.at}`} data-testid="preview-weld" data-at={weld.at}>
            <rect
              x={weld.overlap[0]}
              y={printed.y}
              width={weld.overlap[1] - weld.overlap[0]}
              height={printed.height}
              fill={DRAWING_STYLE.weld.fill}
              fillOpacity={0.6}
            />
            <line
              x1={weld.at}
              x2={weld.at}
              y1={printed.y}
              y2={printed.y + printed.height}
              stroke={DRAWING_STYLE.weld.stroke}
              strokeWidth={1.5}
              strokeDasharray={DRAWING_STYLE.weld.dash}
              {...line}
            />
          </g>
        ) : (
          <g key={`h${weld.at}`} data-testid="preview-weld" data-at={weld.at}>
            <rect
              x={printed.x}
              y={weld.overlap[0]}
              width={printed.width}
              height={weld.overlap[1] - weld.overlap[0]}
              fill={DRAWING_STYLE.weld.fill}
              fillOpacity={0.6}
            />
            <line
              x1={printed.x}
              x2={printed.x + printed.width}
              y1={weld.at}
              y2={weld.at}
              stroke={DRAWING_STYLE.weld.stroke}
              strokeWidth={1.5}
              strokeDasharray={DRAWING_STYLE.weld.dash}
              {...line}
            />
          </g>
        ),
      )}
      {layout.polePockets.map((pocket) => (
        <rect
          key={pocket.edge}
          {...pocket.rect}
          fill={DRAWING_STYLE.pocket.fill}
          fillOpacity={0.7}
          stroke={DRAWING_STYLE.pocket.stroke}
          strokeDasharray="4 2"
          {...line}
          data-testid="preview-pole-pocket"
          data-edge={pocket.edge}
        />
      ))}
      {hems ? (
        <rect
          x={hems.left}
          y={hems.top}
          width={Math.max(0, trim.width - hems.left - hems.right)}
          height={Math.max(0, trim.height - hems.top - hems.bottom)}
          fill="none"
          stroke={DRAWING_STYLE.hem.stroke}
          strokeDasharray={DRAWING_STYLE.hem.dash}
          {...line}
          data-testid="preview-hem"
        />
      ) : null}
      <rect
        {...layout.safeArea}
        fill="none"
        stroke={DRAWING_STYLE.safe.stroke}
        strokeDasharray={DRAWING_STYLE.safe.dash}
        {...line}
        data-testid="preview-safe"
      />
      <rect
        {...trimRect}
        fill="none"
        stroke={DRAWING_STYLE.trim.stroke}
        strokeWidth={1.5}
        {...line}
        data-testid="preview-trim"
      />
      {layout.eyelets ? (
        // A dot of fixed screen size per eyelet (a zero-length line with round caps), readable
        // on a 7 m banner drawn 360 px wide; the ring's real size is in the text facts.
        <g strokeLinecap="round" data-testid="preview-eyelets" data-count={layout.eyelets.positions.length}>
          {layout.eyelets.positions.map((at) => (
            <g key={`${at.x}:${at.y}`} data-testid="preview-eyelet">
              <path d={`M${at.x} ${at.y}h0`} stroke={DRAWING_STYLE.eyelet.ring} strokeWidth={8} {...line} />
              <path d={`M${at.x} ${at.y}h0`} stroke={DRAWING_STYLE.eyelet.hole} strokeWidth={3} {...line} />
            </g>
          ))}
        </g>
      ) : null}
    </svg>
  );
}
