/** `npm run db:migrate -w @shop/api`: applies pending migrations to the configured database. */
import { EnvError, loadEnv } from '../config/env';
import { openMigratedDatabase } from './setup';

try {
  const database = await openMigratedDatabase(loadEnv());
  console.info(`Migrations applied (${database.kind})`);
  await database.close();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
