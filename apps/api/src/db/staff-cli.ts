/**
 * `npm run staff:create -- --email a@b.c --password '…' --name 'Ana'`: creates a staff
 * account or promotes an existing one, on the configured database (DATABASE_URL, else PGlite
 * under DATA_DIR), migrating it first. Any problem is one line on stderr and exit code 1.
 */
import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from '../config/env';
import { openMigratedDatabase } from './setup';
import { checkStaffAccountInput, createOrPromoteStaff, StaffAccountError } from './staff-account';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  fail(
    `${(error as Error).message.split('\n')[0]} Usage: npm run staff:create -- --email … --password … --name …`,
  );
}

try {
  // Bad input fails before the database is opened (fast, and no data dir is created).
  checkStaffAccountInput(values);
  const env = loadEnv({ LOG_LEVEL: 'warn', ...process.env });
  const database = await openMigratedDatabase(env);
  try {
    const result = await createOrPromoteStaff(database.db, values);
    process.stdout.write(
      result.created
        ? `Staff account created: ${result.email} (id ${result.id}).\n`
        : `Account ${result.email} (id ${result.id}) is now staff; its password was replaced.\n`,
    );
  } finally {
    await database.close();
  }
} catch (error) {
  if (error instanceof StaffAccountError || error instanceof EnvError) fail(error.message);
  fail(`staff:create failed: ${(error as Error).message.split('\n')[0]}`);
}
