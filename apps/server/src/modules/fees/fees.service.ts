import { dec } from '@cgx/domain/decimal';
import type { TFeeEstimateQuery, TFeeLine } from '@cgx/domain/fees.schemas';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import { fieldError, forbidden } from '../../lib/errors.ts';
import { feeEstimateLines } from './fee-estimate.ts';
import {
  type FeeScope,
  findGradeCommodity,
  findOrganisation,
  findVarietyRoyalty,
  isVerifiedClient,
  listFarmGateLevies,
  listFees,
  listStatutoryLevies,
} from './fees.repository.ts';

/** The caller's own organisation, or an agent's verified client; anything else is refused alike, existing or not. */
async function organisationFor(context: AppContext, auth: AuthContext, organisationId: number) {
  const allowed =
    organisationId === auth.organisation.id ||
    (auth.organisation.type === 'agent' && (await isVerifiedClient(context.db, auth.organisation.id, organisationId)));
  const organisation = allowed ? await findOrganisation(context.db, organisationId) : undefined;
  if (!organisation) throw forbidden();
  return organisation;
}

/**
 * spec 001 §7 'Fee estimation': $/mt lines for one side of a trade at a price. Growers (and
 * agents for them) sell, traders buy, unless `side` says otherwise (a trader may offer grain).
 * Levies and the variety's royalty are the grower's: deducted from the seller's proceeds, never charged to the buyer.
 */
export async function estimateFees(context: AppContext, auth: AuthContext, query: TFeeEstimateQuery): Promise<TFeeLine[]> {
  const organisation = await organisationFor(context, auth, query.organisationId);
  if (query.gradeId !== undefined && (await findGradeCommodity(context.db, query.gradeId)) !== query.commodityId) {
    throw fieldError('gradeId', 'Not a grade of this commodity');
  }
  const side = query.side ?? (organisation.type === 'trader' ? 'buyer' : 'seller');
  const scope: FeeScope = { seasonId: query.seasonId, commodityId: query.commodityId, state: query.state };
  const fees = await listFees(context.db, side, scope);
  const seller = side === 'seller';
  const variety = query.varietyId === undefined ? undefined : await findVarietyRoyalty(context.db, query.varietyId, scope);
  if (query.varietyId !== undefined && !variety) throw fieldError('varietyId', 'Choose a variety of this season and commodity');
  return feeEstimateLines({
    price: query.price,
    fees,
    statutoryLevies: seller ? await listStatutoryLevies(context.db, scope) : [],
    farmGateLevies: seller ? await listFarmGateLevies(context.db, scope) : [],
    // The royalty is the seller's, and only when there is one to withhold.
    royalty: seller && variety && dec(variety.amountPerTonne).greaterThan(0) ? variety : null,
  });
}
