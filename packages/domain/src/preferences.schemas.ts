import { z } from 'zod';
import { MSG } from './messages.ts';

/** What the product sends a user: growers who opt in get an SMS when a new firm bid matches grain they hold. */
export const ZPreferences = z.object({ smsBidAlerts: z.boolean() });
export const ZUpdatePreferencesRequest = z.strictObject({
  smsBidAlerts: z.boolean({ error: (issue) => (issue.input === undefined ? MSG.required : 'Must be true or false') }),
});

export type TPreferences = z.infer<typeof ZPreferences>;
export type TUpdatePreferencesRequest = z.infer<typeof ZUpdatePreferencesRequest>;
