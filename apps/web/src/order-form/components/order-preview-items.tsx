import { formatDay, formatTonnes } from '@cgx/domain/format';
import { Stack, Text } from '@mantine/core';
import {
  useCommodities,
  useDeliveredSites,
  useDeliveryPeriods,
  useGrades,
  useOnFarmStorages,
  useSeasons,
  useSites,
  useVarieties,
} from '../api/reference-queries';
import { ANY, type OrderFormValues } from '../order-form-values';
import { CHEMICAL_DECLARATION_LABELS } from './declaration-terms-fields';
import type { FieldItem } from '../../components/ui/field-list';
import { toleranceText } from './quantity-delivery-section';

export const anyOr = (names: string[]) => (names.length === 0 ? 'Any' : names.join(', '));

type SharedItem =
  | 'Season'
  | 'Location'
  | 'Grade/Grain'
  | 'Quality Parameters'
  | 'Market'
  | 'Variety'
  | 'On Farm Storage'
  | 'Chemical Declaration'
  | 'Quantity'
  | 'Delivery Period'
  | 'Expiry Date'
  | 'Other Special Contract Terms';

/**
 * The preview's rows every order shares (spec 001 §2 'Preview shows'), by label: a bid's and an
 * offer's preview put them in order with their own (prices, payment terms, the client).
 */
export function useOrderFieldItems(values: OrderFormValues): Record<SharedItem, FieldItem> {
  const seasons = useSeasons().data ?? [];
  const commodities = useCommodities().data ?? [];
  const grades = useGrades(values.commodityId).data ?? [];
  const periods = useDeliveryPeriods().data ?? [];
  const storages = useOnFarmStorages().data ?? [];
  const sites = useSites(values.market === 'cgx').data ?? [];
  const deliveredSites = useDeliveredSites(values.market === 'igrainx').data ?? [];
  const varieties = useVarieties(values.seasonId, values.commodityId, values.gradeId).data ?? [];

  const byId = <T extends { id: number }>(rows: T[], id: string) => rows.find((row) => String(row.id) === id);
  const commodity = byId(commodities, values.commodityId)?.name ?? values.commodityName;
  const grade = byId(grades, values.gradeId);
  const varietyName = (id: string) => byId(varieties, id)?.name ?? values.varietyNames[id] ?? id;

  const location = (() => {
    if (values.market === 'cgx') {
      const [kind, id] = values.warehouse.split(':');
      if (kind === 'site') {
        const site = sites.find((one) => String(one.id) === id);
        return site ? `${site.name}, ${site.state} (${site.portZoneName} port zone)` : values.warehouse;
      }
      const zone = sites.find((one) => String(one.portZoneId) === id);
      return zone ? `Any site in the ${zone.portZoneName} port zone (priced at ${zone.portName})` : values.warehouse;
    }
    if (values.pricingPoint === 'Delivered') {
      const site = byId(deliveredSites, values.deliveredSiteId);
      return `Delivered: ${site ? `${site.name}, ${site.portName}` : values.deliveredSiteName}`;
    }
    if (values.pricingPoint === 'Free on Truck' && values.locationMode === 'exact') {
      return `Free on Truck: ${values.address}${values.nearestTownHelperText ? ` (${values.nearestTownHelperText})` : ''}`;
    }
    return `${values.pricingPoint}: near ${values.nearestTown}${values.portName ? ` (port ${values.portName})` : ''}`;
  })();

  const tolerance = toleranceText(values.quantity);
  const item = (label: SharedItem, value: FieldItem['value']): [SharedItem, FieldItem] => [label, { label, value }];
  return Object.fromEntries([
    item('Season', byId(seasons, values.seasonId)?.name ?? values.seasonName),
    item('Location', location),
    item('Grade/Grain', grade ? `${commodity} ${grade.code} – ${grade.name}` : `${commodity}, described by quality parameters`),
    item(
      'Quality Parameters',
      values.qualityParameters.length === 0
        ? 'None'
        : values.qualityParameters.map((row) => `${row.name} ${row.limit} ${row.amount} ${row.unit}`.replace(/\s+/g, ' ')).join('; '),
    ),
    item('Market', values.market === 'cgx' ? 'CGX' : 'igrainX'),
    item('Variety', anyOr(values.varieties.filter((id) => id !== ANY).map((id) => varietyName(id)))),
    item('On Farm Storage', anyOr(values.storageIds.filter((id) => id !== ANY).map((id) => byId(storages, id)?.name ?? id))),
    item(
      'Chemical Declaration',
      values.chemicalDeclaration === 'false'
        ? `Disagree: ${values.chemicalTreatment}, ${values.chemicalRate}, applied ${values.chemicalApplicationDate ? formatDay(values.chemicalApplicationDate) : ''}`
        : (CHEMICAL_DECLARATION_LABELS[values.chemicalDeclaration] ?? 'Any'),
    ),
    item(
      'Quantity',
      <Stack gap={0}>
        <Text size="sm">{formatTonnes(values.quantity)} mt</Text>
        {tolerance && (
          <Text size="xs" c="dimmed">
            {tolerance}
          </Text>
        )}
      </Stack>,
    ),
    item('Delivery Period', byId(periods, values.deliveryPeriodId)?.name ?? values.deliveryPeriodName),
    item('Expiry Date', values.expiryMode === 'custom' && values.expiryDate ? formatDay(values.expiryDate) : 'Good till cancelled'),
    item('Other Special Contract Terms', values.termsAndConditions.length ? values.termsAndConditions.join('; ') : 'None'),
  ]) as Record<SharedItem, FieldItem>;
}
