import type { ConfigurationIssue } from '@shop/shared/pricing';
import type { TFunction } from 'i18next';
import type { Product } from '../../api/types';

function optionName(product: Product, id: number): string {
  const stack = product.sections.flatMap((s) => s.options);
  while (stack.length > 0) {
    const option = stack.pop();
    if (!option) break;
    if (option.id === id) return option.name;
    stack.push(...option.childrens);
  }
  return String(id);
}

/** The words of a configuration problem, as the server would say them. */
export function issueText(t: TFunction<'catalog'>, issue: ConfigurationIssue, product: Product): string[] {
  const section = (id: number) => product.sections.find((s) => s.id === id)?.name ?? String(id);
  switch (issue.code) {
    case 'size_required':
      return [t('size.required')];
    case 'size_out_of_range': {
      const lines = [t('size.notice', { ...issue })];
      if (issue.tooLargeNotWeldable) lines.push(t('size.notWeldable', { ...issue }));
      return lines;
    }
    case 'size_above_weld_limit':
      return [t('size.aboveWeldLimit', { maxSide: issue.maxSide })];
    case 'quantity_out_of_range':
      return [t('quantity.outOfRange', { min: issue.minQuantity, max: issue.maxQuantity })];
    case 'option_foreign':
      return [t('options.foreign', { id: issue.optionId })];
    case 'option_orphan':
      return [
        t('options.orphan', {
          option: optionName(product, issue.optionId),
          parent: optionName(product, issue.parentId),
        }),
      ];
    case 'option_conflict':
      return [t('options.conflict', { section: section(issue.sectionId) })];
    case 'option_required':
      return [t('options.requiredMissing', { section: section(issue.sectionId) })];
  }
}
