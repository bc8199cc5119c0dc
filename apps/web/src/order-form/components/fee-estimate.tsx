import { formatMoney } from '@cgx/domain/format';
import { Group, Loader, Stack, Table, Text } from '@mantine/core';
import { type FeeEstimateInput, useFeeEstimate } from '../api/pricing-queries';

/** spec 001 §1, §7: the fees of the order's side, estimated as the price is typed (debounced), in $/mt. */
export function FeeEstimate(input: FeeEstimateInput) {
  const estimate = useFeeEstimate(input);
  if (!estimate.data && !estimate.isFetching) return null;
  return (
    <Stack gap={4} aria-live="polite">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Estimated fees ($/mt)
        </Text>
        {estimate.isFetching && <Loader size="xs" aria-label="Updating the fee estimate" />}
      </Group>
      {estimate.data && estimate.data.length === 0 && (
        <Text size="sm" c="dimmed">
          No fees apply.
        </Text>
      )}
      {estimate.data && estimate.data.length > 0 && (
        <Table withRowBorders={false} verticalSpacing={2} maw={360} aria-label="Estimated fees">
          <Table.Tbody>
            {estimate.data.map((fee) => (
              <Table.Tr key={fee.name}>
                <Table.Td>{fee.name}</Table.Td>
                <Table.Td ta="right">{formatMoney(fee.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
