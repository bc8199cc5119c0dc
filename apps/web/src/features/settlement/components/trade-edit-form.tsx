import { MSG } from '@cgx/domain/messages';
import {
  PAYMENT_DATE_OPTION_LABELS,
  PAYMENT_DATE_OPTIONS,
  SETTLEMENT_MESSAGES,
  type TTradeSettlement,
  type TTradeSettlementEditRequest,
  ZTradeSettlementEditRequest,
} from '@cgx/domain/settlement.schemas';
import { TRADE_STATUS_LABELS } from '@cgx/domain/trade-status';
import { Alert, Button, Group, Modal, NativeSelect, PasswordInput, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '../../../components/forms/form-actions';
import { useFormSubmit } from '../../../components/forms/use-form-submit';
import { useSchemaForm } from '../../../components/forms/use-schema-form';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { forgetPasswordToken, livePasswordToken, passwordTokenFor } from '../../../order-form/api/password-token';
import { FormSection } from '../../../order-form/components/form-section';
import { editTradeSettlement } from '../api/settlement-api';

export type TradeEditValues = {
  version: number;
  status: string;
  paymentDateOption: string;
  paymentDate: string;
  oil: string;
  admix: string;
  /** No password token is live: the password is asked for (and after the server refused one). */
  needsPassword: boolean;
  password: string;
};

const FIELDS = ['status', 'paymentDateOption', 'paymentDate', 'oil', 'admix', 'password'];
const LABELS = {
  status: 'Status',
  paymentDateOption: 'Payment date',
  paymentDate: 'Deferred payment date',
  oil: 'Oil %',
  admix: 'Admix %',
  password: 'Password',
};

/** The values the edit screen opens with: the settlement as loaded. */
export const tradeEditDefaults = (settlement: TTradeSettlement): TradeEditValues => ({
  version: settlement.version,
  status: settlement.status,
  paymentDateOption: settlement.paymentDateOption,
  paymentDate: settlement.paymentDate ?? '',
  oil: settlement.qualitySpecs.oil ?? '',
  admix: settlement.qualitySpecs.admix ?? '',
  needsPassword: livePasswordToken() === null,
  password: '',
});

/**
 * The shared request schema (the server's), plus what only this trade tells the form: editable
 * quality specs are both required (spec 002 §5), and the password is asked when no token is live.
 * Specs that may not be edited are not sent.
 */
function editSchema(settlement: TTradeSettlement) {
  const specsEditable = settlement.qualitySpecs.applicable && settlement.qualitySpecs.editable;
  const bodyOf = (values: TradeEditValues) => ({
    ...values,
    paymentDate: values.paymentDateOption === 'deferred' ? values.paymentDate : '',
    oil: specsEditable ? values.oil : '',
    admix: specsEditable ? values.admix : '',
  });
  return z
    .custom<TradeEditValues>()
    .superRefine((values, context) => {
      const parsed = ZTradeSettlementEditRequest.safeParse(bodyOf(values));
      if (!parsed.success)
        for (const issue of parsed.error.issues) context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      if (specsEditable)
        for (const field of ['oil', 'admix'] as const)
          if (!values[field].trim() && !(parsed.error?.issues ?? []).some((issue) => issue.path[0] === field))
            context.addIssue({ code: 'custom', path: [field], message: MSG.required });
      if (values.needsPassword && !values.password) context.addIssue({ code: 'custom', path: ['password'], message: MSG.required });
    })
    .transform((values): TTradeSettlementEditRequest => ZTradeSettlementEditRequest.parse(bodyOf(values)));
}

type TradeEditFormProps = {
  settlement: TTradeSettlement;
  /** Where Cancel goes: the trade's page. */
  cancelTo: string;
  onSaved: (saved: TTradeSettlement) => void | Promise<void>;
  /** Someone else saved first: read the trade again (the form opens on the new version). */
  onReload: () => void | Promise<void>;
};

/**
 * spec 002 'trades/{id}/edit' (§4-§5, issue 14 §5): the status (its current one and the moves staff
 * may make), the payment date option and, for a canola trade sold by a Trader, the quality specs;
 * saved with the password and the version read. A move spec 002 §4 asks about is confirmed first;
 * a save over someone else's change shows the server's message with Reload.
 */
export function TradeEditForm({ settlement, cancelTo, onSaved, onReload }: TradeEditFormProps) {
  const [schema] = useState(() => editSchema(settlement));
  const form = useSchemaForm<TradeEditValues, TTradeSettlementEditRequest>(schema, tradeEditDefaults(settlement));
  const { control, register, formState, getValues, setValue, setError } = form;
  const [status, paymentDateOption, needsPassword] = useWatch({ control, name: ['status', 'paymentDateOption', 'needsPassword'] });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);

  const move = settlement.transitions.find((transition) => transition.to === status);
  const send = async (body: TTradeSettlementEditRequest) => {
    const passwordToken = await passwordTokenFor(getValues('password'));
    return editTradeSettlement(settlement.tradeId, { ...body, passwordToken, ...(move?.confirmation ? { confirmed: true } : {}) });
  };
  const submitting = useFormSubmit(form, send, {
    fields: FIELDS,
    aliases: { passwordToken: 'password' },
    labels: LABELS,
    onServerError: (_placed, error) => {
      if (!isApiError(error)) return;
      if (error.status === 409) {
        setConflict(error.message);
        return false;
      }
      const onPassword = Boolean(error.errors?.password ?? error.errors?.passwordToken);
      // spec 002 §5: a server error containing 'authorised' is attached to the password field.
      const authorised = !onPassword && !error.errors && error.message.includes('authorised');
      if (onPassword || authorised) {
        forgetPasswordToken();
        setValue('needsPassword', true);
        if (authorised) setError('password', { type: 'server', message: error.message });
        return authorised ? false : undefined;
      }
      return undefined;
    },
    onSuccess: (saved) => onSaved(saved),
  });

  /** Save: a move spec 002 §4 asks about is confirmed in the modal first; the others save at once. */
  const save = form.handleSubmit(() => {
    setConflict(null);
    if (move?.confirmation) setConfirming(move.confirmation);
    else void submitting.submit();
  });
  const statusOptions = [
    { value: settlement.status, label: TRADE_STATUS_LABELS[settlement.status] },
    ...settlement.transitions.map((transition) => ({ value: transition.to, label: transition.label })),
  ];
  const specs = settlement.qualitySpecs;

  return (
    <form onSubmit={(event) => void save(event)} noValidate aria-label={`Edit trade ${settlement.formattedId}`}>
      <Stack gap="md" maw={760}>
        <FormAlert {...submitting.alert} />
        {conflict && (
          <Alert color="wheat" variant="light" role="alert" title="Not saved">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{conflict}</Text>
              <Button
                size="compact-sm"
                variant="default"
                loading={reloading}
                onClick={async () => {
                  setReloading(true);
                  try {
                    await onReload();
                  } finally {
                    setReloading(false);
                  }
                }}
              >
                Reload
              </Button>
            </Stack>
          </Alert>
        )}
        <FormSection title="Status">
          <NativeSelect
            label={LABELS.status}
            description="The trade’s status now, or a move staff may make from it."
            data={statusOptions}
            maw={360}
            error={formState.errors.status?.message}
            {...register('status')}
          />
        </FormSection>
        <FormSection title="Payment">
          <Controller
            control={control}
            name="paymentDateOption"
            render={({ field }) => (
              <Radio.Group
                label={LABELS.paymentDateOption}
                value={field.value}
                onChange={field.onChange}
                error={formState.errors.paymentDateOption?.message}
              >
                <Group mt={4}>
                  {PAYMENT_DATE_OPTIONS.map((option) => (
                    <Radio key={option} value={option} label={PAYMENT_DATE_OPTION_LABELS[option]} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          {paymentDateOption === 'deferred' ? (
            <TextInput
              type="date"
              label={LABELS.paymentDate}
              required
              withAsterisk
              maw={260}
              error={formState.errors.paymentDate?.message}
              {...register('paymentDate')}
            />
          ) : (
            <Text size="sm">
              {settlement.paymentDateOption === 'default' ? settlement.paymentTermsLabel : SETTLEMENT_MESSAGES.withinSevenBusinessDays}
            </Text>
          )}
        </FormSection>
        {specs.applicable && (
          <FormSection title="Quality specs">
            {!specs.editable && (
              <Text size="sm" c="dimmed">
                {SETTLEMENT_MESSAGES.qualitySpecsLocked}.
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={520}>
              <TextInput
                label={LABELS.oil}
                inputMode="decimal"
                required={specs.editable}
                withAsterisk={specs.editable}
                disabled={!specs.editable}
                error={formState.errors.oil?.message}
                {...register('oil')}
              />
              <TextInput
                label={LABELS.admix}
                inputMode="decimal"
                required={specs.editable}
                withAsterisk={specs.editable}
                disabled={!specs.editable}
                error={formState.errors.admix?.message}
                {...register('admix')}
              />
            </SimpleGrid>
          </FormSection>
        )}
        {needsPassword && (
          <PasswordInput
            label={LABELS.password}
            description="Enter your password to confirm."
            required
            autoComplete="current-password"
            maw={360}
            error={formState.errors.password?.message}
            {...register('password')}
          />
        )}
        <FormActions submitting={submitting.submitting} cancelTo={cancelTo} />
      </Stack>
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title="Confirm the change of status" centered>
        <Stack gap="md">
          <Text>{confirming}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              No, go back
            </Button>
            <Button
              color={status === 'cancelled' ? 'red' : undefined}
              onClick={() => {
                setConfirming(null);
                void submitting.submit();
              }}
            >
              Yes, save
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
