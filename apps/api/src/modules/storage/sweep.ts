/**
 * The daily storage sweep (a pg-boss schedule, modules/jobs/plugin.ts; one process runs each
 * day's job). Files are written before their rows commit, so a crash in between leaves a file
 * nothing refers to; carts nobody comes back to keep their files for ever. This removes
 * both: stored files no row refers to once they are ORPHAN_FILE_HOURS old, and carts
 * untouched for CART_RETENTION_DAYS with their lines and files
 * (docs/decisions/029-storage-sweep-quotas-dead-letters.md).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What removing the stale carts freed. */
export type StaleCartsRemoved = { carts: number; cartFiles: number; cartBytes: number };

export type SweepDeps = {
  db: Db;
  uploadDir: string;
  log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
  orphanFileHours: number;
  cartRetentionDays: number;
  /**
   * Removes the carts untouched since `cutoff`, with their lines and files: cart's own
   * `removeStaleCarts`, passed in by app.ts because cart sits above storage
   * (docs/decisions/030-module-walls.md).
   */
  removeStaleCarts: (db: Db, uploadDir: string, cutoff: Date) => Promise<StaleCartsRemoved>;
};

export type SweepResult = {
  orphanFiles: number;
  orphanBytes: number;
  carts: number;
  cartFiles: number;
  cartBytes: number;
};

const WEBP_KEY = /^([0-9a-f]{32})\.webp$/;

/**
 * Tables whose rows may name a catalogue picture (`/media/<key>.webp`) anywhere in their
 * columns, including snapshots in orders and invoices. The audit log is left out: it keeps
 * old values on purpose and would keep every picture ever uploaded.
 */
const MEDIA_REFERRERS = [
  'categories',
  'services',
  'products',
  'product_sections',
  'product_options',
  'brands',
  'clients',
  'orders',
  'order_lines',
  'invoices',
] as const;

type Candidate = { key: string; file: string; size: number };
type Rows<T> = { rows: T[] };

/** Files in `dir` whose name matches, last modified before `cutoff`. */
async function oldFiles(dir: string, name: RegExp, cutoff: number): Promise<Candidate[]> {
  let entries: string[];
  try {
    entries = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const found: Candidate[] = [];
  for (const entry of entries) {
    const match = name.exec(entry);
    if (!match) continue;
    const file = path.join(dir, entry);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile() && stat.mtimeMs < cutoff)
      found.push({ key: match[1] ?? entry, file, size: stat.size });
  }
  return found;
}

async function keysIn(db: Db, query: ReturnType<typeof sql>): Promise<Set<string>> {
  const result = (await db.execute(query)) as unknown as Rows<{ key: string }>;
  return new Set(result.rows.map((r) => r.key));
}

/** The stored files no row refers to, old enough to be past any request still writing its rows. */
async function findOrphans(db: Db, uploadDir: string, cutoff: number): Promise<Candidate[]> {
  const designs = await oldFiles(uploadDir, /^([0-9a-f]{32})$/, cutoff);
  const avatars = await oldFiles(path.join(uploadDir, 'avatars'), WEBP_KEY, cutoff);
  const pictures = await oldFiles(path.join(uploadDir, 'media'), WEBP_KEY, cutoff);
  const orphans: Candidate[] = [];
  // In batches: one statement takes at most 65,535 parameters.
  for (let start = 0; start < designs.length; start += 1000) {
    const batch = designs.slice(start, start + 1000);
    const used = await keysIn(
      db,
      sql`select storage_key as key from uploads where storage_key in (${sql.join(
        batch.map((c) => sql`${c.key}`),
        sql`, `,
      )})`,
    );
    orphans.push(...batch.filter((c) => !used.has(c.key)));
  }
  if (avatars.length > 0) {
    const used = await keysIn(db, sql`select image as key from users where image is not null`);
    orphans.push(...avatars.filter((c) => !used.has(c.key)));
  }
  if (pictures.length > 0) {
    const used = new Set<string>();
    for (const table of MEDIA_REFERRERS) {
      const found = await keysIn(
        db,
        sql`select distinct (regexp_matches(t::text, '/media/([0-9a-f]{32})\\.webp', 'g'))[1] as key
            from ${sql.identifier(table)} t`,
      );
      for (const key of found) used.add(key);
    }
    orphans.push(...pictures.filter((c) => !used.has(c.key)));
  }
  return orphans;
}

/** One sweep: stale carts first (their files become rows-less at once), then orphan files. */
export async function sweepStorage(deps: SweepDeps, now = new Date()): Promise<SweepResult> {
  const carts = await deps.removeStaleCarts(
    deps.db,
    deps.uploadDir,
    new Date(now.getTime() - deps.cartRetentionDays * 24 * 3600_000),
  );
  const orphans = await findOrphans(deps.db, deps.uploadDir, now.getTime() - deps.orphanFileHours * 3600_000);
  let orphanBytes = 0;
  let orphanFiles = 0;
  for (const orphan of orphans) {
    try {
      await fs.rm(orphan.file);
      orphanFiles += 1;
      orphanBytes += orphan.size;
    } catch (err) {
      deps.log.warn({ err, file: orphan.file }, 'storage sweep could not remove a file');
    }
  }
  const result = { orphanFiles, orphanBytes, ...carts };
  deps.log.info(result, 'storage sweep done');
  return result;
}
