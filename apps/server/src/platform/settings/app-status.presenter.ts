import type { TAppStatus } from '@cgx/domain/app-status.schemas';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import type { FeatureFlags } from '@cgx/domain/roles';
import type { Config } from '../../config.ts';

/** The app status, as GET /api/app-status answers it and the server writes it into every page (web/web-app.ts). */
export function presentAppStatus(config: Config, featureFlags: FeatureFlags): TAppStatus {
  return {
    maintenance: featureFlags.maintenance,
    featureFlags,
    support: { phone: SUPPORT_PHONE, email: SUPPORT_EMAIL },
    monitoring: {
      errorReporting: config.sentryWebDsn
        ? { dsn: config.sentryWebDsn, environment: config.sentryEnvironment, release: config.release ?? null }
        : null,
      tagManagerId: config.gtmId ?? null,
    },
  };
}
