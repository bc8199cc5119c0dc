import { formatMoney } from '@cgx/domain/format';
import { Alert, Group, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { CANOLA_EXAMPLE_BASE_PRICE, CANOLA_OIL_MAX, CANOLA_OIL_MIN, canolaExample } from '../canola-example';

/** Type a base price and an oil content; read the price the exchange applies. */
export function CanolaCalculator() {
  const [basePrice, setBasePrice] = useState(CANOLA_EXAMPLE_BASE_PRICE);
  const [oilPercent, setOilPercent] = useState('44');
  const resultId = useId();
  const result = canolaExample(basePrice, oilPercent);

  return (
    <Stack gap="sm">
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label="Base price ($/mt)"
          description="The price at 42% oil"
          value={basePrice}
          onChange={(event) => setBasePrice(event.currentTarget.value)}
          inputMode="decimal"
          miw={140}
          error={!result.ok && result.field === 'basePrice' ? result.message : undefined}
          aria-describedby={resultId}
        />
        <TextInput
          label="Oil content (%)"
          description={`${CANOLA_OIL_MIN} to ${CANOLA_OIL_MAX}`}
          value={oilPercent}
          onChange={(event) => setOilPercent(event.currentTarget.value)}
          inputMode="decimal"
          miw={140}
          error={!result.ok && result.field === 'oilPercent' ? result.message : undefined}
          aria-describedby={resultId}
        />
      </Group>
      <Alert id={resultId} color="forest" variant="light" aria-live="polite" title="Price for this oil content">
        {result.ok ? (
          <Stack gap={2}>
            <Text fz="xl" fw={800} c="forest.9">
              {formatMoney(result.price)}/mt
            </Text>
            <Text size="sm">
              {result.direction === 'basis'
                ? 'At 42% oil the base price applies unchanged.'
                : `${result.direction === 'premium' ? 'A premium' : 'A discount'} of ${formatMoney(result.change)}/mt (${result.changePercent}% of the base price).`}
            </Text>
          </Stack>
        ) : (
          <Text size="sm">Enter a base price and an oil content to see the price.</Text>
        )}
      </Alert>
    </Stack>
  );
}
