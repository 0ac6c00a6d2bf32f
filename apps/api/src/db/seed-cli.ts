/** `npm run seed`: migrates the configured database and seeds the demo data if it is empty. */
import pino from 'pino';
import { EnvError, loadEnv } from '../config/env';
import { openMigratedDatabase, seedOnFirstStart } from './setup';

try {
  const env = loadEnv({ SEED_DEMO: 'true', ...process.env });
  const log = pino({ level: env.LOG_LEVEL });
  const database = await openMigratedDatabase(env);
  await seedOnFirstStart(database, { ...env, SEED_DEMO: true }, log);
  log.info('Seed finished (existing data is never overwritten)');
  await database.close();
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
}
