import { SETTING_STATUS_LABELS, SETTING_STATUSES, type TSettingStatus } from '@cgx/domain/market-settings.schemas';
import { Badge, NativeSelect } from '@mantine/core';

/** spec 002 §4: active or inactive; inactive is muted. */
export function SettingStatusBadge({ status }: { status: TSettingStatus }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'forest' : 'gray'} miw="max-content">
      {SETTING_STATUS_LABELS[status]}
    </Badge>
  );
}

export const STATUS_OPTIONS = SETTING_STATUSES.map((status) => ({ value: status, label: SETTING_STATUS_LABELS[status] }));

/** The list filter: every status, or one. */
export function StatusFilter({ value, onChange }: { value: TSettingStatus | undefined; onChange: (status: string | undefined) => void }) {
  return (
    <NativeSelect
      label="Status"
      data={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
      w={{ base: '100%', sm: 160 }}
    />
  );
}
