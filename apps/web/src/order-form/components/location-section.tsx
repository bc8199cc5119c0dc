import { PRICING_POINTS } from '@cgx/domain/igrain-location';
import { Anchor, Button, Group, MultiSelect, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { isApiError } from '../../lib/api-client';
import { type TTown, TownField, townLabel } from '../../components/forms/town-field';
import { lookUpNearestTown, lookUpPortName, useDeliveredSites, useSites } from '../api/reference-queries';
import { COMPASS_DIRECTIONS, DISTANCE_RANGES } from '@cgx/domain/igrain-location';
import { emptyLocation, ORDER_FIELD_LABELS as LABELS, type OrderFormValues, type PricingPoint } from '../order-form-values';
import { FormSection } from './form-section';

type Props = {
  /** Several directions and distance ranges, one priced row each (a bid sheet); otherwise one of each. */
  multipleRows: boolean;
  /** Free on Truck: go back to searching warehouse locations (the cgx form), when the form offers it. */
  onSearchWarehouses?: () => void;
};

/**
 * Where the grain is (spec 001 §3 'Location fields'): cgx a storage-provider site or any site of a
 * port zone; igrainX a pricing point (Ex Farm, Free on Truck, Delivered) and its place. Picking a
 * pricing point clears the location fields, and switching to an exact location clears the
 * location (spec 001 §4).
 */
export function LocationSection({ multipleRows, onSearchWarehouses }: Props) {
  const { control } = useFormContext<OrderFormValues>();
  const [market, pricingPoint, locationMode] = useWatch({ control, name: ['market', 'pricingPoint', 'locationMode'] });
  return (
    <FormSection title="Location">
      {market === 'cgx' ? (
        <WarehouseField />
      ) : (
        <Stack gap="sm">
          <PricingPointField />
          {pricingPoint === 'Free on Truck' && <LocationModeField onSearchWarehouses={onSearchWarehouses} />}
          {pricingPoint === 'Delivered' && <DeliveredSiteField />}
          {(pricingPoint === 'Ex Farm' || (pricingPoint === 'Free on Truck' && locationMode === 'approximate')) && (
            <ApproximateFields multipleRows={multipleRows} />
          )}
          {pricingPoint === 'Free on Truck' && locationMode === 'exact' && <ExactFields />}
        </Stack>
      )}
    </FormSection>
  );
}

function WarehouseField() {
  const { control, setValue, formState } = useFormContext<OrderFormValues>();
  const sites = useSites();
  const zones = new Map<number, { name: string; portName: string; sites: NonNullable<typeof sites.data> }>();
  for (const site of sites.data ?? []) {
    const zone = zones.get(site.portZoneId) ?? { name: site.portZoneName, portName: site.portName, sites: [] };
    zone.sites.push(site);
    zones.set(site.portZoneId, zone);
  }
  const data = [...zones.entries()]
    .sort(([, a], [, b]) => a.name.localeCompare(b.name))
    .map(([zoneId, zone]) => ({
      group: `${zone.name} port zone (${zone.portName})`,
      items: [
        { value: `zone:${zoneId}`, label: `Any site in the ${zone.name} port zone` },
        ...zone.sites.map((site) => ({
          value: `site:${site.id}`,
          label: `${site.name}${site.storageProviderNickname ? ` (${site.storageProviderNickname})` : ''}, ${site.state}`,
        })),
      ],
    }));
  return (
    <Controller
      control={control}
      name="warehouse"
      render={({ field }) => (
        <Select
          label="Site or port zone"
          required
          searchable
          limit={60}
          data={data}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(value ?? '');
            const [kind, id] = (value ?? '').split(':');
            const site = kind === 'site' ? sites.data?.find((one) => String(one.id) === id) : undefined;
            const zoneSite = kind === 'zone' ? sites.data?.find((one) => String(one.portZoneId) === id) : undefined;
            setValue('state', site?.state ?? zoneSite?.state ?? '');
            setValue('portName', site?.portName ?? zoneSite?.portName ?? '');
          }}
          onBlur={field.onBlur}
          nothingFoundMessage="No site or port zone of that name"
          error={formState.errors.warehouse?.message}
          description="A site, or any site of a port zone (priced at port)."
        />
      )}
    />
  );
}

function PricingPointField() {
  const { control, setValue, formState } = useFormContext<OrderFormValues>();
  return (
    <Controller
      control={control}
      name="pricingPoint"
      render={({ field }) => (
        <Radio.Group
          label={LABELS.pricingPoint}
          required
          value={field.value}
          onChange={(value) => {
            for (const [name, empty] of Object.entries(emptyLocation()))
              setValue(name as keyof ReturnType<typeof emptyLocation>, empty as never);
            field.onChange(value as PricingPoint);
          }}
          error={formState.errors.pricingPoint?.message}
        >
          <Group mt={4}>
            {PRICING_POINTS.map((point) => (
              <Radio key={point} value={point} label={point} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}

/** Clears the place but keeps the pricing point and the mode. */
function clearPlace(setValue: ReturnType<typeof useFormContext<OrderFormValues>>['setValue']) {
  const { pricingPoint: _pricingPoint, locationMode: _mode, ...place } = emptyLocation();
  for (const [name, empty] of Object.entries(place)) setValue(name as keyof typeof place, empty as never);
}

function LocationModeField({ onSearchWarehouses }: { onSearchWarehouses?: () => void }) {
  const { control, setValue } = useFormContext<OrderFormValues>();
  return (
    <Group align="flex-end" justify="space-between">
      <Controller
        control={control}
        name="locationMode"
        render={({ field }) => (
          <Radio.Group
            label="Location"
            value={field.value}
            onChange={(value) => {
              if (value === 'exact') clearPlace(setValue);
              field.onChange(value);
            }}
          >
            <Group mt={4}>
              <Radio value="approximate" label="Near a town" />
              <Radio value="exact" label="Exact address" />
            </Group>
          </Radio.Group>
        )}
      />
      {onSearchWarehouses && (
        <Anchor component="button" type="button" size="sm" onClick={onSearchWarehouses}>
          Search warehouse locations instead
        </Anchor>
      )}
    </Group>
  );
}

function DeliveredSiteField() {
  const { control, setValue, formState } = useFormContext<OrderFormValues>();
  const sites = useDeliveredSites();
  return (
    <Controller
      control={control}
      name="deliveredSiteId"
      render={({ field }) => (
        <Select
          label={LABELS.deliveredSiteId}
          required
          searchable
          data={(sites.data ?? []).map((site) => ({ value: String(site.id), label: `${site.name} (${site.nickname}), ${site.portName}` }))}
          value={field.value || null}
          onChange={(value) => {
            const site = sites.data?.find((one) => String(one.id) === value);
            field.onChange(value ?? '');
            setValue('deliveredSiteName', site?.name ?? '');
            setValue('portName', site?.portName ?? '');
            setValue('state', site?.state ?? '');
          }}
          onBlur={field.onBlur}
          error={formState.errors.deliveredSiteId?.message}
          maw={520}
        />
      )}
    />
  );
}

function ApproximateFields({ multipleRows }: { multipleRows: boolean }) {
  const { control, setValue, getValues, formState } = useFormContext<OrderFormValues>();
  const [nearestTown, portName] = useWatch({ control, name: ['nearestTown', 'portName'] });
  const errors = formState.errors;

  const chooseTown = (town: TTown | null) => {
    setValue('nearestTown', town ? townLabel(town) : '', { shouldValidate: formState.isSubmitted });
    setValue('nearestTownCity', town?.name ?? '');
    setValue('state', town?.state ?? '');
    setValue('portName', town?.portName ?? '');
  };

  // A town without its port (one the gazetteer lists without, a saved order's): spec 001 §7 'Port name by nearestTownCity'.
  useEffect(() => {
    const [, name = nearestTown, state] = /^(.+?),\s*([A-Z]{2,3})$/.exec(nearestTown) ?? [];
    if (!nearestTown || portName) return;
    let current = true;
    lookUpPortName(getValues('nearestTownCity') || name, state)
      .then((answer) => {
        if (current && answer.portName && getValues('nearestTown') === nearestTown) setValue('portName', answer.portName);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [nearestTown, portName, getValues, setValue]);

  const listField = (name: 'directions' | 'distanceRanges', label: string, values: readonly string[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) =>
        multipleRows ? (
          <MultiSelect
            label={label}
            required
            data={[...values]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors[name]?.message}
            description="Choose several for a bid sheet"
          />
        ) : (
          <Select
            label={label}
            required
            data={[...values]}
            value={field.value[0] ?? null}
            onChange={(value) => field.onChange(value ? [value] : [])}
            onBlur={field.onBlur}
            error={errors[name]?.message}
          />
        )
      }
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Controller
        control={control}
        name="nearestTown"
        render={({ field }) => (
          <TownField
            label={LABELS.nearestTown}
            required
            value={field.value}
            onChange={chooseTown}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.nearestTown?.message}
            description={portName ? `Port: ${portName}` : 'Within 20 km by road of the nearest town.'}
          />
        )}
      />
      {listField('directions', LABELS.directions, COMPASS_DIRECTIONS)}
      {listField('distanceRanges', LABELS.distanceRanges, DISTANCE_RANGES)}
    </SimpleGrid>
  );
}

/** Reads 'latitude, longitude' as typed; null when it is not two numbers. */
export function parseCoordinates(text: string): { latitude: string; longitude: string } | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  return match?.[1] && match[2] ? { latitude: match[1], longitude: match[2] } : null;
}

export const COORDINATES_FORMAT = 'Enter latitude, longitude, e.g. -32.2569, 148.6011';

function ExactFields() {
  const { control, register, setValue, setError, clearErrors, getValues, formState } = useFormContext<OrderFormValues>();
  const helper = useWatch({ control, name: 'nearestTownHelperText' });
  const [looking, setLooking] = useState(false);
  const errors = formState.errors;

  const lookUp = async () => {
    const point = parseCoordinates(getValues('coordinates'));
    if (!point) {
      setError('coordinates', { type: 'format', message: COORDINATES_FORMAT });
      return;
    }
    setLooking(true);
    try {
      const nearest = await lookUpNearestTown(point.latitude, point.longitude);
      clearErrors('coordinates');
      setValue('nearestTown', `${nearest.town}, ${nearest.state}`);
      setValue('nearestTownCity', nearest.town);
      setValue('state', nearest.state);
      setValue('directions', [nearest.direction]);
      setValue('distanceRanges', [nearest.distanceRange]);
      setValue('portName', nearest.portName);
      setValue('nearestTownHelperText', nearest.description);
    } catch (error) {
      // spec 001 §8: the lookup's failure shows the server's text on the location field.
      const message = isApiError(error) ? (error.errors?.location?.[0] ?? error.errors?.latitude?.[0] ?? error.message) : String(error);
      for (const field of ['nearestTown', 'nearestTownCity', 'state', 'portName', 'nearestTownHelperText'] as const) setValue(field, '');
      setValue('directions', []);
      setValue('distanceRanges', []);
      setError('coordinates', { type: 'server', message });
    } finally {
      setLooking(false);
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={LABELS.address}
        required
        maxLength={250}
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <Group align="flex-start" gap="xs" wrap="wrap">
        <TextInput
          label={LABELS.coordinates}
          placeholder="-32.2569, 148.6011"
          description={helper || 'Latitude, longitude: we find the nearest town (within 20 km).'}
          error={errors.coordinates?.message}
          style={{ flex: '1 1 240px' }}
          {...register('coordinates')}
        />
        <Button variant="light" mt={{ base: 0, xs: 26 }} onClick={() => void lookUp()} loading={looking}>
          Find nearest town
        </Button>
      </Group>
    </Stack>
  );
}
