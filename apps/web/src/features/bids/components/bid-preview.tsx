import { List, Stack, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { formatDay } from '../../../lib/format';
import { formatMoney, formatTonnes } from '../../market-data/format/numbers';
import { useSignedInSession } from '../../session/session-context';
import {
  useCommodities,
  useDeliveredSites,
  useDeliveryPeriods,
  useGrades,
  useOnFarmStorages,
  useSeasons,
  useSites,
} from '../../order-form/api/reference-queries';
import { CHEMICAL_DECLARATION_LABELS } from '../../order-form/components/declaration-terms-fields';
import { type PreviewItem, PreviewList } from '../../order-form/components/preview-list';
import { toleranceText } from '../../order-form/components/quantity-delivery-section';
import { paymentTermLabel } from '../../order-form/order-form-rules';
import { ANY } from '../../order-form/order-form-values';
import type { BidFormValues } from '../bid-form-values';

const anyOr = (names: string[]) => (names.length === 0 ? 'Any' : names.join(', '));

/** spec 001 §2 'Preview shows': every field of the bid as it will be placed, with the quantity tolerance. */
export function BidPreview() {
  const { control } = useFormContext<BidFormValues>();
  const values = useWatch({ control }) as BidFormValues;
  const session = useSignedInSession();
  const seasons = useSeasons().data ?? [];
  const commodities = useCommodities().data ?? [];
  const grades = useGrades(values.commodityId).data ?? [];
  const periods = useDeliveryPeriods().data ?? [];
  const storages = useOnFarmStorages().data ?? [];
  const sites = useSites(values.market === 'cgx').data ?? [];
  const deliveredSites = useDeliveredSites(values.market === 'igrainx').data ?? [];

  const byId = <T extends { id: number }>(rows: T[], id: string) => rows.find((row) => String(row.id) === id);
  const commodity = byId(commodities, values.commodityId)?.name ?? values.commodityName;
  const grade = byId(grades, values.gradeId);
  const individual = values.lines.length > 1 && values.priceType === 'individual';
  const priceOf = (price: string) => `${formatMoney(price)}/mt`;

  const location = (() => {
    if (values.market === 'cgx') {
      const [kind, id] = values.warehouse.split(':');
      if (values.fixedLines) return `${values.lines.length} sites`;
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
  const items: PreviewItem[] = [
    { label: 'Organisation', value: session.organisation.tradingName },
    { label: 'Season', value: byId(seasons, values.seasonId)?.name ?? values.seasonName },
    { label: 'Location', value: location },
    {
      label: 'Prices',
      value: (
        <List size="sm" listStyleType="none" spacing={2}>
          {values.lines.map((line) => (
            <List.Item key={line.key}>
              {values.market === 'cgx' && !values.fixedLines ? location : line.label}: {priceOf(individual ? line.price : values.price)}
            </List.Item>
          ))}
        </List>
      ),
    },
    {
      label: 'Grade/Grain',
      value: grade ? `${commodity} ${grade.code} – ${grade.name}` : `${commodity}, described by quality parameters`,
    },
    {
      label: 'Quality Parameters',
      value:
        values.qualityParameters.length === 0
          ? 'None'
          : values.qualityParameters.map((row) => `${row.name} ${row.limit} ${row.amount} ${row.unit}`.replace(/\s+/g, ' ')).join('; '),
    },
    { label: 'Market', value: values.market === 'cgx' ? 'CGX' : 'igrainX' },
    { label: 'Variety', value: anyOr(values.varieties.filter((name) => name !== ANY)) },
    {
      label: 'On Farm Storage',
      value: anyOr(values.storageIds.filter((id) => id !== ANY).map((id) => byId(storages, id)?.name ?? id)),
    },
    {
      label: 'Chemical Declaration',
      value:
        values.chemicalDeclaration === 'false'
          ? `Disagree: ${values.chemicalTreatment}, ${values.chemicalRate}, applied ${values.chemicalApplicationDate ? formatDay(values.chemicalApplicationDate) : ''}`
          : (CHEMICAL_DECLARATION_LABELS[values.chemicalDeclaration] ?? 'Any'),
    },
    {
      label: 'Quantity',
      value: (
        <Stack gap={0}>
          <Text size="sm">{formatTonnes(values.quantity)} mt</Text>
          {tolerance && (
            <Text size="xs" c="dimmed">
              {tolerance}
            </Text>
          )}
        </Stack>
      ),
    },
    { label: 'Delivery Period', value: byId(periods, values.deliveryPeriodId)?.name ?? values.deliveryPeriodName },
    { label: 'Price', value: individual ? 'A price for each location (see Prices)' : priceOf(values.price) },
    {
      label: 'Expiry Date',
      value: values.expiryMode === 'custom' && values.expiryDate ? formatDay(values.expiryDate) : 'Good till cancelled',
    },
    { label: 'Payment Terms', value: anyOr(values.paymentTerms.filter((term) => term !== ANY).map(paymentTermLabel)) },
    { label: 'Other Special Contract Terms', value: values.termsAndConditions.length ? values.termsAndConditions.join('; ') : 'None' },
  ];
  return <PreviewList items={items} label="Bid" />;
}
