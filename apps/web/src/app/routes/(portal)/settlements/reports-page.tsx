import { SETTLEMENT_REPORTS } from '@cgx/domain/statements.schemas';
import { Stack } from '@mantine/core';
import { ReportDownload } from '../../../../features/statements/components/report-download';
import { PortalPage } from '../layout/portal-page';
import { SETTLEMENTS_PATH, SettlementsTabs } from './settlements-tabs';

/** spec 002 §2 'Settlements' → Reports: each settlement report with its dates and a Download button (issue 14 §7). */
export function SettlementReportsPage() {
  return (
    <PortalPage title="Reports">
      <SettlementsTabs current={`${SETTLEMENTS_PATH}/reports`} />
      <Stack gap="md">
        {SETTLEMENT_REPORTS.map((report) => (
          <ReportDownload key={report} report={report} />
        ))}
      </Stack>
    </PortalPage>
  );
}
