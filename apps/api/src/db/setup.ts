import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import { installJobs } from '../modules/jobs';
import { type Database, openDatabase } from './client';
import { migratePgliteDatabase, migratePostgresDatabase } from './migrate';
import { seedDatabase } from './seed';
import { DEMO_CUSTOMER_PASSWORD } from './seed-demo';

/** Opens the configured database (server or embedded) and brings its schema up to date. */
export async function openMigratedDatabase(env: Env): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
  });
  // The embedded database is reached through `pg` like a server, so both migrate the same way.
  if (database.url) await migratePostgresDatabase(database.url);
  else if (database.pglite) await migratePgliteDatabase(database.pglite);
  await installJobs(database); // pg-boss's own schema and the mail queue (locked, idempotent)
  return database;
}

/**
 * Seeds the demo catalogue and the staff account on first start. In development the
 * staff password is generated and printed once; in production it must come from
 * STAFF_PASSWORD, or no staff account is made.
 */
export async function seedOnFirstStart(database: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  if (!env.SEED_DEMO) return;
  const generated = !env.STAFF_PASSWORD;
  if (generated && env.NODE_ENV === 'production') {
    log.warn('STAFF_PASSWORD is not set: no staff account is created');
  }
  const staffPassword = env.STAFF_PASSWORD ?? randomBytes(9).toString('base64url');
  const result = await seedDatabase(database.db, {
    staffEmail: env.STAFF_EMAIL,
    staffPassword,
    createStaff: !(generated && env.NODE_ENV === 'production'),
    ...(demoOrdersWanted(env)
      ? {
          demoOrders: {
            uploadDir: env.uploadDir,
            // A known password only outside production (README: the demo customers); in production nobody signs in as one.
            password: env.NODE_ENV === 'production' ? null : DEMO_CUSTOMER_PASSWORD,
          },
        }
      : {}),
  });
  if (result.staffCreated && generated && env.NODE_ENV !== 'production') {
    log.info(`Staff account created: ${env.STAFF_EMAIL} / ${staffPassword} (shown once, development only)`);
  }
  if (result.seeded) log.info('Demo catalogue seeded');
  if (result.translated > 0) log.info(`Spanish added to ${result.translated} demo catalogue texts`);
  if (result.demo && result.demo.orders > 0) {
    const login = env.NODE_ENV === 'production' ? '' : ` (password ${DEMO_CUSTOMER_PASSWORD})`;
    log.info(`Demo orders seeded: ${result.demo.orders}, for ${result.demo.customers.join(', ')}${login}`);
  }
}

/** SEED_DEMO_ORDERS, or by default only in development (tests and production start without them). */
export function demoOrdersWanted(env: Pick<Env, 'SEED_DEMO_ORDERS' | 'NODE_ENV'>): boolean {
  return env.SEED_DEMO_ORDERS ?? env.NODE_ENV === 'development';
}
