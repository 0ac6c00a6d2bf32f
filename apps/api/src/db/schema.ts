/**
 * Every table, collected for drizzle's relational queries: the index is generated from each
 * `modules/<name>/table.ts` (scripts/module-index.mjs), the glob drizzle.config.ts reads too.
 */
export * from './schema.generated';
