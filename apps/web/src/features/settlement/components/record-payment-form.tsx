import { sydneyDate } from '@cgx/domain/calendar';
import { type TRecordPaymentRequest, ZRecordPaymentRequest } from '@cgx/domain/settlement.schemas';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { recordPayment, type TRecordPaymentResult } from '../api/settlement-api';
import { paymentStandingText } from '../settlement-format';

type Values = { amount: string; receivedOn: string; reference: string };
const LABELS = { amount: 'Amount ($)', receivedOn: 'Received on', reference: 'Reference' };

/**
 * 'Record payment' (issue 14 §4): a buyer's payment received outside a bank statement import,
 * against the trade's buyer invoice; says where the invoice stands after it.
 */
export function RecordPaymentForm({ tradeId, onRecorded }: { tradeId: number; onRecorded: () => void | Promise<void> }) {
  const form = useSchemaForm<Values, TRecordPaymentRequest>(ZRecordPaymentRequest, {
    amount: '',
    receivedOn: sydneyDate(new Date()),
    reference: '',
  });
  const [result, setResult] = useState<TRecordPaymentResult | null>(null);
  const { register, formState } = form;
  const submitting = useFormSubmit(form, (body: TRecordPaymentRequest) => recordPayment(tradeId, body), {
    fields: Object.keys(LABELS),
    labels: LABELS,
    onSuccess: async (recorded) => {
      setResult(recorded);
      form.reset({ amount: '', receivedOn: sydneyDate(new Date()), reference: '' });
      await onRecorded();
    },
  });
  return (
    <form onSubmit={(event) => void submitting.submit(event)} noValidate aria-label="Record payment">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Record payment
        </Title>
        <FormAlert {...submitting.alert} />
        {result && (
          <Alert
            color={result.standing === 'partial' ? 'blue' : result.standing === 'over' ? 'wheat' : 'forest'}
            variant="light"
            role="status"
          >
            Payment recorded. {paymentStandingText(result.standing, result.outstanding)}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={LABELS.amount}
            inputMode="decimal"
            required
            withAsterisk
            error={formState.errors.amount?.message}
            {...register('amount')}
          />
          <TextInput
            type="date"
            label={LABELS.receivedOn}
            required
            withAsterisk
            error={formState.errors.receivedOn?.message}
            {...register('receivedOn')}
          />
          <TextInput
            label={LABELS.reference}
            description="Optional: the bank's reference"
            error={formState.errors.reference?.message}
            {...register('reference')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={submitting.submitting}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
