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

describe('migration 0004 (structured addresses)', () => {
  it('keeps every address saved before it: the free text becomes the street, no country', async () => {
    const before = migrationsUpTo('0003_signup_codes');
    tmp.push(before);
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });

    await client.exec(`
      insert into users (name, email) values ('Ana', 'ana@example.com'), ('Omar', 'omar@example.com');
      insert into addresses (user_id, type, label, details, phone, is_default) values
        (1, 1, 'Home', 'Calle Mayor 1, 3ºB, 29001 Málaga', '+34 600 111 222', true),
        (1, 2, 'Work', 'Polígono Santa Teresa, nave 4
29004 Málaga', '952 000 123', false),
        (2, 1, 'بيت', 'شارع الملك فهد ١٢، الرياض', '+966 50 000 0000', true);
    `);
    const old = await client.query<Record<string, unknown>>('select * from addresses order by id');

    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    const after = await client.query<Record<string, unknown>>('select * from addresses order by id');

    expect(after.rows).toHaveLength(old.rows.length);
    for (const [i, row] of after.rows.entries()) {
      const was = old.rows[i] as Record<string, unknown>;
      // Nothing that was there changed…
      for (const column of Object.keys(was)) expect(row[column], column).toEqual(was[column]);
      // …and the old text is the street, with no structured part invented.
      expect(row).toMatchObject({
        street: was.details,
        contact_name: '',
        company: '',
        postcode: '',
        city: '',
        province: '',
        country_code: null,
      });
    }
    // Company details and the order snapshots exist afterwards.
    const tables = await client.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_name = 'company_details'",
    );
    expect(tables.rows).toEqual([{ name: 'company_details' }]);
  }, 60_000);
});
