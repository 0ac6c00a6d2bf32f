import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { EnvError, loadEnv } from './config/env';
import { openMigratedDatabase, seedOnFirstStart } from './db/setup';

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openMigratedDatabase(env);
  const app = await buildApp({ env, database });
  await seedOnFirstStart(database, env, app.log);

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    await app.close();
    await database.close();
  });

  await app.listen({ port: env.PORT, host: env.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  app.log.info(`Shop ready on http://localhost:${port}/home (database: ${database.kind})`);
  (app.log as unknown as { flush?: () => void }).flush?.();
}

main().catch((error: unknown) => {
  // One readable line for start-up failures (database in use, port taken); the stack on request.
  const verbose = process.env.LOG_LEVEL === 'debug' || process.env.LOG_LEVEL === 'trace';
  console.error(error instanceof Error ? (verbose ? error.stack : `Cannot start: ${error.message}`) : error);
  process.exit(1);
});
