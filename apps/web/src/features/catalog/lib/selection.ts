import type { ProductOption, ProductSection } from '../api/types';

/**
 * The configurator's choices as a set of option ids. Only options whose ancestors are all
 * chosen count, so hiding a parent's children also drops them. Required sections and the
 * children of an option are one choice each (radio buttons); an optional section's options
 * are extras (check boxes).
 */
export type Selection = ReadonlySet<number>;

/** An option with the first choice of its children, down the tree. */
function withFirstChildren(option: ProductOption): number[] {
  const ids = [option.id];
  let child = option.childrens[0];
  while (child) {
    ids.push(child.id);
    child = child.childrens[0];
  }
  return ids;
}

function descendants(option: ProductOption): number[] {
  return option.childrens.flatMap((child) => [child.id, ...descendants(child)]);
}

/** The starting point: the first option of each required section, with its first children. */
export function initialSelection(sections: ProductSection[]): Selection {
  const ids: number[] = [];
  for (const section of sections) {
    const first = section.options[0];
    if (section.required && first) ids.push(...withFirstChildren(first));
  }
  return new Set(ids);
}

/** Picks one option of a radio group (its siblings and their descendants are dropped). */
export function chooseOne(selection: Selection, option: ProductOption, siblings: ProductOption[]): Selection {
  const next = new Set(selection);
  for (const sibling of siblings) {
    if (sibling.id === option.id) continue;
    next.delete(sibling.id);
    for (const id of descendants(sibling)) next.delete(id);
  }
  if (!next.has(option.id)) for (const id of withFirstChildren(option)) next.add(id);
  return next;
}

/** Adds or removes an extra of an optional section. */
export function toggleExtra(selection: Selection, option: ProductOption): Selection {
  const next = new Set(selection);
  if (next.has(option.id)) {
    next.delete(option.id);
    for (const id of descendants(option)) next.delete(id);
  } else {
    for (const id of withFirstChildren(option)) next.add(id);
  }
  return next;
}

/** Drops every option of an optional section ('None'). */
export function clearSection(selection: Selection, section: ProductSection): Selection {
  const next = new Set(selection);
  for (const option of section.options) {
    next.delete(option.id);
    for (const id of descendants(option)) next.delete(id);
  }
  return next;
}

/** The chosen ids that count, in tree order (what is priced and sent). */
export function effectiveOptionIds(sections: ProductSection[], selection: Selection): number[] {
  const out: number[] = [];
  const walk = (options: ProductOption[]) => {
    for (const option of options) {
      if (!selection.has(option.id)) continue;
      out.push(option.id);
      walk(option.childrens);
    }
  };
  for (const section of sections) walk(section.options);
  return out;
}
