import { Stack, Title } from '@mantine/core';
import { LegacyTradeList } from '../../../../features/legacy-trades/components/legacy-trade-list';
import { LegacyTradesImportForm } from '../../../../features/legacy-trades/components/legacy-trades-import-form';
import { PortalPage } from '../layout/portal-page';

/** legacy-trades/import (decision 0182): the import, and under it the legacy trades imported so far. */
export function LegacyTradesImportPage() {
  return (
    <PortalPage title="Import Legacy Trades">
      <LegacyTradesImportForm />
      <Stack gap="sm" component="section" aria-labelledby="imported-legacy-trades">
        <Title order={2} size="h3" id="imported-legacy-trades">
          Imported legacy trades
        </Title>
        <LegacyTradeList />
      </Stack>
    </PortalPage>
  );
}
