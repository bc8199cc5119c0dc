import { formatTonnes } from '@cgx/domain/format';
import { sydneyDate } from '@cgx/domain/calendar';
import {
  ADMIX_RANGE,
  canolaRule,
  deliveryDateRule,
  OIL_RANGE,
  type TRecordDeliveryRequest,
  type TTradeDeliveries,
  type TTradeDelivery,
  toleranceRule,
  WEIGHBRIDGE_TICKET_MAX_LENGTH,
  ZRecordDeliveryRequest,
} from '@cgx/domain/igrain-deliveries.schemas';
import { fieldRule } from '@cgx/domain/validation';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { recordDelivery } from '../api/igrain-deliveries-api';

export type DeliveryFormValues = {
  deliveredOn: string;
  tonnes: string;
  weighbridgeTicket: string;
  type: 'partial' | 'final';
  oil: string;
  admix: string;
  quality: Record<string, string>;
};

type Props = {
  /** The trade's deliveries as the server last answered: its date, commodity, parameters and what is left. */
  summary: TTradeDeliveries;
  onRecorded: (delivery: TTradeDelivery) => void | Promise<void>;
  onCancel: () => void;
};

/**
 * Records one delivery against an igrainX trade (decision 0181): the shared schema with the
 * trade's rules (not in the future, not before the trade, canola's oil and admix, at most the
 * quantity plus tolerance), the server's errors on their fields (a repeated weighbridge ticket).
 */
export function RecordDeliveryForm({ summary, onRecorded, onCancel }: Props) {
  const today = sydneyDate(new Date());
  const schema = useMemo(
    () =>
      ZRecordDeliveryRequest.check(fieldRule(deliveryDateRule(today, summary.tradeDate)))
        .check(fieldRule(canolaRule(summary.canola)))
        .check(fieldRule(toleranceRule(summary.remaining))),
    [today, summary.tradeDate, summary.canola, summary.remaining],
  );
  const form = useSchemaForm<DeliveryFormValues, TRecordDeliveryRequest>(schema, {
    deliveredOn: today,
    tonnes: '',
    weighbridgeTicket: '',
    type: 'partial',
    oil: '',
    admix: '',
    quality: Object.fromEntries(summary.qualityParameters.map((parameter) => [parameter.code, ''])),
  });
  const fields = [
    'deliveredOn',
    'tonnes',
    'weighbridgeTicket',
    'type',
    'oil',
    'admix',
    ...summary.qualityParameters.map((parameter) => `quality.${parameter.code}`),
  ];
  const { submit, submitting, alert } = useFormSubmit(form, (values) => recordDelivery(summary.tradeId, values), {
    fields,
    onSuccess: (delivery) => onRecorded(delivery),
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-label="Record delivery">
      <Stack gap="md">
        <FormAlert {...alert} />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <TextInput
            type="date"
            label="Delivered on"
            required
            min={summary.tradeDate}
            max={today}
            error={errors.deliveredOn?.message}
            {...form.register('deliveredOn')}
          />
          <TextInput
            label="Tonnes (mt)"
            required
            inputMode="decimal"
            description={`At most ${formatTonnes(summary.remaining)} mt more`}
            error={errors.tonnes?.message}
            {...form.register('tonnes')}
          />
          <TextInput
            label="Weighbridge ticket"
            required
            maxLength={WEIGHBRIDGE_TICKET_MAX_LENGTH}
            error={errors.weighbridgeTicket?.message}
            {...form.register('weighbridgeTicket')}
          />
          <NativeSelect
            label="Delivery"
            required
            description="Final closes the trade’s deliveries"
            data={[
              { value: 'partial', label: 'Partial: more to come' },
              { value: 'final', label: 'Final: the last load' },
            ]}
            error={errors.type?.message}
            {...form.register('type')}
          />
        </SimpleGrid>
        {summary.canola && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
            <TextInput
              label="Oil (%)"
              required
              inputMode="decimal"
              description={`${OIL_RANGE.min} to ${OIL_RANGE.max}`}
              error={errors.oil?.message}
              {...form.register('oil')}
            />
            <TextInput
              label="Admixture (%)"
              required
              inputMode="decimal"
              description={`${ADMIX_RANGE.min} to ${ADMIX_RANGE.max}`}
              error={errors.admix?.message}
              {...form.register('admix')}
            />
          </SimpleGrid>
        )}
        {summary.qualityParameters.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Quality at the weighbridge (optional)
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="md">
              {summary.qualityParameters.map((parameter) => (
                <TextInput
                  key={parameter.code}
                  label={parameter.unit && parameter.unit !== 'other' ? `${parameter.name} (${parameter.unit})` : parameter.name}
                  inputMode="decimal"
                  error={errors.quality?.[parameter.code]?.message}
                  {...form.register(`quality.${parameter.code}`)}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting} miw={160}>
            Record delivery
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
