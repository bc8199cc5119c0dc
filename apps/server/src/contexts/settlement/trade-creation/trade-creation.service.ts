import { sydneyDate } from '@cgx/domain/calendar';
import { dec, tonnes } from '@cgx/domain/decimal';
import { type PricingPoint, igrainLocationProblems } from '@cgx/domain/igrain-location';
import { paymentTermsFromPayload, paymentTermsToColumns } from '@cgx/domain/payment-terms';
import { portEquivalent } from '@cgx/domain/pricing';
import type {
  TCgxTradeRow,
  TCreateCgxTradeRequest,
  TCreateIgrainTradeRequest,
  TCreateMultipleTradesRequest,
  TSellerFarmGrain,
  TSellerHolding,
  TTradeCreated,
  TTradeParty,
  TTradePartiesQuery,
  TTradesCreated,
} from '@cgx/domain/trade-creation.schemas';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { wakeWorkers } from '../../../queue/wake-workers.ts';
import { type AuthContext, requireStaff } from '../../../lib/access.ts';
import { AppError, badRequest, forbidden } from '../../../lib/errors.ts';
import { requirePasswordToken } from '../../identity/index.ts';
import {
  availableOnFarmGrain,
  farmGrainDrawError,
  availableOnHoldings,
  holdingDrawError,
  enqueueTradeAnnouncements,
  holidaysOf,
  insertNumberedTrades,
  needsHolidays,
  tradePricing,
  tradeState,
  deliveredSiteErrors,
  checkOrderTerms,
} from '../../trading/index.ts';
import { featureFlags } from '../../../platform/settings/index.ts';
import {
  type PartyRow,
  type SiteRow,
  farmGrainLocations,
  farmGrainOf,
  findParties,
  holdingsOf,
  insertFilledOrders,
  partyOptions,
  sitesByIds,
} from './trade-creation.repository.ts';

type Errors = Record<string, string[]>;
type Market = 'cgx' | 'igrainx';
type Terms = TCgxTradeRow | TCreateIgrainTradeRequest;

export const TRADE_CREATION_MESSAGES = {
  seller: { cgx: 'Choose an active, verified grower or trader', igrainx: 'Choose an active, verified grower' },
  buyer: 'Choose an active, verified trader',
  holdingGrade: 'Choose the grade of the grain in the holding',
  farmGrainGrade: 'Choose the grade the grain on farm was declared as',
  farmGrainLocation: 'This grain’s location on farm is incomplete: edit the grain first',
  nothingSaved: 'Nothing was saved: please correct the rows shown.',
} as const;

const errorsOf = (error: unknown): Errors => {
  if (error instanceof AppError && error.statusCode === 400 && error.errors) return error.errors;
  throw error;
};
const under = (prefix: string, errors: Errors): Errors =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [`${prefix}${field}`, messages]));
const hasErrors = (errors: Errors) => Object.keys(errors).length > 0;

/** spec 002 §6: recording trades is staff work; an igrainX trade needs the igrainTrade flag, and CGX Sales may not record one. */
async function requireRecorder(context: AppContext, auth: AuthContext, market: Market) {
  requireStaff(auth);
  if (market === 'igrainx' && (auth.user.role === 'CGX Sales' || !(await featureFlags.read(context.db)).igrainTrade)) throw forbidden();
}

/** The parties, as the market has them: distinct, active and verified; a grower (or for cgx a trader) sells, a trader buys. */
function partyErrors(market: Market, terms: Terms, parties: PartyRow[]): Errors {
  const errors: Errors = {};
  const usable = (id: number, types: string[]) => {
    const party = parties.find((row) => row.id === id);
    return party !== undefined && types.includes(party.type) && party.status === 'active' && party.verificationStatus === 'verified';
  };
  if (!usable(terms.sellerOrganisationId, market === 'cgx' ? ['grower', 'trader'] : ['grower'])) {
    errors.sellerOrganisationId = [TRADE_CREATION_MESSAGES.seller[market]];
  }
  if (!usable(terms.buyerOrganisationId, ['trader'])) errors.buyerOrganisationId = [TRADE_CREATION_MESSAGES.buyer];
  return errors;
}

/**
 * What needs no lock, for each trade: the parties, and the season, commodity, grade and delivery
 * period and quantity as an order's (checkOrderTerms, which also answers the period's minimum
 * quantity). Errors by field, not thrown: a sheet reports every row's.
 */
async function checkTerms(context: AppContext, auth: AuthContext, market: Market, rows: Terms[], passwordToken: string | undefined) {
  // The password comes first, as for an order: nothing else is said without a live token.
  await requirePasswordToken(context, auth, passwordToken);
  const parties = await findParties(context.db, [...new Set(rows.flatMap((row) => [row.sellerOrganisationId, row.buyerOrganisationId]))]);
  return Promise.all(
    rows.map(async (row) => {
      const errors = partyErrors(market, row, parties);
      let minQuantity = '0';
      try {
        const terms = { ...row, gradeIds: [row.gradeId], qualityParameters: [] };
        ({ minQuantity } = await checkOrderTerms(context, auth, terms, passwordToken));
      } catch (error) {
        Object.assign(errors, errorsOf(error));
      }
      return { errors, minQuantity };
    }),
  );
}

/** A trade ready to write: its terms, the grain it draws on, where it is priced. */
type Recorded = {
  terms: Terms;
  minQuantity: string;
  site?: SiteRow;
  holdingId: number | null;
  farmGrain?: Awaited<ReturnType<typeof farmGrainLocations>>[number];
  pricingPoint: PricingPoint | null;
  deliveredSiteId: number | null;
};

/**
 * The trades, written as the market writes one (decision 0183): for each, a filled offer entered
 * for the seller and a filled bid (a group and its line) for the buyer, then the trades numbered in
 * the market's sequence, priced and dated as a match prices them (tradePricing), recorded by the
 * staff user, and each one's announcement job (feed, notifications, contract notes, SMS).
 */
async function writeRecordedTrades(context: AppContext, tx: Db, auth: AuthContext, market: Market, recorded: Recorded[]) {
  const now = context.clock.now();
  const today = sydneyDate(now);
  const filled = { status: 'filled' as const, remaining: '0', createdAt: now, updatedAt: now, endedAt: now, createdByUserId: auth.user.id };
  const orders = await insertFilledOrders(
    tx,
    recorded.map(({ terms, minQuantity, site, holdingId, farmGrain, pricingPoint, deliveredSiteId }) => {
      const place = {
        pricingPoint,
        deliveredSiteId,
        nearestTown: pricingPoint === 'Delivered' ? null : (farmGrain?.nearestTown ?? null),
        nearestTownCity: pricingPoint === 'Delivered' ? null : (farmGrain?.nearestTownCity ?? null),
        nearestTownDirection: pricingPoint === 'Delivered' ? null : (farmGrain?.nearestTownDirection ?? null),
        nearestTownDistanceRange: pricingPoint === 'Delivered' ? null : (farmGrain?.nearestTownDistanceRange ?? null),
        address: pricingPoint === 'Delivered' ? null : (farmGrain?.address ?? null),
      };
      const shared = {
        market,
        seasonId: terms.seasonId,
        commodityId: terms.commodityId,
        deliveryPeriodId: terms.deliveryPeriodId,
        quantity: terms.quantity,
        minQuantity,
        expiryDate: null,
        varietyIds: [],
        termsAndConditions: [],
        chemicalApplicationDate: null,
        chemicalRate: null,
        chemicalTreatment: null,
        ...filled,
      };
      return {
        offer: {
          ...shared,
          ...place,
          organisationId: terms.sellerOrganisationId,
          agentOrganisationId: null,
          gradeId: terms.gradeId,
          holdingId,
          siteId: site?.id ?? null,
          farmGrainId: farmGrain?.id ?? null,
          storageId: farmGrain?.storageId ?? null,
          price: terms.price,
          ...paymentTermsToColumns(paymentTermsFromPayload(terms.paymentTerms)),
          // A recorded trade carries no chemical exceptions: the seller's declaration is 'Agree'.
          chemicalDeclaration: true,
          reofferOfId: null,
        },
        group: {
          ...shared,
          organisationId: terms.buyerOrganisationId,
          // The buyer's bid allows exactly the agreed terms; deferred, which a bid cannot name, is 'any'.
          paymentTerms: terms.paymentTerms === null ? [] : [terms.paymentTerms],
          storageIds: [],
          chemicalDeclaration: null,
          pricingPoint,
          isBidSheet: false,
          rebidOfId: null,
        },
        line: {
          ...place,
          gradeId: terms.gradeId,
          siteId: site?.id ?? null,
          portZoneId: null,
          price: terms.price,
          deleted: false,
          createdAt: now,
        },
      };
    }),
  );
  const states = [...new Set(orders.flatMap(({ offer }, index) => (needsHolidays(offer) ? [tradeState(recorded[index]?.site)] : [])))];
  const holidays = new Map(await Promise.all(states.map(async (state) => [state, await holidaysOf(tx, state)] as const)));
  const values = orders.map(({ offer, group, line }, index) => {
    const { site } = recorded[index] as Recorded;
    // The agreed price is the site's; a match is priced on the port equivalent, so tradePricing is given that.
    const agreed = market === 'cgx' && site ? portEquivalent(offer.price, site.portDifferential) : offer.price;
    return {
      market,
      bidGroupId: group.id,
      bidLineId: line.id,
      offerId: offer.id,
      recordedByUserId: auth.user.id,
      buyerOrganisationId: group.organisationId,
      sellerOrganisationId: offer.organisationId,
      agentOrganisationId: null,
      seasonId: offer.seasonId,
      commodityId: offer.commodityId,
      gradeId: offer.gradeId,
      deliveryPeriodId: offer.deliveryPeriodId,
      siteId: offer.siteId,
      holdingId: offer.holdingId,
      farmGrainId: offer.farmGrainId,
      quantity: offer.quantity,
      ...tradePricing(offer, site, agreed, today, holidays.get(tradeState(site)) ?? new Set()),
      paymentTermsKind: offer.paymentTermsKind,
      paymentTermsDays: offer.paymentTermsDays,
      restingSide: 'offer' as const,
      createdAt: now,
    };
  });
  const trades = await insertNumberedTrades(tx, market, values);
  await enqueueTradeAnnouncements(tx, trades, now);
  return trades.map((trade): TTradeCreated => ({ id: trade.id, formattedId: trade.formattedId, market: trade.market }));
}

/**
 * cgx rows drawn on their holdings, under the holdings' locks (availableOnHoldings: FOR UPDATE, as
 * an offer takes them), in order: each row takes its tonnes before the next is checked. A row's
 * grade is its holding's. Errors by row.
 */
async function drawOnHoldings(tx: Db, rows: { terms: TCgxTradeRow; minQuantity: string }[]) {
  const holdings = await availableOnHoldings(
    tx,
    rows.map((row) => row.terms.holdingId),
  );
  const sites = await sitesByIds(
    tx,
    [...holdings.values()].map((holding) => holding.siteId),
  );
  const errors = rows.map((): Errors => ({}));
  const recorded = rows.map(({ terms, minQuantity }, index): Recorded => {
    const holding = holdings.get(terms.holdingId);
    const failure = holdingDrawError(holding, { ...terms, organisationId: terms.sellerOrganisationId }, terms.quantity);
    if (failure) Object.assign(errors[index] as Errors, errorsOf(failure));
    else if (holding && holding.gradeId !== terms.gradeId) (errors[index] as Errors).gradeId = [TRADE_CREATION_MESSAGES.holdingGrade];
    else if (holding) holding.available = tonnes(dec(holding.available).minus(terms.quantity));
    return {
      terms,
      minQuantity,
      site: holding ? sites.get(holding.siteId) : undefined,
      holdingId: terms.holdingId,
      pricingPoint: null,
      deliveredSiteId: null,
    };
  });
  return { recorded, errors };
}

/** POST /api/back-office/trades/cgx: one cgx trade agreed off-screen, drawn on the seller's holding. */
export async function createCgxTrade(context: AppContext, auth: AuthContext, input: TCreateCgxTradeRequest): Promise<TTradeCreated> {
  await requireRecorder(context, auth, 'cgx');
  const [checked] = await checkTerms(context, auth, 'cgx', [input], input.passwordToken);
  if (!checked) throw new Error('no terms checked');
  if (hasErrors(checked.errors)) throw badRequest(checked.errors);
  const [trade] = await context.db.transaction(async (tx) => {
    const { recorded, errors } = await drawOnHoldings(tx, [{ terms: input, minQuantity: checked.minQuantity }]);
    if (errors[0] && hasErrors(errors[0])) throw badRequest(errors[0]);
    return writeRecordedTrades(context, tx, auth, 'cgx', recorded);
  });
  wakeWorkers(context);
  if (!trade) throw new Error('no trade written');
  return trade;
}

/**
 * POST /api/back-office/trades/multiple: a sheet of cgx trades. Every row is checked first, the
 * holdings' tonnes drawn row after row; one row wrong and none is saved (errors `rows.N.field`);
 * otherwise all are saved in one transaction, numbered in the order of the rows.
 */
export async function createMultipleTrades(
  context: AppContext,
  auth: AuthContext,
  input: TCreateMultipleTradesRequest,
): Promise<TTradesCreated> {
  await requireRecorder(context, auth, 'cgx');
  const checked = await checkTerms(context, auth, 'cgx', input.rows, input.passwordToken);
  const rowErrors = (perRow: Errors[]) =>
    perRow.reduce<Errors>((all, errors, index) => ({ ...all, ...under(`rows.${index}.`, errors) }), {});
  const termErrors = rowErrors(checked.map((row) => row.errors));
  if (hasErrors(termErrors)) throw badRequest(termErrors, TRADE_CREATION_MESSAGES.nothingSaved);
  const trades = await context.db.transaction(async (tx) => {
    const rows = input.rows.map((terms, index) => ({ terms, minQuantity: checked[index]?.minQuantity ?? '0' }));
    const { recorded, errors } = await drawOnHoldings(tx, rows);
    const drawErrors = rowErrors(errors);
    if (hasErrors(drawErrors)) throw badRequest(drawErrors, TRADE_CREATION_MESSAGES.nothingSaved);
    return writeRecordedTrades(context, tx, auth, 'cgx', recorded);
  });
  wakeWorkers(context);
  return { trades };
}

/**
 * POST /api/back-office/trades/igrainx: one igrainX trade, drawn on the seller's grain declared on
 * farm (locked, as an igrainX offer locks it), priced Ex Farm or Free on Truck at the farm, or
 * Delivered to an active delivered site.
 */
export async function createIgrainTrade(context: AppContext, auth: AuthContext, input: TCreateIgrainTradeRequest): Promise<TTradeCreated> {
  await requireRecorder(context, auth, 'igrainx');
  const [checked] = await checkTerms(context, auth, 'igrainx', [input], input.passwordToken);
  if (!checked) throw new Error('no terms checked');
  const errors = checked.errors;
  if (input.pricingPoint === 'Delivered' && input.deliveredSiteId) {
    const found = await deliveredSiteErrors(context.db, [{ at: 'location', deliveredSiteId: input.deliveredSiteId }]);
    if (hasErrors(found)) errors.deliveredSiteId = found['location.deliveredSiteId'] ?? [];
  }
  if (hasErrors(errors)) throw badRequest(errors);
  const [trade] = await context.db.transaction(async (tx) => {
    const grain = (await availableOnFarmGrain(tx, [input.farmGrainId])).get(input.farmGrainId);
    const failure = farmGrainDrawError(grain, { ...input, organisationId: input.sellerOrganisationId }, input.quantity);
    if (failure) throw failure;
    if (grain?.gradeId && grain.gradeId !== input.gradeId) throw badRequest({ gradeId: [TRADE_CREATION_MESSAGES.farmGrainGrade] });
    const [location] = await farmGrainLocations(tx, [input.farmGrainId]);
    if (input.pricingPoint !== 'Delivered' && igrainLocationProblems(location, input.pricingPoint).length > 0) {
      throw badRequest({ farmGrainId: [TRADE_CREATION_MESSAGES.farmGrainLocation] });
    }
    return writeRecordedTrades(context, tx, auth, 'igrainx', [
      {
        terms: input,
        minQuantity: checked.minQuantity,
        holdingId: null,
        farmGrain: location,
        pricingPoint: input.pricingPoint,
        deliveredSiteId: input.pricingPoint === 'Delivered' ? (input.deliveredSiteId ?? null) : null,
      },
    ]);
  });
  wakeWorkers(context);
  if (!trade) throw new Error('no trade written');
  return trade;
}

/** Whom the form may name: the sellers (growers, and traders for cgx) or the buyers (traders). */
export async function listTradeParties(context: AppContext, auth: AuthContext, query: TTradePartiesQuery): Promise<TTradeParty[]> {
  await requireRecorder(context, auth, query.market);
  const types: ('grower' | 'trader')[] = query.side === 'buyer' ? ['trader'] : query.market === 'cgx' ? ['grower', 'trader'] : ['grower'];
  const rows = await partyOptions(context.db, types);
  return rows.map((row) => ({ id: row.id, name: row.name, type: row.type as 'grower' | 'trader' }));
}

/** A seller's holdings with what each still has available, for a cgx trade to draw on. */
export async function listSellerHoldings(context: AppContext, auth: AuthContext, organisationId: number): Promise<TSellerHolding[]> {
  await requireRecorder(context, auth, 'cgx');
  return holdingsOf(context.db, organisationId);
}

/** A seller's active grain declared on farm with what is still unsold, for an igrainX trade to draw on. */
export async function listSellerFarmGrain(context: AppContext, auth: AuthContext, organisationId: number): Promise<TSellerFarmGrain[]> {
  await requireRecorder(context, auth, 'igrainx');
  const rows = await farmGrainOf(context.db, organisationId);
  return rows.map(({ gradeId, gradeCode, ...row }) => ({
    ...row,
    grade: gradeId !== null && gradeCode !== null ? { id: gradeId, code: gradeCode } : null,
  }));
}
