import { z } from 'zod';
import { FEATURE_FLAGS } from './roles.ts';

/**
 * What the browser reports to and loads, each null unless the server is configured for it
 * (decision 0093): the error reporter's DSN (public by design) and the tag manager's container id.
 */
export const ZMonitoring = z.object({
  errorReporting: z.object({ dsn: z.string(), environment: z.string(), release: z.string().nullable() }).nullable(),
  tagManagerId: z.string().nullable(),
});
export type TMonitoring = z.infer<typeof ZMonitoring>;

/** Public: what the web needs before it renders anything. */
export const ZAppStatus = z.object({
  maintenance: z.boolean(),
  featureFlags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  support: z.object({ phone: z.string(), email: z.string() }),
  /** Absent from the build's prerender and from older servers. */
  monitoring: ZMonitoring.optional(),
});
export type TAppStatus = z.infer<typeof ZAppStatus>;

export const ZUpdateFeatureFlagRequest = z.object({ enabled: z.boolean() });
export const ZFeatureFlagParams = z.object({ key: z.enum(FEATURE_FLAGS) });

/** A row of Settings → General. */
export const ZFeatureFlagSetting = z.object({ key: z.enum(FEATURE_FLAGS), enabled: z.boolean(), description: z.string() });
export type TFeatureFlagSetting = z.infer<typeof ZFeatureFlagSetting>;
