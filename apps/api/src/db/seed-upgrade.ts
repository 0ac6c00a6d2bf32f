import type { LocalizedText } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { categories, productOptions, productSections } from '../modules/catalog';
import type { Db } from './client';
import { SPANISH } from './seed-data/spanish';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The text with the seed's Spanish added, or null when it already has Spanish or none is known. */
function withSpanish(text: LocalizedText): LocalizedText | null {
  if (text.es) return null;
  const es = SPANISH[text.en];
  return es ? { ...text, es } : null;
}

/**
 * Gives a shop seeded before a translation existed the Spanish the seed now carries
 * (docs/decisions/044-spanish-without-gaps.md). Only a text still missing Spanish whose English
 * is the seed's own is touched, so a staff edit or staff-written Spanish is never overwritten;
 * running it again changes nothing. Sections and options are where the gaps were (production
 * speeds, eyelet spacings); categories come along as the cheapest safety net.
 */
export async function addMissingSpanish(tx: Tx): Promise<number> {
  let changed = 0;
  for (const row of await tx.select().from(productSections)) {
    const name = withSpanish(row.name);
    if (!name) continue;
    await tx.update(productSections).set({ name }).where(eq(productSections.id, row.id));
    changed += 1;
  }
  for (const row of await tx.select().from(productOptions)) {
    const name = withSpanish(row.name);
    const description = withSpanish(row.description);
    if (!name && !description) continue;
    await tx
      .update(productOptions)
      .set({ name: name ?? row.name, description: description ?? row.description })
      .where(eq(productOptions.id, row.id));
    changed += 1;
  }
  for (const row of await tx.select().from(categories)) {
    const name = withSpanish(row.name);
    const description = withSpanish(row.description);
    if (!name && !description) continue;
    await tx
      .update(categories)
      .set({ name: name ?? row.name, description: description ?? row.description })
      .where(eq(categories.id, row.id));
    changed += 1;
  }
  return changed;
}
