import { Group, Radio, Stack } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PriceField } from '../../../order-form/components/price-field';
import type { BidFormValues } from '../bid-form-values';
import { BidSheetRows } from './bid-sheet-rows';

/**
 * The bid's price (spec 001 §3 'Bid line: price'): one price or, with several rows (a bid sheet:
 * one per distance and direction, or per site), one for all ('equal') or one each ('individual',
 * spec 001 §4), with the sheet's rows below.
 */
export function BidPrices() {
  const { control } = useFormContext<BidFormValues>();
  const [lines, priceType] = useWatch({ control, name: ['lines', 'priceType'] });
  const several = lines.length > 1;
  return (
    <Stack gap="sm">
      {several && (
        <Controller
          control={control}
          name="priceType"
          render={({ field }) => (
            <Radio.Group label={`Prices for the ${lines.length} rows of the bid sheet`} value={field.value} onChange={field.onChange}>
              <Group mt={4}>
                <Radio value="equal" label="One price for all" />
                <Radio value="individual" label="A price for each" />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      {(!several || priceType !== 'individual') && <PriceField />}
      {several && <BidSheetRows />}
    </Stack>
  );
}
