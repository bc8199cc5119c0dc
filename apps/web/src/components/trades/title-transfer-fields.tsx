import { formatDay, formatTonnes } from '@cgx/domain/format';
import type { TTitleTransferFacts } from '@cgx/domain/settlement.schemas';
import { Badge, Group, Text } from '@mantine/core';
// The tonnes formatter moves to packages/domain (issue 24, the paper slice); until then it lives in a feature.
import { FieldList } from '../ui/field-list';

const percent = (value: string | null) => (value === null ? '—' : `${value} %`);

/**
 * A trade's title transfer (design §5): when title passed, the tonnes delivered (a shortfall
 * flagged), the storage provider's ticket, oil and admix, and whether an ACQ file or a delivery
 * record confirmed it. The staff's trade page and a member's show it alike.
 */
export function TitleTransferFields({ transfer }: { transfer: TTitleTransferFacts | null }) {
  if (!transfer) {
    return (
      <Text size="sm" c="dimmed">
        Title has not transferred yet.
      </Text>
    );
  }
  return (
    <FieldList
      label="Title transfer"
      items={[
        { label: 'Transferred on', value: formatDay(transfer.transferredOn) },
        {
          label: 'Delivered',
          value: (
            <Group gap="xs">
              <span>{formatTonnes(transfer.deliveredTonnes)} mt</span>
              {transfer.shortfall && (
                <Badge color="wheat" variant="light">
                  Shortfall
                </Badge>
              )}
            </Group>
          ),
        },
        { label: 'Ticket', value: transfer.ticketNumber ?? '—' },
        { label: 'Oil', value: percent(transfer.oil) },
        { label: 'Admix', value: percent(transfer.admix) },
        { label: 'Source', value: transfer.source === 'acq' ? 'ACQ file' : 'Delivery' },
      ]}
    />
  );
}
