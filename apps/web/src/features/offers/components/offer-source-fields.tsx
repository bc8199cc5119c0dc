import { formatTonnes } from '@cgx/domain/format';
import { dec } from '@cgx/domain/decimal';
import type { TClientAuthorisation } from '@cgx/domain/authorisations.schemas';
import type { TFarmGrain } from '@cgx/domain/farm-grain.schemas';
import type { THolding } from '@cgx/domain/holdings.schemas';
import type { TPage } from '@cgx/domain/lists.schemas';
import type { TBidToSellTo } from '@cgx/domain/orders.schemas';
import { Select, SimpleGrid, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { api } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY, FARM_GRAIN_QUERY_KEY, HOLDINGS_QUERY_KEY } from '../../../lib/shared-query-keys';
import { FormSection } from '../../../order-form/components/form-section';
import { OFFER_FIELD_LABELS as LABELS } from '../offer-form-schema';
import { bidToSellToLabel, farmGrainFitsBid, holdingFitsBid, offerFormOnBid } from '../offer-from-bid';
import { farmGrainLabel, holdingLabel, type OfferFormValues, offerFormFromFarmGrain, offerFormFromHolding } from '../offer-form-values';

/** The most grain a picker lists: a grower's parcels are a handful; the lists page the rest. */
const PICKER_SIZE = 100;
const hasAvailable = (available: string) => !dec(available).isZero();

/** The fields a grain fixes on the offer: taken over when a grain is picked (the rest the user typed stays). */
const GRAIN_FIELDS = [
  'holdingId',
  'farmGrainId',
  'grainLabel',
  'available',
  'seasonId',
  'seasonName',
  'commodityId',
  'commodityName',
  'industryBodyName',
  'meetsIndustryBodyGrade',
  'gradeId',
  'gradeName',
  'gradeCode',
  'gradeFixed',
  'varieties',
  'qualityParameters',
  'warehouse',
  'state',
  'storageIds',
  'pricingPoint',
  'locationMode',
  'nearestTown',
  'nearestTownCity',
  'directions',
  'distanceRanges',
  'address',
] as const satisfies readonly (keyof OfferFormValues)[];

/** What a bid sold to sets again once a grain is picked: the place the grain reset, and the tonnes the grain has room for. */
const BID_FIELDS = ['quantity', 'deliveredSiteId'] as const satisfies readonly (keyof OfferFormValues)[];

/**
 * Which client (an agent, spec 001 §5 'Client search required': verified authorisations searched by
 * name or NGR) and which of its grain the offer draws on: a holding (cgx) or grain declared on farm
 * (igrainX) with tonnes available. Shown when the route did not name the grain. An offer made from
 * a market bid lists only the grain that fits the bid, and keeps the bid's terms once one is picked.
 */
export function OfferSourceFields({ chooseClient, bid }: { chooseClient: boolean; bid?: TBidToSellTo }) {
  const { control, setValue, getValues, formState } = useFormContext<OfferFormValues>();
  const [market, organisationId, holdingId, farmGrainId] = useWatch({
    control,
    name: ['market', 'organisationId', 'holdingId', 'farmGrainId'],
  });
  const owner = chooseClient ? organisationId : 'own';
  const holdings = useQuery({
    queryKey: [...HOLDINGS_QUERY_KEY, 'picker', owner],
    queryFn: ({ signal }) =>
      api.get<TPage<THolding>>('/api/holdings', {
        query: { pageSize: PICKER_SIZE, sort: 'available', ...(chooseClient ? { organisationId } : {}) },
        signal,
      }),
    enabled: market === 'cgx' && owner !== '',
  });
  const farmGrain = useQuery({
    queryKey: [...FARM_GRAIN_QUERY_KEY, 'picker', owner],
    queryFn: ({ signal }) =>
      api.get<TPage<TFarmGrain>>('/api/farm-grain', {
        query: { pageSize: PICKER_SIZE, sort: 'available', ...(chooseClient ? { organisationId } : {}) },
        signal,
      }),
    enabled: market === 'igrainx' && owner !== '',
  });
  const client = chooseClient ? { id: Number(organisationId), name: getValues('clientName') } : undefined;

  const take = (picked: OfferFormValues) => {
    const values = bid ? offerFormOnBid(picked, bid) : picked;
    const fields = bid ? [...GRAIN_FIELDS, ...BID_FIELDS] : GRAIN_FIELDS;
    for (const field of fields) setValue(field, values[field] as never, { shouldValidate: formState.isSubmitted });
  };
  const grainOptions =
    market === 'cgx'
      ? (holdings.data?.rows ?? [])
          .filter((holding) => hasAvailable(holding.available) || String(holding.id) === holdingId)
          .filter((holding) => !bid || holdingFitsBid(holding, bid))
          .map((holding) => ({
            value: String(holding.id),
            label: `${holdingLabel(holding)}: ${formatTonnes(holding.available)} mt available`,
          }))
      : (farmGrain.data?.rows ?? [])
          .filter((grain) => hasAvailable(grain.available) || String(grain.id) === farmGrainId)
          .filter((grain) => !bid || farmGrainFitsBid(grain, bid))
          .map((grain) => ({
            value: String(grain.id),
            label: `${farmGrainLabel(grain)}: ${formatTonnes(grain.available)} mt available`,
          }));
  const loading = market === 'cgx' ? holdings.isPending : farmGrain.isPending;
  const sourceField = market === 'cgx' ? 'holdingId' : 'farmGrainId';

  return (
    <FormSection title={chooseClient ? 'Client and grain' : 'Grain'}>
      {bid && (
        <Text size="sm" data-testid="bid-sold-to">
          <Text span fw={600}>
            Selling to a bid:
          </Text>{' '}
          {bidToSellToLabel(bid)}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: chooseClient ? 2 : 1 }}>
        {chooseClient && (
          <ClientField
            onPicked={() => {
              setValue('holdingId', '');
              setValue('farmGrainId', '');
              setValue('grainLabel', '');
              setValue('available', '');
            }}
          />
        )}
        <Controller
          control={control}
          name={sourceField}
          render={({ field }) => (
            <Select
              label={market === 'cgx' ? 'Grain in storage' : 'Grain on farm'}
              required
              searchable
              disabled={owner === ''}
              placeholder={owner === '' ? 'Choose a client first' : undefined}
              data={grainOptions}
              value={field.value || null}
              nothingFoundMessage={loading ? 'Loading…' : 'No grain with tonnes available'}
              onChange={(value) => {
                if (market === 'cgx') {
                  const holding = holdings.data?.rows.find((one) => String(one.id) === value);
                  if (holding) take(offerFormFromHolding(holding, client));
                } else {
                  const grain = farmGrain.data?.rows.find((one) => String(one.id) === value);
                  if (grain) take(offerFormFromFarmGrain(grain, client));
                }
                field.onChange(value ?? '');
              }}
              onBlur={field.onBlur}
              error={formState.errors[sourceField]?.message}
            />
          )}
        />
      </SimpleGrid>
      {!loading && owner !== '' && grainOptions.length === 0 && (
        <Text size="sm" c="dimmed">
          {bid
            ? 'None of your grain fits this bid: it needs the same season, commodity and grade' +
              (market === 'cgx' ? ', at the bid’s site or port zone.' : '.')
            : market === 'cgx'
              ? 'No grain in storage has tonnes available to offer.'
              : 'No grain declared on farm has tonnes available to offer: declare it under My Grain first.'}
        </Text>
      )}
    </FormSection>
  );
}

/** An agent's verified clients, searched as typed (by trading name or NGR). */
function ClientField({ onPicked }: { onPicked: () => void }) {
  const { control, setValue, formState } = useFormContext<OfferFormValues>();
  const clientName = useWatch({ control, name: 'clientName' });
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 300);
  const clients = useQuery({
    queryKey: [...CLIENTS_QUERY_KEY, 'search', term],
    queryFn: ({ signal }) =>
      api.get<TPage<TClientAuthorisation>>('/api/authorisations', {
        query: { verified: 'true', term: term.trim() || undefined, pageSize: 25 },
        signal,
      }),
  });
  const rows = clients.data?.rows ?? [];
  return (
    <Controller
      control={control}
      name="organisationId"
      render={({ field }) => {
        const options = rows.map((row) => ({
          value: String(row.growerId),
          label: row.growerNgr ? `${row.growerTradingName} (NGR ${row.growerNgr})` : row.growerTradingName,
        }));
        if (field.value && !options.some((option) => option.value === field.value)) {
          options.unshift({ value: field.value, label: clientName || field.value });
        }
        return (
          <Select
            label={LABELS.organisationId}
            description="Your verified clients, by name or NGR"
            required
            searchable
            data={options}
            value={field.value || null}
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={clients.isFetching ? 'Searching…' : 'No verified client matches'}
            onChange={(value) => {
              const row = rows.find((one) => String(one.growerId) === value);
              field.onChange(value ?? '');
              setValue('clientName', row?.growerTradingName ?? '');
              onPicked();
            }}
            onBlur={field.onBlur}
            error={formState.errors.organisationId?.message}
          />
        );
      }}
    />
  );
}
