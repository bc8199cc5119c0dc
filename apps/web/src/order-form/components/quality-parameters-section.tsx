import { Button, CloseButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useQualityParameters } from '../api/reference-queries';
import { formatQualityAmount } from '../order-form-rules';
import type { OrderFormValues } from '../order-form-values';
import { FormSection } from './form-section';
import { QualityParameterModal } from './quality-parameter-modal';

/**
 * The order's quality limits (spec 001 §3): parameters of the commodity added through the 'Add'
 * modal, each with an amount written with its unit's decimals (a Minimum or a Maximum, as the
 * parameter says). Without an industry-body grade they describe the grain.
 */
export function QualityParametersSection() {
  const { control, register, setValue, getValues, formState } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'qualityParameters', keyName: 'key' });
  const [commodityId, meets] = useWatch({ control, name: ['commodityId', 'meetsIndustryBodyGrade'] });
  const parameters = useQualityParameters(commodityId);
  const [opened, modal] = useDisclosure(false);
  const onForm = new Set(fields.map((row) => row.qualityParameterId));
  const available = (parameters.data ?? []).filter((parameter) => !onForm.has(String(parameter.id)));
  const rowErrors = formState.errors.qualityParameters;

  return (
    <FormSection title="Quality Parameters">
      <Text size="sm" c="dimmed">
        {meets === 'false' ? 'The grain is described by these limits instead of a grade.' : 'Optional limits on top of the grade.'}
      </Text>
      <Stack gap="xs">
        {fields.map((row, index) => (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={`${row.name} (${row.limit})`}
              rightSection={<Text size="xs">{row.unit}</Text>}
              rightSectionWidth={row.unit.length > 3 ? 56 : 40}
              style={{ flex: 1 }}
              maw={360}
              error={rowErrors?.[index]?.amount?.message}
              {...register(`qualityParameters.${index}.amount`, {
                onBlur: () => {
                  const amount = getValues(`qualityParameters.${index}.amount`);
                  setValue(`qualityParameters.${index}.amount`, formatQualityAmount(amount, row.unit));
                },
              })}
            />
            <CloseButton mt={26} aria-label={`Remove ${row.name}`} onClick={() => remove(index)} />
          </Group>
        ))}
      </Stack>
      <Group>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={modal.open} disabled={!commodityId}>
          Add
        </Button>
        {!commodityId && (
          <Text size="sm" c="dimmed">
            Choose a commodity first.
          </Text>
        )}
      </Group>
      <QualityParameterModal
        opened={opened}
        onClose={modal.close}
        parameters={available}
        onAdd={(chosen) =>
          append(
            chosen.map((parameter) => ({
              qualityParameterId: String(parameter.id),
              name: parameter.name,
              unit: parameter.unit,
              limit: parameter.limit,
              amount: '',
            })),
          )
        }
      />
    </FormSection>
  );
}
