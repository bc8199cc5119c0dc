import { Card, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { LIST_QUERY_ROOT } from '../../../../components/lists/use-page-query';
import { canAccess } from '../../../../session/access';
import { useSignedInSession } from '../../../../session/session-context';
import { SETTLEMENT_QUERY_KEY } from '../../../../features/settlement/api/settlement-api';
import { BankStatementImportForm } from '../../../../features/settlement/components/bank-statement-import-form';
import { PaymentRuns } from '../../../../features/settlement/components/payment-runs';
import { TradeManagementList } from '../../../../features/settlement/components/trade-management-list';
import { PortalPage } from '../layout/portal-page';
import { SETTLEMENTS_PATH, SettlementsTabs } from './settlements-tabs';

export const TRADE_MANAGEMENT_PAGE = `${SETTLEMENTS_PATH}/trade-management`;

/**
 * Settlements → Trade Management (issue 14 §4): the trades money is moving on with what the next
 * payment run owes sellers, the bank statement import and the payment runs. Staff see it all; the
 * import and the run need the update permission, as the server's routes do.
 */
export function TradeManagementPage() {
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const mayUpdate = canAccess(session, { permission: 'update' });
  // An import or a run moves trades and their money: every settlement list and trade on screen is stale.
  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [...LIST_QUERY_ROOT, ...SETTLEMENT_QUERY_KEY] }),
      queryClient.invalidateQueries({ queryKey: SETTLEMENT_QUERY_KEY }),
    ]);
  };
  return (
    <PortalPage title="Trade Management">
      <SettlementsTabs current={TRADE_MANAGEMENT_PAGE} />
      <Stack gap="xl">
        <TradeManagementList />
        {mayUpdate && (
          <Card withBorder component="section" aria-label="Import bank statement" padding="md">
            <BankStatementImportForm onImported={refresh} />
          </Card>
        )}
        <Card withBorder component="section" aria-label="Payment runs" padding="md">
          <PaymentRuns canRun={mayUpdate} onRun={refresh} />
        </Card>
      </Stack>
    </PortalPage>
  );
}
