import { z } from 'zod';
import { FEATURE_FLAGS } from './roles.ts';

/** Public: what the web needs before it renders anything. */
export const ZAppStatus = z.object({
  maintenance: z.boolean(),
  featureFlags: z.record(z.enum(FEATURE_FLAGS), z.boolean()),
  support: z.object({ phone: z.string(), email: z.string() }),
});
export type TAppStatus = z.infer<typeof ZAppStatus>;

export const ZUpdateFeatureFlagRequest = z.object({ enabled: z.boolean() });
export const ZFeatureFlagParams = z.object({ key: z.enum(FEATURE_FLAGS) });

/** A row of Settings → General. */
export const ZFeatureFlagSetting = z.object({ key: z.enum(FEATURE_FLAGS), enabled: z.boolean(), description: z.string() });
export type TFeatureFlagSetting = z.infer<typeof ZFeatureFlagSetting>;
