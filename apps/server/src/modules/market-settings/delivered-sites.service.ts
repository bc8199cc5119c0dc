import type { TDeliveredSiteRequest, TDeliveredSitesQuery } from '@cgx/domain/market-settings.schemas';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import type { CsvColumn } from '../../lib/csv.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import * as repository from './delivered-sites.repository.ts';
import type { DeliveredSiteRow } from './delivered-sites.repository.ts';
import { requireIgrainSettings } from './market-settings.access.ts';
import { presentDeliveredSite } from './market-settings.presenter.ts';

const PERMISSION = 'igrain/delivered_site';

export async function listDeliveredSites(context: AppContext, auth: AuthContext, query: TDeliveredSitesQuery) {
  requireIgrainSettings(auth);
  const page = await repository.pageDeliveredSites(context.db, query);
  return { ...page, rows: page.rows.map(presentDeliveredSite) };
}

export async function getDeliveredSite(context: AppContext, auth: AuthContext, id: number) {
  requireIgrainSettings(auth);
  const row = await repository.findDeliveredSite(context.db, id);
  if (!row) throw notFound();
  return presentDeliveredSite(row);
}

export function deliveredSitesForDownload(context: AppContext, auth: AuthContext, query: TDeliveredSitesQuery) {
  requireIgrainSettings(auth);
  return repository.deliveredSiteRows(context.db, query);
}

export async function listDeliveredRegions(context: AppContext, auth: AuthContext) {
  requireIgrainSettings(auth);
  return repository.listDeliveredRegions(context.db);
}

export const DELIVERED_SITE_CSV_COLUMNS: CsvColumn<DeliveredSiteRow>[] = [
  { header: 'Trading Name', cell: (row) => row.tradingName },
  { header: 'Nickname', cell: (row) => row.nickname },
  { header: 'Site Name', cell: (row) => row.siteName },
  { header: 'Region', cell: (row) => row.deliveredRegionName },
  { header: 'Port', cell: (row) => row.portName },
  { header: 'State', cell: (row) => row.state },
  { header: 'Latitude', cell: (row) => row.latitude },
  { header: 'Longitude', cell: (row) => row.longitude },
  { header: 'Status', cell: (row) => row.status },
];

async function valuesOf(context: AppContext, body: TDeliveredSiteRequest): Promise<repository.DeliveredSiteValues> {
  if (!(await repository.portExists(context.db, body.portId))) throw fieldError('portId', 'Choose a port from the list');
  return body;
}

export async function createDeliveredSite(context: AppContext, auth: AuthContext, body: TDeliveredSiteRequest) {
  requireIgrainSettings(auth, PERMISSION);
  const id = await repository.insertDeliveredSite(context.db, await valuesOf(context, body));
  return getDeliveredSite(context, auth, id);
}

export async function updateDeliveredSite(context: AppContext, auth: AuthContext, id: number, body: TDeliveredSiteRequest) {
  requireIgrainSettings(auth, PERMISSION);
  if (!(await repository.updateDeliveredSite(context.db, id, await valuesOf(context, body)))) throw notFound();
  return getDeliveredSite(context, auth, id);
}
