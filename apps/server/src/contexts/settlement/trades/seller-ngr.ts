import { sql } from 'drizzle-orm';
import { holdings, trades } from '../../../db/schema/market.ts';
import { organisationNgrs } from '../../../db/schema/organisations.ts';

/** The trade's seller's first registered NGR: an igrainX trade's (it draws on no holding). */
export const sellerFirstNgr = sql<string | null>`(select ${organisationNgrs.ngr} from ${organisationNgrs}
  where ${organisationNgrs.organisationId} = ${trades.sellerOrganisationId} order by ${organisationNgrs.id} limit 1)`;

/** cgx: the NGR of the holding sold from, for a query that joins holdings; igrainX: the seller's first registered NGR. */
export const sellerNgrWithHolding = sql<string | null>`coalesce(${holdings.ngr}, ${sellerFirstNgr})`;

/** The same without the holdings join: the holding read by its key. */
export const sellerNgrOfTrade = sql<
  string | null
>`coalesce((select ${holdings.ngr} from ${holdings} where ${holdings.id} = ${trades.holdingId}), ${sellerFirstNgr})`;
