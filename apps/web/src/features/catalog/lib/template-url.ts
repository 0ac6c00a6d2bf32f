import type { Product } from '../api/types';

export type TemplateFormat = 'pdf' | 'svg';

/**
 * The address of the artwork template of a configuration (GET /api/products/{id}/template,
 * docs/product.md#artwork-templates): the size and options as typed, the page's language in
 * the link so a saved or cached file is in the language it was asked in.
 */
export function templateUrl(
  params: { productId: number; optionIds: readonly number[]; width: number | null; height: number | null },
  lang: string,
  format: TemplateFormat,
): string {
  const search = new URLSearchParams();
  if (params.width !== null) search.set('width', String(params.width));
  if (params.height !== null) search.set('height', String(params.height));
  if (params.optionIds.length > 0) search.set('options', params.optionIds.join(','));
  search.set('format', format);
  search.set('lang', lang);
  return `/api/products/${params.productId}/template?${search.toString()}`;
}

/**
 * Whether the product has a printed area to make a template of: sold by size, or with a print
 * size of its own or in an option (a frame size, a flag height). Hardware without one has none.
 */
export function hasTemplate(product: Product): boolean {
  if (product.pricing_mode === 'per_m2' || product.min_width !== null || product.max_width !== null)
    return true;
  if (product.artwork?.finishing?.some((f) => f.kind === 'print_size')) return true;
  const options = product.sections.flatMap((s) => s.options);
  const walk = (list: typeof options): boolean =>
    list.some((o) => o.finishing?.kind === 'print_size' || walk(o.childrens));
  return walk(options);
}
