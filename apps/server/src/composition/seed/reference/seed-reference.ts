import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  commodities,
  deliveredSites,
  deliveryPeriods,
  farmGateLevies,
  fees,
  grades,
  onFarmStorages,
  portZones,
  ports,
  qualityParameters,
  seasons,
  sites,
  specialTerms,
  statutoryLevies,
  varieties,
} from '../../../db/schema/reference.ts';
import { COMMODITIES } from './commodities.data.ts';
import { FARM_GATE_LEVIES, FEES, STATUTORY_LEVIES } from './levies.data.ts';
import { DELIVERED_SITES, PORTS, SITES } from './locations.data.ts';
import { DELIVERY_PERIODS, ON_FARM_STORAGES, SEASONS, SPECIAL_TERMS, VARIETIES } from './trading-terms.data.ts';

const need = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`reference seed: no ${what}`);
  return value;
};

/**
 * Seeds the reference data into an empty database. `organisationIds` maps the demo
 * organisation keys (storage providers, the exchange) to their ids.
 */
export async function seedReferenceData(db: Db, organisationIds: Map<string, number>): Promise<void> {
  const seasonIds = new Map<string, number>();
  for (const season of SEASONS) {
    const [row] = await db.insert(seasons).values(season).returning({ id: seasons.id });
    seasonIds.set(season.name, need(row, 'season').id);
  }
  await db.insert(deliveryPeriods).values(DELIVERY_PERIODS.map((period, position) => ({ ...period, position })));

  const commodityIds = new Map<string, number>();
  const gradeIds = new Map<string, number>();
  for (const commodity of COMMODITIES) {
    const [row] = await db
      .insert(commodities)
      .values({ code: commodity.code, name: commodity.name, industryBodyName: commodity.industryBodyName })
      .returning({ id: commodities.id });
    const commodityId = need(row, 'commodity').id;
    commodityIds.set(commodity.code, commodityId);
    for (const grade of commodity.grades) {
      const [gradeRow] = await db
        .insert(grades)
        .values({
          commodityId,
          code: grade.code,
          name: grade.name,
          description: grade.description,
          industryBody: grade.industryBody ?? 'Yes',
        })
        .returning({ id: grades.id });
      gradeIds.set(`${commodity.code}:${grade.code}`, need(gradeRow, 'grade').id);
    }
    await db
      .insert(qualityParameters)
      .values(commodity.qualityParameters.map((parameter, position) => ({ ...parameter, commodityId, position })));
  }

  const zoneIds = new Map<string, number>();
  const portIds = new Map<string, number>();
  for (const port of PORTS) {
    const [portRow] = await db.insert(ports).values(port).returning({ id: ports.id });
    const portId = need(portRow, 'port').id;
    portIds.set(port.name, portId);
    const [zoneRow] = await db.insert(portZones).values({ portId, name: port.name }).returning({ id: portZones.id });
    zoneIds.set(port.name, need(zoneRow, 'port zone').id);
  }
  await db.insert(sites).values(
    SITES.map((site) => ({
      storageProviderId: need(organisationIds.get(site.provider), `storage provider ${site.provider}`),
      name: site.name,
      code: site.code,
      state: site.state,
      portZoneId: need(zoneIds.get(site.port), `zone ${site.port}`),
      portDifferential: site.differential,
      latitude: site.latitude,
      longitude: site.longitude,
    })),
  );
  await db.insert(deliveredSites).values(
    DELIVERED_SITES.map(({ port, region, ...site }) => ({
      ...site,
      deliveredRegionName: region,
      portId: need(portIds.get(port), `port ${port}`),
    })),
  );

  await db.insert(onFarmStorages).values(ON_FARM_STORAGES.map((name, index) => ({ name, position: index + 1 })));
  await db.insert(specialTerms).values(SPECIAL_TERMS.map((name, index) => ({ name, position: index + 1 })));
  const currentSeasonId = need(seasonIds.get('2026/27'), 'season 2026/27');
  await db.insert(varieties).values(
    VARIETIES.map((variety) => ({
      seasonId: currentSeasonId,
      commodityId: need(commodityIds.get(variety.commodity), `commodity ${variety.commodity}`),
      gradeId: variety.grade ? (gradeIds.get(`${variety.commodity}:${variety.grade}`) ?? null) : null,
      code: variety.code,
      name: variety.name,
      royaltyManagerName: variety.manager,
      recipientName: variety.recipient,
      amount: variety.amount,
    })),
  );

  const exchangeId = organisationIds.get('exchange') ?? null;
  await db.insert(fees).values(FEES.map((fee) => ({ ...fee, seasonId: currentSeasonId })));
  const idsOf = (codes: string[]) => codes.map((code) => need(commodityIds.get(code), `commodity ${code}`));
  for (const seasonId of seasonIds.values()) {
    const season = await db.query.seasons.findFirst({ where: eq(seasons.id, seasonId) });
    if (season?.status !== 'active') continue;
    await db.insert(statutoryLevies).values(
      STATUTORY_LEVIES.map(({ commodities: codes, ...levy }) => ({
        ...levy,
        seasonId,
        commodityIds: idsOf(codes),
        invoiceDisplayId: exchangeId,
        recipientId: exchangeId,
      })),
    );
    await db.insert(farmGateLevies).values(
      FARM_GATE_LEVIES.map(({ commodities: codes, ...levy }) => ({
        ...levy,
        seasonId,
        commodityIds: idsOf(codes),
        invoiceDisplayId: exchangeId,
        recipientId: exchangeId,
      })),
    );
  }
}
