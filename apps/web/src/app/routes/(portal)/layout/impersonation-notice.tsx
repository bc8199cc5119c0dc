import type { TSession } from '@cgx/domain/auth.schemas';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShare } from '@tabler/icons-react';
import { exitImpersonation } from '../../../../features/impersonation/exit-impersonation';

/** Staff acting as a user always see whom they act as, and the way out. */
export function ImpersonationNotice({ session }: { session: TSession }) {
  return (
    <Alert color="red" variant="light" icon={<IconUserShare aria-hidden />} mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          You are impersonating{' '}
          <strong>
            {session.user.firstName} {session.user.lastName}
          </strong>{' '}
          of {session.organisation.tradingName}. Everything you do is recorded as done for them.
        </Text>
        <Button size="compact-sm" color="red" variant="light" onClick={() => void exitImpersonation()}>
          Exit Impersonation
        </Button>
      </Group>
    </Alert>
  );
}
