import type { Access } from '../../../../session/access';

/** SMS alerts for new bids go to growers holding grain (preferences.service.ts): the screen is theirs. */
export const PREFERENCES_ACCESS: Access = { roles: ['Grower'] };
