import { describe, expect, it } from 'vitest';
import type { ProductOption, ProductSection } from '../api/types';
import { chooseOne, clearSection, effectiveOptionIds, initialSelection, toggleExtra } from './selection';

function opt(
  id: number,
  sectionId: number,
  parentId: number | null,
  childrens: ProductOption[] = [],
): ProductOption {
  return {
    id,
    section_id: sectionId,
    parent_id: parentId,
    name: `o${id}`,
    description: '',
    image: null,
    price_mode: 'fixed',
    price: 0,
    percent: null,
    production_days_saved: 0,
    finishing: null,
    childrens,
  };
}

const finishing: ProductSection = {
  id: 1,
  name: 'Finishing',
  required: true,
  options: [
    opt(10, 1, null),
    opt(11, 1, null, [opt(111, 1, 11, [opt(1111, 1, 111), opt(1112, 1, 111)]), opt(112, 1, 11)]),
  ],
};
const extras: ProductSection = {
  id: 2,
  name: 'Extras',
  required: false,
  options: [opt(20, 2, null), opt(21, 2, null)],
};
const sections = [finishing, extras];

describe('configurator selection', () => {
  it('starts from the first option of each required section', () => {
    expect([...initialSelection(sections)]).toEqual([10]);
  });

  it('choosing a parent reveals and picks its first children; switching drops them', () => {
    let selection = initialSelection(sections);
    selection = chooseOne(selection, finishing.options[1]!, finishing.options);
    expect(effectiveOptionIds(sections, selection)).toEqual([11, 111, 1111]);
    const spacing = finishing.options[1]!.childrens;
    selection = chooseOne(selection, spacing[1]!, spacing);
    expect(effectiveOptionIds(sections, selection)).toEqual([11, 112]);
    selection = chooseOne(selection, finishing.options[0]!, finishing.options);
    expect(effectiveOptionIds(sections, selection)).toEqual([10]);
  });

  it('lets extras be added and removed independently, or all cleared', () => {
    let selection = initialSelection(sections);
    selection = toggleExtra(toggleExtra(selection, extras.options[0]!), extras.options[1]!);
    expect(effectiveOptionIds(sections, selection)).toEqual([10, 20, 21]);
    selection = toggleExtra(selection, extras.options[0]!);
    expect(effectiveOptionIds(sections, selection)).toEqual([10, 21]);
    expect(effectiveOptionIds(sections, clearSection(selection, extras))).toEqual([10]);
  });

  it('ignores a chosen child whose parent is not chosen', () => {
    expect(effectiveOptionIds(sections, new Set([10, 111]))).toEqual([10]);
  });
});
