/**
 * The settings platform service's door (decision 0231): the only file of platform/settings/ that code outside platform/ imports.
 * Site settings and feature flags.
 */
import { readFeatureFlags, writeFeatureFlag } from './feature-flags.repository.ts';
export { presentAppStatus } from './app-status.presenter.ts';
export { appStatusRoutes } from './app-status.routes.ts';
export { settingsRoutes } from './settings.routes.ts';

/** Feature flags: read on every request that needs one (cached briefly), written by staff. */
export const featureFlags = { read: readFeatureFlags, write: writeFeatureFlag };
