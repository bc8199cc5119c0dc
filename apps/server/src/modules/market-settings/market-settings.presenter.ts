import type { TDeliveredSiteSetting, TOnFarmStorage, TSpecialTerm, TVariety } from '@cgx/domain/market-settings.schemas';
import type { DeliveredSiteRow } from './delivered-sites.repository.ts';
import type { OnFarmStorageRow } from './on-farm-storages.repository.ts';
import type { SpecialTermRow } from './special-terms.repository.ts';
import type { VarietyRow } from './varieties.repository.ts';

/** The answers of the market-settings API: named fields only, so a new column never leaks. */

export const presentOnFarmStorage = (row: OnFarmStorageRow): TOnFarmStorage => ({
  id: row.id,
  name: row.name,
  status: row.status,
  position: row.position,
});

export const presentVariety = (row: VarietyRow): TVariety => ({
  id: row.id,
  seasonId: row.seasonId,
  seasonName: row.seasonName,
  code: row.code,
  name: row.name,
  gradeId: row.gradeId,
  gradeName: row.gradeName,
  commodityId: row.commodityId,
  commodityName: row.commodityName,
  royaltyManagerName: row.royaltyManagerName,
  recipientName: row.recipientName,
  amount: row.amount,
  status: row.status,
});

export const presentSpecialTerm = (row: SpecialTermRow): TSpecialTerm => ({
  id: row.id,
  name: row.name,
  status: row.status,
  position: row.position,
});

export const presentDeliveredSite = (row: DeliveredSiteRow): TDeliveredSiteSetting => ({
  id: row.id,
  tradingName: row.tradingName,
  nickname: row.nickname,
  siteName: row.siteName,
  deliveredRegionName: row.deliveredRegionName,
  portId: row.portId,
  portName: row.portName,
  state: row.state,
  latitude: row.latitude,
  longitude: row.longitude,
  status: row.status,
});
