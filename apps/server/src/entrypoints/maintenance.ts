import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import { activityLog } from '../platform/activity/index.ts';
import { featureFlags } from '../platform/settings/index.ts';

/** `npm run maintenance -w @cgx/server -- on|off`: the operator's switch when nobody can use the web app. */
const mode = process.argv[2];
if (mode !== 'on' && mode !== 'off') {
  console.error('usage: npm run maintenance -w @cgx/server -- on|off');
  process.exit(2);
}
const context = await createContext(loadConfig());
await featureFlags.write(context.db, 'maintenance', mode === 'on', null);
await activityLog.record(context.db, {
  action: 'feature_flag_changed',
  detail: { key: 'maintenance', enabled: mode === 'on', via: 'cli' },
});
await context.realtime.close();
await context.database.close();
console.log(`Maintenance mode is ${mode}.`);
