import { sydneyDate } from '@cgx/domain/calendar';
import {
  type TPaymentConfirmation,
  type TRecordPaymentRequest,
  type TRecordPaymentResult,
  ZPaymentConfirmation,
  ZRecordPaymentRequest,
} from '@cgx/domain/settlement.schemas';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { recordPayment } from '../api/settlement-api';
import { paymentStandingText } from '../settlement-format';

type Values = { amount: string; receivedOn: string; reference: string };
const LABELS = { amount: 'Amount ($)', receivedOn: 'Received on', reference: 'Reference' };
const emptyValues = (): Values => ({ amount: '', receivedOn: sydneyDate(new Date()), reference: '' });

/** What the server asked to confirm: its question, and the outstanding amount a confirmation sends back. */
type Asked = { message: string; confirmation: TPaymentConfirmation };

/**
 * 'Record payment' (issue 14 §4): a buyer's payment received outside a bank statement import,
 * against the trade's buyer invoice; says where the invoice stands after it. A payment above what is
 * outstanding, or the same payment again, is recorded only once confirmed (decision 0218): the
 * server's 409 asks, 'Yes, record it' sends the outstanding amount it answered. Each payment has its
 * own Idempotency-Key, kept while its values stand, so a retry after a lost answer is not a second payment.
 */
export function RecordPaymentForm({ tradeId, onRecorded }: { tradeId: number; onRecorded: () => void | Promise<void> }) {
  const form = useSchemaForm<Values, TRecordPaymentRequest>(ZRecordPaymentRequest, emptyValues());
  const [result, setResult] = useState<TRecordPaymentResult | null>(null);
  const [asked, setAsked] = useState<Asked | null>(null);
  const payment = useRef({ key: crypto.randomUUID(), confirmedOutstanding: undefined as string | undefined });
  const { register, formState, watch } = form;

  // Other values are another payment: a key of its own, and nothing confirmed yet.
  useEffect(() => {
    const subscription = watch(() => {
      payment.current = { key: crypto.randomUUID(), confirmedOutstanding: undefined };
    });
    return () => subscription.unsubscribe();
  }, [watch]);

  const send = (body: TRecordPaymentRequest) =>
    recordPayment(tradeId, { ...body, confirmedOutstanding: payment.current.confirmedOutstanding }, payment.current.key);
  const submitting = useFormSubmit(form, send, {
    fields: Object.keys(LABELS),
    labels: LABELS,
    onServerError: (_placed, error) => {
      if (!isApiError(error) || error.status !== 409) return undefined;
      const confirmation = ZPaymentConfirmation.safeParse(error.details.confirmation);
      if (!confirmation.success) return undefined;
      setAsked({ message: error.message, confirmation: confirmation.data });
      return false;
    },
    onSuccess: async (recorded) => {
      setResult(recorded);
      form.reset(emptyValues());
      payment.current = { key: crypto.randomUUID(), confirmedOutstanding: undefined };
      await onRecorded();
    },
  });

  const confirm = () => {
    if (!asked) return;
    payment.current = { ...payment.current, confirmedOutstanding: asked.confirmation.outstanding };
    setAsked(null);
    void submitting.submit();
  };

  return (
    <form
      onSubmit={(event) => {
        setResult(null);
        void submitting.submit(event);
      }}
      noValidate
      aria-label="Record payment"
    >
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
      <Modal opened={asked !== null} onClose={() => setAsked(null)} title="Confirm the payment" centered>
        <Stack gap="md">
          <Text>{asked?.message}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsked(null)}>
              No, go back
            </Button>
            <Button onClick={confirm}>Yes, record it</Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
