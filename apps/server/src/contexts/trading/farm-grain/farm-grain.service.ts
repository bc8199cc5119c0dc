import { dec, tonnes } from '@cgx/domain/decimal';
import type { TCreateFarmGrainRequest, TFarmGrain, TFarmGrainQuery, TUpdateFarmGrainRequest } from '@cgx/domain/farm-grain.schemas';
import type { TPage } from '@cgx/domain/lists.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, requireRole } from '../../../lib/access.ts';
import { AppError, badRequest, conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { requireAuthorisedClient } from '../../identity/index.ts';
import { holdingsOwnerFor } from '../holdings/holdings.service.ts';
import { farmGrainLocationErrors, locationColumns } from './farm-grain-location.ts';
import { presentFarmGrain } from './farm-grain.presenter.ts';
import {
  committedOnFarmGrain,
  countActiveOffersOn,
  type FarmGrainRow,
  findFarmGrain,
  findFarmGrainView,
  insertFarmGrain,
  isDrawnOn,
  lockFarmGrain,
  pageFarmGrain,
  referenceProblems,
  updateFarmGrain,
} from './farm-grain.repository.ts';

/**
 * A declaration the caller may see and change: a Grower its own organisation's; an Agent those of
 * a verified authorised client. Anyone else's answers 404, as if it did not exist.
 */
async function grainFor(context: AppContext, auth: AuthContext, grainId: number): Promise<FarmGrainRow> {
  requireRole(auth, ['Grower', 'Agent']);
  const grain = await findFarmGrain(context.db, grainId);
  if (!grain) throw notFound();
  if (auth.user.role === 'Grower') {
    if (grain.organisationId !== auth.organisation.id) throw notFound();
    return grain;
  }
  try {
    await requireAuthorisedClient(context, auth, grain.organisationId, { verifiedOnly: true });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) throw notFound();
    throw error;
  }
  return grain;
}

/** The declaration's references and location; every problem at once, on its field. */
async function checkDeclaration(context: AppContext, input: TUpdateFarmGrainRequest): Promise<void> {
  const errors: Record<string, string[]> = farmGrainLocationErrors(input.location);
  const found = await referenceProblems(context.db, input);
  if (!found.season) errors.seasonId = ['Choose an active season'];
  if (!found.commodity) errors.commodityId = ['Choose an active commodity'];
  if (!found.grade) errors.gradeId = ['Choose an active grade of this commodity'];
  if (!found.storage) errors.storageId = ['Choose an active on-farm storage'];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

const declarationColumns = (input: TUpdateFarmGrainRequest) => ({
  seasonId: input.seasonId,
  commodityId: input.commodityId,
  gradeId: input.gradeId ?? null,
  quantity: input.quantity,
  storageId: input.storageId ?? null,
  ...locationColumns(input.location),
});

async function viewOf(context: AppContext, grainId: number): Promise<TFarmGrain> {
  const view = await findFarmGrainView(context.db, grainId);
  if (!view) throw notFound();
  return presentFarmGrain(view);
}

/** 'My grain' on farm (or a client's): each declaration with the tonnes committed and what remains available. */
export async function listMyFarmGrain(context: AppContext, auth: AuthContext, query: TFarmGrainQuery): Promise<TPage<TFarmGrain>> {
  const organisationId = await holdingsOwnerFor(context, auth, query.organisationId);
  const page = await pageFarmGrain(context.db, organisationId, query);
  return { ...page, rows: page.rows.map(presentFarmGrain) };
}

export async function getFarmGrain(context: AppContext, auth: AuthContext, grainId: number): Promise<TFarmGrain> {
  await grainFor(context, auth, grainId);
  return viewOf(context, grainId);
}

/** A grower declares grain on farm; an agent for a verified authorised client. */
export async function declareFarmGrain(context: AppContext, auth: AuthContext, input: TCreateFarmGrainRequest): Promise<TFarmGrain> {
  const organisationId = await holdingsOwnerFor(context, auth, input.organisationId);
  await checkDeclaration(context, input);
  const now = context.clock.now();
  const id = await insertFarmGrain(context.db, {
    organisationId,
    ...declarationColumns(input),
    status: 'active',
    createdByUserId: auth.user.id,
    updatedAt: now,
  });
  return viewOf(context, id);
}

/**
 * A declaration's new terms. Under the row's lock (the one offers take), so no offer can slip in
 * between the check and the change: the quantity can't go below what is on offer or sold, and the
 * season and commodity stay once any offer or trade has drawn on it.
 */
export async function updateMyFarmGrain(
  context: AppContext,
  auth: AuthContext,
  grainId: number,
  input: TUpdateFarmGrainRequest,
): Promise<TFarmGrain> {
  await grainFor(context, auth, grainId);
  await checkDeclaration(context, input);
  await context.db.transaction(async (tx) => {
    const [grain] = await lockFarmGrain(tx, [grainId]);
    if (!grain) throw notFound();
    if (grain.status !== 'active') throw conflict('This grain is archived.');
    const moved = grain.seasonId !== input.seasonId || grain.commodityId !== input.commodityId;
    if (moved && (await isDrawnOn(tx, grainId))) {
      const message = ['Can not be changed: offers have drawn on this grain'];
      throw badRequest(grain.seasonId !== input.seasonId ? { seasonId: message } : { commodityId: message });
    }
    const [row] = await committedOnFarmGrain(tx, [grainId]);
    const committed = row?.committed ?? '0';
    if (dec(input.quantity).lessThan(committed)) {
      throw fieldError('quantity', `Can not be less than the ${tonnes(committed)} mt on offer or sold`);
    }
    await updateFarmGrain(tx, grainId, { ...declarationColumns(input), updatedAt: context.clock.now() });
  });
  return viewOf(context, grainId);
}

/** Archived grain leaves the list and takes no new offers; the offers on it must be cancelled first. */
export async function archiveFarmGrain(context: AppContext, auth: AuthContext, grainId: number): Promise<TFarmGrain> {
  await grainFor(context, auth, grainId);
  await context.db.transaction(async (tx) => {
    const [grain] = await lockFarmGrain(tx, [grainId]);
    if (!grain) throw notFound();
    if (grain.status !== 'active') throw conflict('This grain is already archived.');
    if ((await countActiveOffersOn(tx, grainId)) > 0) throw conflict('Cancel the offers on this grain first.');
    await updateFarmGrain(tx, grainId, { status: 'archived', updatedAt: context.clock.now() });
  });
  return viewOf(context, grainId);
}
