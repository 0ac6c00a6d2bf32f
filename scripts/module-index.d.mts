export type GeneratedIndex = { path: string; text: string };
export function renderIndexes(src?: string): GeneratedIndex[];
export function staleIndexes(src?: string): GeneratedIndex[];
