import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { ensureDefaults } from '../composition/seed/defaults.ts';

/** The API, the socket and the built web app. Run as many as needed behind a load balancer. */
const context = await createContext(loadConfig());
await ensureDefaults(context.db);
const app = await buildApp(context);
await app.listen({ host: context.config.host, port: context.config.port });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await context.realtime.close();
    await context.database.close();
    process.exit(0);
  });
}
