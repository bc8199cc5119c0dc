import { TextInput } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

type DateRange = { dateFrom: string; dateTo: string };

/**
 * A From and a To date registered on a schema form (a statement's period, a report's): each with
 * its own label and the schema's message under it. The range's rules live in the shared schema.
 */
export function DateRangeFields<TValues extends FieldValues & DateRange, TOutput>({
  form,
  labels,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  labels: DateRange;
}) {
  const { errors } = form.formState;
  return (
    <>
      {(['dateFrom', 'dateTo'] as const).map((name) => (
        <TextInput
          key={name}
          label={labels[name]}
          type="date"
          required
          {...form.register(name as Path<TValues>)}
          error={errors[name]?.message as string | undefined}
          w={{ base: '47%', sm: 170 }}
        />
      ))}
    </>
  );
}
