import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../db/migrate';

/**
 * A copy of the migrations folder whose journal stops after `lastTag`, to build a database
 * as an older version left it and then test the next migration on its rows. The caller
 * removes the directory (fs.rmSync) when done.
 */
export function migrationsUpTo(lastTag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === lastTag);
  if (last < 0) throw new Error(`No migration tagged ${lastTag} in ${MIGRATIONS_FOLDER}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}
