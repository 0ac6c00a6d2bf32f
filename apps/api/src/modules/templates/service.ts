import type { Lang } from '@shop/shared';
import { localize } from '@shop/shared';
import { finishingLayout, type LayoutProduct } from '@shop/shared/finishing-layout';
import { checkOptions, checkSize, isSized } from '@shop/shared/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type CatalogProduct, configurationError, getCatalog } from '../catalog';
import { buildTemplateDocument, type TemplateDocument } from './document';

/** The catalogue row as the shared placement rules read it (the same data as the product answer). */
export function layoutProductOf(product: CatalogProduct): LayoutProduct {
  return {
    pricingMode: product.pricingMode,
    minWidth: product.minWidth,
    maxWidth: product.maxWidth,
    minHeight: product.minHeight,
    maxHeight: product.maxHeight,
    weldable: product.weldable,
    artwork: product.artwork ?? null,
    options: [...product.optionById.values()].map((o) => ({
      id: o.id,
      parentId: o.parentId,
      finishing: o.finishing ?? null,
    })),
  };
}

/**
 * The template of one configuration: 404 for an unknown product, 422 in the caller's language
 * for a size the product is not made in, options not its own, or goods with no printed size.
 * Options may be partial (a template is wanted before every choice is made).
 */
export async function templateDocumentFor(
  db: Db,
  lang: Lang,
  request: {
    productId: number;
    width?: number | undefined;
    height?: number | undefined;
    optionIds: number[];
  },
): Promise<TemplateDocument> {
  const snapshot = await getCatalog(db);
  const product = snapshot.products.get(request.productId);
  if (!product) throw new AppError('not_found', 'catalog.productNotFound');
  const sized = isSized(product.pricing);
  const width = sized ? (request.width ?? product.defWidth) : null;
  const height = sized ? (request.height ?? product.defHeight) : null;
  const issues = checkOptions(product.pricing, request.optionIds).issues.filter(
    (issue) => issue.code !== 'option_required',
  );
  const sizeIssue = checkSize(product.pricing, width, height);
  if (sizeIssue) issues.unshift(sizeIssue);
  if (issues.length > 0) throw configurationError(product, issues, lang);

  const layoutProduct = layoutProductOf(product);
  const layout = finishingLayout({ product: layoutProduct, width, height, optionIds: request.optionIds });
  if (!layout) {
    const sizeOptions = layoutProduct.options.some((o) => o.finishing?.kind === 'print_size');
    throw new AppError('business_rule', sizeOptions ? 'template.chooseSize' : 'template.noPrintedArea');
  }
  return buildTemplateDocument({
    lang,
    productSlug: product.slug,
    productTitle: localize(product.title, lang),
    layout,
  });
}
