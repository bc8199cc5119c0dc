import { AUSTRALIAN_STATES } from '@cgx/domain/calendar';
import type { TFarmGrain, TUpdateFarmGrainRequest } from '@cgx/domain/farm-grain.schemas';
import { Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { TownField, townLabel } from '../../../components/forms/town-field';
import { useCommodities, useGrades, useOnFarmStorages, useSeasons } from '../../../order-form/api/reference-queries';
import { COMPASS_DIRECTIONS, DISTANCE_RANGES } from '@cgx/domain/igrain-location';
import { FARM_GRAIN_FIELDS, FARM_GRAIN_LABELS as LABELS, type FarmGrainFormValues, ZFarmGrainForm } from '../farm-grain-form-values';

type FarmGrainFormProps = {
  defaults: FarmGrainFormValues;
  /** Sends the checked body (POST for a new declaration, PUT for an edit). */
  send: (body: TUpdateFarmGrainRequest) => Promise<TFarmGrain>;
  submitLabel: string;
  onSaved: (grain: TFarmGrain) => void;
  onCancel: () => void;
};

const options = (items: { id: number; name: string }[] | undefined, placeholder: string) => [
  { value: '', label: placeholder },
  ...(items ?? []).map((item) => ({ value: String(item.id), label: item.name })),
];

/** Declares grain on farm, or changes a declaration: what, which season, how many tonnes, where (decision 0072). */
export function FarmGrainForm({ defaults, send, submitLabel, onSaved, onCancel }: FarmGrainFormProps) {
  const form = useSchemaForm<FarmGrainFormValues, TUpdateFarmGrainRequest>(ZFarmGrainForm, defaults);
  const { register, control, setValue, formState } = form;
  const errors = formState.errors;
  const [commodityId, locationMode] = useWatch({ control, name: ['commodityId', 'locationMode'] });
  const seasons = useSeasons();
  const commodities = useCommodities();
  const grades = useGrades(commodityId);
  const storages = useOnFarmStorages();
  const { submit, submitting, alert } = useFormSubmit(form, send, {
    fields: FARM_GRAIN_FIELDS,
    labels: LABELS,
    summariseAll: true,
    onSuccess: (grain) => onSaved(grain),
  });

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md" maw={760}>
        <Text size="sm" c="dimmed">
          All fields are required unless marked optional.
        </Text>
        <FormAlert {...alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={LABELS.seasonId}
            required
            data={options(seasons.data, 'Select a season')}
            error={errors.seasonId?.message}
            {...register('seasonId')}
          />
          <NativeSelect
            label={LABELS.commodityId}
            required
            data={options(commodities.data, 'Select a commodity')}
            error={errors.commodityId?.message}
            {...register('commodityId', { onChange: () => setValue('gradeId', '') })}
          />
          <NativeSelect
            label={LABELS.gradeId}
            description="Optional. Leave it ungraded if the grain has not been tested yet."
            disabled={commodityId === ''}
            data={[
              { value: '', label: 'Not graded' },
              ...(grades.data ?? []).map((grade) => ({ value: String(grade.id), label: `${grade.code} ${grade.name}` })),
            ]}
            error={errors.gradeId?.message}
            {...register('gradeId')}
          />
          <TextInput label={LABELS.quantity} required inputMode="decimal" error={errors.quantity?.message} {...register('quantity')} />
          <NativeSelect
            label={LABELS.storageId}
            description="Optional."
            data={options(storages.data, 'Not said')}
            error={errors.storageId?.message}
            {...register('storageId')}
          />
        </SimpleGrid>

        <Controller
          control={control}
          name="locationMode"
          render={({ field }) => (
            <Radio.Group label="Location" description="Within 20 km by road of the nearest town." {...field}>
              <Group mt="xs">
                <Radio value="approximate" label="Near a town" />
                <Radio value="exact" label="Exact address" />
              </Group>
            </Radio.Group>
          )}
        />
        {locationMode === 'approximate' ? <TownFields form={form} /> : <AddressFields form={form} />}

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Back
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type FormProp = { form: ReturnType<typeof useSchemaForm<FarmGrainFormValues, TUpdateFarmGrainRequest>> };

function TownFields({ form }: FormProp) {
  const { register, control, setValue, formState } = form;
  const errors = formState.errors.location;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Controller
        control={control}
        name="location.nearestTown"
        render={({ field }) => (
          <TownField
            label={LABELS['location.nearestTown']}
            required
            withAsterisk={false}
            value={field.value}
            onChange={(town) => {
              setValue('location.nearestTown', town ? townLabel(town) : '', { shouldValidate: formState.isSubmitted });
              setValue('location.nearestTownCity', town?.name ?? '');
              setValue('location.state', town?.state ?? '');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors?.nearestTown?.message}
          />
        )}
      />
      <NativeSelect
        label={LABELS['location.nearestTownDirection']}
        required
        data={[{ value: '', label: 'Select' }, ...COMPASS_DIRECTIONS]}
        error={errors?.nearestTownDirection?.message}
        {...register('location.nearestTownDirection')}
      />
      <NativeSelect
        label={LABELS['location.nearestTownDistanceRange']}
        required
        data={[{ value: '', label: 'Select' }, ...DISTANCE_RANGES]}
        error={errors?.nearestTownDistanceRange?.message}
        {...register('location.nearestTownDistanceRange')}
      />
    </SimpleGrid>
  );
}

function AddressFields({ form }: FormProp) {
  const { register, formState } = form;
  const errors = formState.errors.location;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={LABELS['location.address']}
          required
          autoComplete="street-address"
          error={errors?.address?.message}
          {...register('location.address')}
        />
        <NativeSelect
          label={LABELS['location.state']}
          description="Optional."
          data={[{ value: '', label: 'Select' }, ...AUSTRALIAN_STATES]}
          error={errors?.state?.message}
          {...register('location.state')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        An exact address can be offered Free on Truck only; an Ex Farm offer names the nearest town.
      </Text>
    </Stack>
  );
}
