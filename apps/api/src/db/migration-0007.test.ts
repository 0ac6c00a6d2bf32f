import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsUpTo } from '../test/migrations-up-to';
import { MIGRATIONS_FOLDER } from './migrate';

const client = new PGlite();
const tmp: string[] = [];
afterAll(async () => {
  await client.close();
  for (const dir of tmp) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migration 0007 (Spain as one name)', () => {
  it('renames the seeded "Spain (mainland)" in each language, keeps a name staff changed, touches no other country', async () => {
    const before = migrationsUpTo('0006_blind_shipping');
    tmp.push(before);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });

    await client.exec(`
      insert into countries (code, name, shipping_region, vat_region) values
        ('ES', '{"en": "Spain (mainland)", "ar": "إسبانيا - شبه الجزيرة", "es": "España (península)"}', 'es_mainland', 'es'),
        ('GB', '{"en": "United Kingdom (Great Britain)", "ar": "المملكة المتحدة (بريطانيا العظمى)"}', 'uk_mainland', 'export');
    `);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });

    const names = await client.query<{ code: string; name: Record<string, string> }>(
      'select code, name from countries order by id',
    );
    expect(names.rows).toEqual([
      { code: 'ES', name: { en: 'Spain', ar: 'إسبانيا - شبه الجزيرة', es: 'España' } },
      {
        code: 'GB',
        name: { en: 'United Kingdom (Great Britain)', ar: 'المملكة المتحدة (بريطانيا العظمى)' },
      },
    ]);
  }, 60_000);
});
