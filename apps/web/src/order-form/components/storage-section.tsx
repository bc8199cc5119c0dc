import { MultiSelect, Select } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { useOnFarmStorages } from '../api/reference-queries';
import { withAnyChoice } from '../order-form-rules';
import { ANY, ORDER_FIELD_LABELS as LABELS, type OrderFormValues } from '../order-form-values';
import { FormSection } from './form-section';

/** On-farm storage: a bid accepts several (or Any, spec 001 §6); an offer names the one its grain is in (`multiple` false). */
export function StorageSection({ multiple }: { multiple: boolean }) {
  const { control, formState } = useFormContext<OrderFormValues>();
  const storages = useOnFarmStorages();
  const options = (storages.data ?? []).map((storage) => ({ value: String(storage.id), label: storage.name }));
  return (
    <FormSection title="Storage">
      <Controller
        control={control}
        name="storageIds"
        render={({ field }) =>
          multiple ? (
            <MultiSelect
              label={LABELS.storageIds}
              required
              data={[{ value: ANY, label: 'Any' }, ...options]}
              value={field.value}
              onChange={(next) => field.onChange(withAnyChoice(field.value, next))}
              onBlur={field.onBlur}
              error={formState.errors.storageIds?.message}
              maw={520}
            />
          ) : (
            <Select
              label={LABELS.storageIds}
              required
              data={options}
              value={field.value[0] ?? null}
              onChange={(value) => field.onChange(value ? [value] : [])}
              onBlur={field.onBlur}
              error={formState.errors.storageIds?.message}
              maw={520}
            />
          )
        }
      />
    </FormSection>
  );
}
