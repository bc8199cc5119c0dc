import { Radio, Group, Stack, Table, TextInput, Text } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { PriceField } from '../../order-form/components/price-field';
import type { BidFormValues } from '../bid-form-values';

/**
 * The bid's price (spec 001 §3 'Bid line: price'): one price, or with several rows (a bid sheet:
 * one per distance and direction, or per site) one for all ('equal') or one each ('individual', spec 001 §4).
 */
export function BidPrices() {
  const { control, register, formState } = useFormContext<BidFormValues>();
  const [lines, priceType] = useWatch({ control, name: ['lines', 'priceType'] });
  const errors = formState.errors;
  const several = lines.length > 1;
  return (
    <Stack gap="sm">
      {several && (
        <Controller
          control={control}
          name="priceType"
          render={({ field }) => (
            <Radio.Group label={`Prices for the ${lines.length} locations`} value={field.value} onChange={field.onChange}>
              <Group mt={4}>
                <Radio value="equal" label="One price for all" />
                <Radio value="individual" label="A price for each" />
              </Group>
            </Radio.Group>
          )}
        />
      )}
      {several && priceType === 'individual' ? (
        <Table aria-label="Prices by location" maw={560}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Location</Table.Th>
              <Table.Th w={170}>Price ($/mt)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  <Text size="sm">{line.label}</Text>
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={`Price for ${line.label}`}
                    inputMode="decimal"
                    leftSection="$"
                    error={errors.lines?.[index]?.price?.message}
                    {...register(`lines.${index}.price`)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <PriceField />
      )}
    </Stack>
  );
}
