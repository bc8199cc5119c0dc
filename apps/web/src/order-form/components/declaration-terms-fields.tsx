import { MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useSpecialTerms } from '../api/reference-queries';
import { ANY, ORDER_FIELD_LABELS as LABELS, type OrderFormValues } from '../order-form-values';

export const CHEMICAL_DECLARATION_LABELS: Record<string, string> = { [ANY]: 'Any', true: 'Agree', false: 'Disagree' };

/**
 * The chemical declaration (Agree, Disagree, or Any for traders, spec 001 §6) with the treatment,
 * rate and application date a Disagree needs; changing it clears those three (spec 001 §4). Then
 * the other special contract terms.
 */
export function DeclarationTermsFields({ anyAllowed }: { anyAllowed: boolean }) {
  const { control, register, setValue, formState } = useFormContext<OrderFormValues>();
  const declaration = useWatch({ control, name: 'chemicalDeclaration' });
  const terms = useSpecialTerms();
  const errors = formState.errors;
  const choices = (anyAllowed ? [ANY, 'true', 'false'] : ['true', 'false']).map((value) => ({
    value,
    label: CHEMICAL_DECLARATION_LABELS[value] ?? value,
  }));
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="chemicalDeclaration"
        render={({ field }) => (
          <Select
            label={LABELS.chemicalDeclaration}
            required
            data={choices}
            value={field.value || null}
            onChange={(value) => {
              field.onChange(value ?? '');
              setValue('chemicalTreatment', '');
              setValue('chemicalRate', '');
              setValue('chemicalApplicationDate', '');
            }}
            onBlur={field.onBlur}
            error={errors.chemicalDeclaration?.message}
            maw={320}
          />
        )}
      />
      {declaration === 'false' && (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={LABELS.chemicalTreatment}
            required
            maxLength={120}
            error={errors.chemicalTreatment?.message}
            {...register('chemicalTreatment')}
          />
          <TextInput
            label={LABELS.chemicalRate}
            required
            maxLength={120}
            error={errors.chemicalRate?.message}
            {...register('chemicalRate')}
          />
          <TextInput
            type="date"
            label={LABELS.chemicalApplicationDate}
            required
            error={errors.chemicalApplicationDate?.message}
            {...register('chemicalApplicationDate')}
          />
        </SimpleGrid>
      )}
      <Controller
        control={control}
        name="termsAndConditions"
        render={({ field }) => (
          <MultiSelect
            label={LABELS.termsAndConditions}
            description="Optional"
            data={[...new Set([...(terms.data ?? []).map((term) => term.name), ...field.value])]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </Stack>
  );
}
