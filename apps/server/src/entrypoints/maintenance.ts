import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { recordActivity } from '../platform/activity/activity.repository.ts';
import { writeFeatureFlag } from '../platform/settings/feature-flags.repository.ts';

/** `npm run maintenance -w @cgx/server -- on|off`: the operator's switch when nobody can use the web app. */
const mode = process.argv[2];
if (mode !== 'on' && mode !== 'off') {
  console.error('usage: npm run maintenance -w @cgx/server -- on|off');
  process.exit(2);
}
const context = await createContext(loadConfig());
await writeFeatureFlag(context.db, 'maintenance', mode === 'on', null);
await recordActivity(context.db, { action: 'feature_flag_changed', detail: { key: 'maintenance', enabled: mode === 'on', via: 'cli' } });
await context.realtime.close();
await context.database.close();
console.log(`Maintenance mode is ${mode}.`);
