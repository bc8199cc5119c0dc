import type { Access } from '../../../../session/access';

/** The bid-sheet pages need the bidSheets feature flag (spec 001 §2): their routes and the tab say so, as the server does for a sheet. */
export const BID_SHEETS_ACCESS = { featureFlag: 'bidSheets' } as const satisfies Access;
