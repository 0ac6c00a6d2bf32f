import type { FinishingLayout } from '@shop/shared/finishing-layout';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING_STYLE } from './finishing-drawing';

const S = DRAWING_STYLE;

/** A 28 × 14 px sample of one mark, drawn as in the drawing. */
function Swatch({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" width="28" height="14" viewBox="0 0 28 14" className="shrink-0">
      {children}
    </svg>
  );
}

const SWATCHES = {
  trim: <rect x="1" y="2" width="26" height="10" fill="#fff" stroke={S.trim.stroke} strokeWidth="1.5" />,
  bleed: (
    <rect
      x="1"
      y="2"
      width="26"
      height="10"
      fill={S.bleed.fill}
      stroke={S.bleed.stroke}
      strokeDasharray="2 2"
    />
  ),
  safe: (
    <rect
      x="1"
      y="2"
      width="26"
      height="10"
      fill="none"
      stroke={S.safe.stroke}
      strokeDasharray={S.safe.dash}
    />
  ),
  hem: (
    <rect x="1" y="2" width="26" height="10" fill="none" stroke={S.hem.stroke} strokeDasharray={S.hem.dash} />
  ),
  pocket: (
    <rect
      x="1"
      y="2"
      width="26"
      height="10"
      fill={S.pocket.fill}
      stroke={S.pocket.stroke}
      strokeDasharray="4 2"
    />
  ),
  weld: (
    <>
      <rect x="11" y="0" width="6" height="14" fill={S.weld.fill} fillOpacity="0.6" />
      <line x1="14" x2="14" y1="0" y2="14" stroke={S.weld.stroke} strokeWidth="1.5" strokeDasharray="3 2" />
    </>
  ),
  eyelet: (
    <>
      <circle cx="14" cy="7" r="4" fill={S.eyelet.ring} />
      <circle cx="14" cy="7" r="1.5" fill={S.eyelet.hole} />
    </>
  ),
  back: (
    <rect
      x="1"
      y="2"
      width="26"
      height="10"
      fill={S.back.fill}
      stroke={S.back.stroke}
      strokeDasharray={S.back.dash}
    />
  ),
  hardware: <rect x="1" y="2" width="26" height="10" fill={S.hardware.fill} stroke={S.hardware.stroke} />,
  cut: <rect x="1" y="2" width="26" height="10" fill={S.dim.fill} fillOpacity={S.dim.opacity} />,
} as const;

type Mark = keyof typeof SWATCHES;

/** What each mark of the drawing means; only the marks the drawing has. */
export function PreviewLegend({ layout, artwork }: { layout: FinishingLayout; artwork: boolean }) {
  const { t } = useTranslation('product-extras');
  const marks: Mark[] = ['trim', 'bleed', 'safe'];
  if (layout.hems) marks.push('hem');
  if (layout.polePockets.length > 0) marks.push('pocket');
  if (layout.welds.length > 0) marks.push('weld');
  if (layout.eyelets) marks.push('eyelet');
  if (layout.doubleSided) marks.push('back');
  if (layout.hardware) marks.push('hardware');
  if (artwork) marks.push('cut');
  return (
    <ul
      aria-label={t('preview.legend.title')}
      className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
      data-testid="preview-legend"
    >
      {marks.map((mark) => (
        <li key={mark} className="flex items-center gap-1.5" data-mark={mark}>
          <Swatch>{SWATCHES[mark]}</Swatch>
          {t(`preview.legend.${mark}`)}
        </li>
      ))}
    </ul>
  );
}
