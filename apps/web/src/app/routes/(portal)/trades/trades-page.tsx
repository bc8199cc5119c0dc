import { Button, Group } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BackOfficeTradeList } from '../../../../features/back-office-trades/components/back-office-trade-list';
import { useSignedInSession } from '../../../../session/session-context';
import { PortalPage } from '../layout/portal-page';
import { TradesListTabs } from './deliveries-tabs';

/** spec 002 §2 'Trades': the staff's list of every trade (the igrainX filters with the igrainTrade flag). */
export function TradesPage() {
  const session = useSignedInSession();
  return (
    <PortalPage title="Trades">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <TradesListTabs current="trades" />
        <Group gap="xs">
          {/* The section is staff's alone, as the import is (decision 0182). */}
          <Button component={Link} to="/portal/legacy-trades/import" variant="default" leftSection={<IconUpload size={16} aria-hidden />}>
            Import legacy trades
          </Button>
          <Button component={Link} to="/portal/trades/create/cgx" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Trade
          </Button>
        </Group>
      </Group>
      <BackOfficeTradeList igrainFilters={session.featureFlags.igrainTrade} />
    </PortalPage>
  );
}
