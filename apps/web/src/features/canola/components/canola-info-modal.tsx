import { formatMoney } from '@cgx/domain/format';
import { CANOLA_OIL_BASIS, CANOLA_PRICE_PERCENT_PER_OIL_POINT } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { canolaAdjustedPrice } from '@cgx/domain/pricing';
import { Modal, Stack, Table, Text, Title } from '@mantine/core';
import { CANOLA_EXAMPLE_BASE_PRICE, CANOLA_EXAMPLE_OILS } from '../canola-example';
import { CanolaCalculator } from './canola-calculator';

interface CanolaInfoModalProps {
  opened: boolean;
  onClose: () => void;
}

/** spec 000 §2.5 and §9: how canola is priced, with a worked example and a calculator. */
export function CanolaInfoModal({ opened, onClose }: CanolaInfoModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Canola pricing basis"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <Text>{MSG.canolaPricingBasis}</Text>
        <Text size="sm" c="dimmed">
          Clean seed weight is the delivered weight less the admixture (the material that is not canola seed), so a load with 2% admixture
          is paid on 98% of its weight.
        </Text>

        <Title order={3} fz="md">
          Worked example at a base price of {formatMoney(CANOLA_EXAMPLE_BASE_PRICE)}/mt
        </Title>
        <Table.ScrollContainer minWidth={280}>
          <Table striped withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Oil content</Table.Th>
                <Table.Th scope="col">Adjustment</Table.Th>
                <Table.Th scope="col" ta="right">
                  Price ($/mt)
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {CANOLA_EXAMPLE_OILS.map((oil) => {
                const points = Number(oil) - CANOLA_OIL_BASIS;
                return (
                  <Table.Tr key={oil}>
                    <Table.Td>{oil}%</Table.Td>
                    <Table.Td>
                      {points === 0 ? 'Basis' : `${points > 0 ? '+' : '−'}${Math.abs(points * CANOLA_PRICE_PERCENT_PER_OIL_POINT)}%`}
                    </Table.Td>
                    <Table.Td ta="right">{formatMoney(canolaAdjustedPrice(CANOLA_EXAMPLE_BASE_PRICE, oil))}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>

        <Title order={3} fz="md">
          Try it
        </Title>
        <CanolaCalculator />
      </Stack>
    </Modal>
  );
}
