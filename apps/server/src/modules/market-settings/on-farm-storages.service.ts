import type { TOnFarmStorageRequest, TOnFarmStoragesQuery } from '@cgx/domain/market-settings.schemas';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import { onFarmStorages } from '../../db/schema/reference.ts';
import { requireIgrainSettings } from './market-settings.access.ts';
import { presentOnFarmStorage } from './market-settings.presenter.ts';
import * as repository from './on-farm-storages.repository.ts';
import { moveToPosition, nextPosition } from './positions.ts';

const PERMISSION = 'igrain/storage';

export async function listOnFarmStorages(context: AppContext, auth: AuthContext, query: TOnFarmStoragesQuery) {
  requireIgrainSettings(auth);
  const page = await repository.pageOnFarmStorages(context.db, query);
  return { ...page, rows: page.rows.map(presentOnFarmStorage) };
}

export async function getOnFarmStorage(context: AppContext, auth: AuthContext, id: number) {
  requireIgrainSettings(auth);
  const row = await repository.findOnFarmStorage(context.db, id);
  if (!row) throw notFound();
  return presentOnFarmStorage(row);
}

/** spec 002 §7: name, status and position; a storage placed at a position moves the others down one. */
export async function createOnFarmStorage(context: AppContext, auth: AuthContext, body: TOnFarmStorageRequest) {
  requireIgrainSettings(auth, PERMISSION);
  const row = await repository.insertOnFarmStorage(context.db, {
    name: body.name,
    status: body.status,
    position: await nextPosition(context.db, onFarmStorages),
  });
  if (body.position) await moveToPosition(context.db, onFarmStorages, row.id, body.position);
  return getOnFarmStorage(context, auth, row.id);
}

export async function updateOnFarmStorage(context: AppContext, auth: AuthContext, id: number, body: TOnFarmStorageRequest) {
  requireIgrainSettings(auth, PERMISSION);
  const row = await repository.updateOnFarmStorage(context.db, id, { name: body.name, status: body.status });
  if (!row) throw notFound();
  if (body.position && body.position !== row.position) await moveToPosition(context.db, onFarmStorages, id, body.position);
  return getOnFarmStorage(context, auth, id);
}
