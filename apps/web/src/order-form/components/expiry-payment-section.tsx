import { sydneyDate } from '@cgx/domain/calendar';
import { Group, MultiSelect, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { deferredAllowed, isJulyPeriod, PAYMENT_TERM_OPTIONS, withAnyChoice } from '../order-form-rules';
import { ANY, ORDER_FIELD_LABELS as LABELS, type OrderFormValues } from '../order-form-values';
import { FormSection } from './form-section';

type Props = {
  /** 'any-of': a bid lists the terms it accepts (or Any); 'one-of': an offer names one. */
  paymentChoice: 'any-of' | 'one-of';
  /** Sellers may choose Deferred until July (spec 001 §3, §6); traders may not. */
  sellerMayDefer: boolean;
  /** spec 001 §5: a custom expiry needs a date for sellers; for traders it is optional. */
  expiryRequired: boolean;
};

/**
 * Expiry (good till cancelled, or a date from today to the end of the delivery period) and
 * payment terms; Deferred until July only for sellers and never for a July delivery period.
 */
export function ExpiryPaymentSection({ paymentChoice, sellerMayDefer, expiryRequired }: Props) {
  const { control, register, formState, setValue } = useFormContext<OrderFormValues>();
  const [expiryMode, periodEnd, periodName, paymentDate] = useWatch({
    control,
    name: ['expiryMode', 'deliveryPeriodEndDate', 'deliveryPeriodName', 'paymentDate'],
  });
  const errors = formState.errors;
  const mayDefer = deferredAllowed(sellerMayDefer, periodName);

  return (
    <FormSection title="Expiry and Payment">
      <Controller
        control={control}
        name="expiryMode"
        render={({ field }) => (
          <Radio.Group
            label="Expiry"
            value={field.value}
            onChange={(value) => {
              field.onChange(value);
              if (value === 'default') setValue('expiryDate', '');
            }}
          >
            <Group mt={4}>
              <Radio value="default" label="Good till cancelled" />
              <Radio value="custom" label="Select a date" />
            </Group>
          </Radio.Group>
        )}
      />
      {expiryMode === 'custom' && (
        <TextInput
          type="date"
          label={LABELS.expiryDate}
          required={expiryRequired}
          description={expiryRequired ? undefined : 'Optional: leave empty for good till cancelled.'}
          min={sydneyDate(new Date())}
          max={periodEnd || undefined}
          maw={260}
          error={errors.expiryDate?.message}
          {...register('expiryDate')}
        />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Controller
          control={control}
          name="paymentTerms"
          render={({ field }) =>
            paymentChoice === 'any-of' ? (
              <MultiSelect
                label={LABELS.paymentTerms}
                required
                data={[{ value: ANY, label: 'Any' }, ...PAYMENT_TERM_OPTIONS]}
                value={field.value}
                onChange={(next) => field.onChange(withAnyChoice(field.value, next))}
                onBlur={field.onBlur}
                error={errors.paymentTerms?.message}
              />
            ) : (
              <Select
                label={LABELS.paymentTerms}
                required
                data={PAYMENT_TERM_OPTIONS}
                value={field.value[0] ?? null}
                onChange={(value) => field.onChange(value ? [value] : [])}
                onBlur={field.onBlur}
                disabled={paymentDate === 'deferred'}
                error={errors.paymentTerms?.message}
              />
            )
          }
        />
        {sellerMayDefer && (
          <Controller
            control={control}
            name="paymentDate"
            render={({ field }) => (
              <Radio.Group label={LABELS.paymentDate} value={field.value} onChange={field.onChange} error={errors.paymentDate?.message}>
                <Group mt={4}>
                  <Radio value="default" label="Default" />
                  <Radio
                    value="deferred"
                    label="Deferred until July"
                    disabled={!mayDefer}
                    description={isJulyPeriod(periodName) ? 'Not for a July delivery period' : undefined}
                  />
                </Group>
              </Radio.Group>
            )}
          />
        )}
      </SimpleGrid>
    </FormSection>
  );
}
