/**
 * The activity platform service's door (decision 0231): the only file of platform/activity/ that code outside platform/ imports.
 * The activity log: who did what, when, from where.
 */
import { recordActivity } from './activity.repository.ts';

/** The activity log: a line for each thing a person did (signed in, changed a setting), read by staff. */
export const activityLog = { record: recordActivity };
