import { formatTonnes } from '@cgx/domain/format';
import { isDecimalString } from '@cgx/domain/decimal';
import { minimumQuantityFor } from '@cgx/domain/order-rules';
import { tolerance } from '@cgx/domain/pricing';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useDeliveryPeriods } from '../api/reference-queries';
import { expiryForPeriod, isJulyPeriod, periodKind } from '../order-form-rules';
import { ORDER_FIELD_LABELS as LABELS, type OrderFormValues } from '../order-form-values';
import { FormSection } from './form-section';
import { referenceHint } from './reference-hint';

/** The quantity tolerance of spec 001 §1 for a quantity as typed, or null while it is not a positive number. */
export function toleranceText(quantity: string): string | null {
  const text = quantity.trim();
  if (!isDecimalString(text) || Number(text) <= 0) return null;
  return `Tolerance ± ${formatTonnes(tolerance(text))} mt (the lesser of 5% or 20 tonnes)`;
}

/**
 * Quantity (mt) and delivery period. Choosing a period sets the expiry (custom on its end date,
 * default without one), and a period named Jul… forces the default payment date (spec 001 §4).
 */
export function QuantityDeliverySection({ reference }: { reference?: Partial<OrderFormValues> }) {
  const { control, register, setValue, formState } = useFormContext<OrderFormValues>();
  const [quantity, kind] = useWatch({ control, name: ['quantity', 'deliveryPeriodKind'] });
  const periods = useDeliveryPeriods();
  const minimum = kind
    ? `Minimum ${minimumQuantityFor(periodKind(kind))} mt for delivery period ${kind === 'now' ? 'Now' : 'future'}.`
    : undefined;
  const toleranceLine = toleranceText(quantity);

  return (
    <FormSection title="Quantity and Delivery">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={`${LABELS.quantity} (mt)`}
          required
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          rightSection="mt"
          description={[minimum, toleranceLine].filter(Boolean).join(' ') || undefined}
          error={formState.errors.quantity?.message}
          {...register('quantity')}
        />
        <Controller
          control={control}
          name="deliveryPeriodId"
          render={({ field }) => (
            <Select
              label={LABELS.deliveryPeriodId}
              required
              data={(periods.data ?? []).map((period) => ({ value: String(period.id), label: period.name }))}
              value={field.value || null}
              onChange={(value) => {
                const period = periods.data?.find((one) => String(one.id) === value);
                field.onChange(value ?? '');
                setValue('deliveryPeriodName', period?.name ?? '');
                setValue('deliveryPeriodKind', period?.kind ?? '');
                setValue('deliveryPeriodEndDate', period?.endDate ?? '');
                const expiry = expiryForPeriod(period?.endDate);
                setValue('expiryMode', expiry.expiryMode);
                setValue('expiryDate', expiry.expiryDate);
                if (period && isJulyPeriod(period.name)) setValue('paymentDate', 'default');
              }}
              onBlur={field.onBlur}
              error={formState.errors.deliveryPeriodId?.message}
              description={referenceHint(reference?.deliveryPeriodId, field.value)}
            />
          )}
        />
      </SimpleGrid>
    </FormSection>
  );
}
