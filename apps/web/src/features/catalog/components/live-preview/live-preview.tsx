import {
  EDGES,
  type Edge,
  type FinishingLayout,
  finishingLayout,
  type LayoutFacts,
  layoutFacts,
  layoutProductFromDetail,
} from '@shop/shared/finishing-layout';
import { listFormat } from '@shop/shared/intl-cache';
import type { TFunction } from 'i18next';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenArtwork } from '../../../../components/artwork/use-artwork-choice';
import { formatNumber, formatPercent, formatSize, isolate } from '../../../../lib/format';
import type { Product } from '../../api/types';
import { type Placement, placeArtwork, placeByTrim } from '../../lib/artwork-placement';
import { type DrawnArtwork, FinishingDrawing, printedArea } from './finishing-drawing';
import { PreviewLegend } from './preview-legend';
import { type ArtworkPicture, canPicture, useArtworkPicture } from './use-artwork-picture';

export type LivePreviewProps = {
  product: Product;
  /** The ordered size in cm; null while it is missing or outside the product's limits. */
  widthCm: number | null;
  heightCm: number | null;
  optionIds: readonly number[];
  files: readonly ChosenArtwork[];
};

type T = TFunction;

const joinList = (items: string[], lang: string) => listFormat(lang, { type: 'conjunction' }).format(items);

function edgesText(edges: readonly Edge[], t: T, lang: string): string {
  if (EDGES.every((edge) => edges.includes(edge))) return t('preview.edges.all');
  return t('preview.edges.some', {
    list: joinList(
      edges.map((edge) => t(`preview.edges.${edge}`)),
      lang,
    ),
  });
}

/** The drawing's facts as a definition list: what a screen reader or a keyboard user reads instead. */
function Facts({ id, layout, facts }: { id: string; layout: FinishingLayout; facts: LayoutFacts }) {
  const { t, i18n } = useTranslation('product-extras');
  const lang = i18n.language;
  const n = (value: number) => formatNumber(value, lang);
  const printed = printedArea(layout);
  const safeMax = Math.max(...EDGES.map((edge) => layout.safe[edge]));
  const rows: [key: string, term: string, text: string][] = [
    [
      'size',
      t('preview.facts.size'),
      t('preview.facts.sizeValue', { size: formatSize(facts.widthCm, facts.heightCm, lang) }),
    ],
    [
      'printed',
      t('preview.facts.printed'),
      t('preview.facts.printedValue', {
        size: formatSize(printed.width, printed.height, lang),
        bleed: n(facts.bleedCm),
      }),
    ],
    [
      'safe',
      t('preview.facts.safe'),
      safeMax > facts.safeCm
        ? t('preview.facts.safeUneven', { min: n(facts.safeCm), max: n(safeMax) })
        : t('preview.facts.safeValue', { min: n(facts.safeCm) }),
    ],
    [
      'panels',
      t('preview.facts.panels'),
      facts.panelCount > 1
        ? t('preview.facts.panelsValue', {
            number: n(facts.panelCount),
            widths: facts.panelWidthsCm.map(n).join(' + '),
            overlap: n(facts.overlapCm),
          })
        : t('preview.facts.onePiece'),
    ],
  ];
  const vertical = layout.welds.filter((weld) => weld.orientation === 'vertical');
  if (vertical.length > 0) {
    rows.push([
      'welds',
      t('preview.facts.welds'),
      t('preview.facts.weldsValue', {
        number: n(vertical.length),
        positions: joinList(
          vertical.map((w) => n(w.at)),
          lang,
        ),
      }),
    ]);
  }
  const horizontal = layout.welds.filter((weld) => weld.orientation === 'horizontal');
  if (horizontal.length > 0) {
    rows.push([
      'weldsAcross',
      t('preview.facts.weldsAcross'),
      t('preview.facts.weldsAcrossValue', {
        number: n(horizontal.length),
        positions: joinList(
          horizontal.map((w) => n(w.at)),
          lang,
        ),
      }),
    ]);
  }
  if (facts.eyelets && layout.eyelets) {
    rows.push([
      'eyelets',
      t('preview.facts.eyelets'),
      facts.eyelets.spacingCm === null
        ? t('preview.facts.eyeletsCorners', {
            number: n(facts.eyelets.count),
            inset: n(layout.eyelets.inset),
          })
        : t('preview.facts.eyeletsValue', {
            number: n(facts.eyelets.count),
            spacing: n(facts.eyelets.spacingCm),
            actual: n(facts.eyelets.actualSpacingCm),
            inset: n(layout.eyelets.inset),
            edges: edgesText(facts.eyelets.edges, t, lang),
          }),
    ]);
  }
  if (facts.hemCm !== null)
    rows.push(['hems', t('preview.facts.hems'), t('preview.facts.hemsValue', { width: n(facts.hemCm) })]);
  if (facts.polePockets) {
    rows.push([
      'pockets',
      t('preview.facts.pockets'),
      t('preview.facts.pocketsValue', {
        depth: n(facts.polePockets.depthCm),
        edges: edgesText(facts.polePockets.edges, t, lang),
      }),
    ]);
  }
  rows.push([
    'sides',
    t('preview.facts.sides'),
    t(facts.doubleSided ? 'preview.facts.sidesBoth' : 'preview.facts.sidesOne'),
  ]);
  if (facts.hardware)
    rows.push(['hardware', t('preview.facts.hardware'), t(`preview.hardware.${facts.hardware}`)]);

  return (
    <dl
      id={id}
      className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm"
      data-testid="preview-facts"
    >
      {rows.map(([key, term, text]) => (
        <div key={key} className="contents" data-fact={key}>
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="text-slate-800">{text}</dd>
        </div>
      ))}
    </dl>
  );
}

function pictureText(picture: ArtworkPicture, name: string, drawn: DrawnArtwork | null, t: T, lang: string) {
  switch (picture.state) {
    case 'none':
      return t('preview.artwork.none');
    case 'loading':
      return t('preview.artwork.loading', { name });
    case 'failed':
      return t(`preview.artwork.failed.${picture.reason}`, { name });
    default: {
      if (!drawn) return t('preview.artwork.none');
      const { placement } = drawn;
      const page = picture.kind === 'pdf' ? t('preview.artwork.firstPage', { name }) : name;
      if (placement.mode === 'trim') {
        const blank = Math.round(placement.uncoveredShare * 100);
        const cut = Math.round(placement.croppedShare * 100);
        if (blank > 0) {
          return t('preview.artwork.trimShort', { name: page, percent: formatPercent(blank, lang) });
        }
        return cut === 0
          ? t('preview.artwork.trimFills', { name: page })
          : t('preview.artwork.trimCut', { name: page, percent: formatPercent(cut, lang) });
      }
      if (placement.mode === 'contain') {
        return t('preview.artwork.contain', {
          name: page,
          percent: formatPercent(Math.round(placement.uncoveredShare * 100), lang),
        });
      }
      const cut = Math.round(placement.croppedShare * 100);
      return cut === 0
        ? t('preview.artwork.fills', { name: page })
        : t('preview.artwork.cover', { name: page, percent: formatPercent(cut, lang) });
    }
  }
}

/**
 * A PDF whose TrimBox the preflight found lies with its trim on the ordered trim, as the shop
 * prints it; anything else is fitted to the printed area by its proportions.
 */
function placementOf(
  picture: Extract<ArtworkPicture, { state: 'ready' }>,
  artwork: ChosenArtwork | null,
  layout: FinishingLayout,
): Placement {
  const printed = printedArea(layout);
  const inset = artwork?.preflight?.kind === 'pdf' ? artwork.preflight.trimInsetPt : undefined;
  if (picture.kind === 'pdf' && inset) {
    const trim = { x: 0, y: 0, width: layout.trim.width, height: layout.trim.height };
    const byTrim = placeByTrim(picture, inset, trim, printed);
    if (byTrim) return byTrim;
  }
  return placeArtwork(picture, printed);
}

/**
 * The product page's live preview (docs/decisions/056-live-preview.md): a to-scale drawing of
 * what will be made for the configuration on screen, from the shared placement rules
 * (`@shop/shared/finishing-layout`), with the customer's picture or PDF placed on it and the
 * same facts as text. Rendered on the server with the page; its code hydrates it when the
 * browser is idle (lazy-live-preview.tsx).
 */
export function LivePreview({ product, widthCm, heightCm, optionIds, files }: LivePreviewProps) {
  const { t, i18n } = useTranslation('product-extras');
  const lang = i18n.language;
  const headingId = useId();
  const factsId = useId();
  const fileSelectId = useId();
  const layoutProduct = useMemo(() => layoutProductFromDetail(product), [product]);
  const layout = useMemo(
    () => finishingLayout({ product: layoutProduct, width: widthCm, height: heightCm, optionIds }),
    [layoutProduct, widthCm, heightCm, optionIds],
  );
  const facts = useMemo(() => (layout ? layoutFacts(layout) : null), [layout]);

  const pictures = files.filter((artwork) => canPicture(artwork.extension));
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const shown = pictures.find((artwork) => artwork.key === chosenKey) ?? pictures[0] ?? files[0] ?? null;
  const picture = useArtworkPicture(shown);
  const drawn: DrawnArtwork | null =
    layout && picture.state === 'ready'
      ? { url: picture.url, kind: picture.kind, placement: placementOf(picture, shown, layout) }
      : null;

  // Goods whose size is neither typed nor given by an option have nothing to draw.
  const drawable =
    product.pricing_mode === 'per_m2' ||
    product.min_width !== null ||
    product.max_width !== null ||
    layoutProduct.options.some((option) => option.finishing?.kind === 'print_size') ||
    product.artwork?.finishing?.some((finishing) => finishing.kind === 'print_size') === true;
  if (!drawable) return null;

  const sizeText = layout ? formatSize(layout.trim.width, layout.trim.height, lang) : '';

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 p-4"
      data-testid="live-preview"
    >
      <h2 id={headingId} className="text-lg font-bold">
        {t('preview.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('preview.intro')}</p>
      {/* Physical geometry: never mirrored in Arabic (the text around it is). */}
      <div
        dir="ltr"
        className="relative mt-3 h-56 rounded-md bg-slate-50 sm:h-72"
        style={{ direction: 'ltr' }}
      >
        {layout ? (
          <FinishingDrawing
            layout={layout}
            artwork={drawn}
            label={t('preview.drawingLabel', { size: sizeText })}
            describedBy={factsId}
          />
        ) : (
          <p
            dir={i18n.dir(lang)}
            className="flex h-full items-center justify-center p-4 text-center text-sm text-slate-600"
          >
            {t(
              product.pricing_mode === 'per_m2' || product.min_width !== null
                ? 'preview.noSize'
                : 'preview.noPrintSize',
            )}
          </p>
        )}
      </div>
      {layout ? <PreviewLegend layout={layout} artwork={drawn !== null} /> : null}
      {pictures.length > 1 ? (
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <label htmlFor={fileSelectId} className="font-semibold">
            {t('preview.artwork.choose')}
          </label>
          <select
            id={fileSelectId}
            value={shown?.key ?? ''}
            onChange={(event) => setChosenKey(event.target.value)}
            className="max-w-full rounded-md border border-slate-300 px-2 py-1"
            data-testid="preview-file"
          >
            {pictures.map((artwork) => (
              <option key={artwork.key} value={artwork.key}>
                {artwork.file.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* Always in the page, so a screen reader hears where a newly chosen file landed. */}
      <p
        aria-live="polite"
        className="mt-2 text-sm text-slate-700"
        data-testid="preview-artwork-status"
        data-state={picture.state}
      >
        {shown ? pictureText(picture, isolate(shown.file.name), drawn, t, lang) : t('preview.artwork.none')}
      </p>
      {layout && facts ? <Facts id={factsId} layout={layout} facts={facts} /> : null}
    </section>
  );
}
