/**
 * A line's chosen options as one path per section: "Finishing: Eyelets › Every 50 cm › Silver
 * eyelets" rather than one row per level (the cart, the tracking page and the packing list
 * used to list "Eyelets", "Eyelets › Every 50 cm" and "Every 50 cm › Silver eyelets").
 * Kept out of the package index: only the pages that list lines import it.
 */

/** A chosen option as a line names it (the API's `ChosenOption`, or a snapshot already localised). */
export type NamedOption = { section: string; name: string; parent_name: string | null };

export type OptionPath = {
  section: string;
  /** The names from the top-level option down, one list per top-level option chosen in the section. */
  chains: string[][];
};

export const OPTION_PATH_SEPARATOR = ' › ';

/**
 * Groups chosen options by section (first appearance order) and links each nested option to
 * the chain whose last name is its parent. An option whose parent was not chosen keeps its
 * parent's name in front, as before; one whose parent is not the end of a chain starts a new
 * chain from that parent.
 */
export function optionPaths(options: readonly NamedOption[]): OptionPath[] {
  const sections = new Map<string, string[][]>();
  const chainsOf = (section: string) => {
    let chains = sections.get(section);
    if (!chains) {
      chains = [];
      sections.set(section, chains);
    }
    return chains;
  };
  // Every section in first-appearance order, even when its first option is a nested one.
  for (const option of options) chainsOf(option.section);

  const chosenNames = (section: string) =>
    new Set(options.filter((o) => o.section === section).map((o) => o.name));
  let pending = options.filter((o) => {
    if (o.parent_name === null || !chosenNames(o.section).has(o.parent_name)) {
      chainsOf(o.section).push(o.parent_name === null ? [o.name] : [o.parent_name, o.name]);
      return false;
    }
    return true;
  });
  // Children join their parent's chain, level by level, whatever order they came in.
  for (let attached = true; pending.length > 0 && attached; ) {
    attached = false;
    pending = pending.filter((o) => {
      const chain = chainsOf(o.section).find((c) => c[c.length - 1] === o.parent_name);
      if (!chain) return true;
      chain.push(o.name);
      attached = true;
      return false;
    });
  }
  // A second child of one parent (or a parent chosen twice): its own chain from the parent.
  for (const o of pending) chainsOf(o.section).push([o.parent_name ?? '', o.name]);

  return [...sections].map(([section, chains]) => ({ section, chains }));
}

/** "Finishing: Eyelets › Every 50 cm › Silver eyelets"; several chains in one section joined by `listSeparator`. */
export function optionPathText(path: OptionPath, listSeparator = ', '): string {
  const value = path.chains.map((chain) => chain.join(OPTION_PATH_SEPARATOR)).join(listSeparator);
  return path.section ? `${path.section}: ${value}` : value;
}

/** Each section's path as one line of text. */
export function optionPathLines(options: readonly NamedOption[], listSeparator = ', '): string[] {
  return optionPaths(options).map((path) => optionPathText(path, listSeparator));
}
