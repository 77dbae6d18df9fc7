import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { movedClocks } from './plugins/moved-clocks.ts';

/** How long requests in flight may take to finish once the server closes. */
const IN_FLIGHT_GRACE_MS = 60_000;
/**
 * The balancer acts on the refused check a moment after the instance sent it, and a request it
 * sent meanwhile arrives on a kept connection. Served, it is not lost; answered 503 at the close
 * (or its connection closed as idle), an upload whose body is still coming could not be retried.
 */
const TAKEN_OUT_SETTLE_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // Opening the database (WebAssembly compile, off the main thread) overlaps with loading
  // the HTTP stack: together they are most of the start-up time.
  const [database, { buildApp }] = await Promise.all([
    import('./db/open-configured.ts').then((m) => m.openConfiguredDatabase(config, 'server')),
    import('./app.ts'),
  ]);
  const offsets = config.TEST_CLOCK_OFFSETS_FILE;
  const app = await buildApp({
    config,
    database,
    ...(offsets ? movedClocks(offsets) : {}),
  });
  // After buildApp, which has written the municipalities the demo data refers to.
  const { seedDemoOnFirstStart } = await import('./modules/properties/seed-demo.ts');
  await seedDemoOnFirstStart(database, config, console);

  // The grace covers the balancer's wait and then the requests in flight (an upload on a slow
  // phone among them); a second signal ends the process at once.
  const drainMs = config.DRAIN_SECONDS * 1000;
  closeWithGrace({ delay: drainMs + IN_FLIGHT_GRACE_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an uncaught error');
    else app.log.info({ signal }, 'shutting down');
    // A service manager stops an instance with SIGTERM: behind a balancer, it leaves the pool
    // first. Ctrl-C (SIGINT) in a terminal stops at once.
    if (signal === 'SIGTERM' && drainMs > 0) {
      const how = await app.draining.begin({ maxMs: drainMs, checks: config.DRAIN_CHECKS });
      if (how === 'taken-out') await sleep(TAKEN_OUT_SETTLE_MS);
      app.log.info({ how }, 'drained: closing');
    }
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.PORT, host: config.HOST });
  const { port } = app.server.address() as AddressInfo;
  app.log.info(
    {
      port,
      database: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
    },
    `ready on http://localhost:${port}`,
  );
}

main().catch((error: unknown) => {
  // Operator mistakes get one plain sentence, not a stack trace.
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${known ? message : `Could not start: ${message}`}\n`);
  if (!known && process.env.LOG_LEVEL === 'debug' && error instanceof Error) {
    process.stderr.write(`${error.stack}\n`);
  }
  process.exit(1);
});
