import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import type { OrderFormValues } from '../order-form-values';

/** The order's one price in $/mt (a bid's when all its rows share it, an offer's). */
export function PriceField() {
  const { register, formState } = useFormContext<OrderFormValues>();
  return (
    <TextInput
      label="Price ($/mt)"
      required
      withAsterisk
      inputMode="decimal"
      leftSection="$"
      maw={240}
      autoComplete="off"
      error={formState.errors.price?.message}
      {...register('price')}
    />
  );
}
