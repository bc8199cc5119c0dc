import { SETTLEMENT_MESSAGES } from '@cgx/domain/settlement.schemas';
import { FINAL_TRADE_STATUSES } from '@cgx/domain/trade-status';
import { Alert } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { RecordLoader } from '../../../../components/forms/record-loader';
import { LIST_QUERY_ROOT } from '../../../../components/lists/use-page-query';
import { BACK_OFFICE_TRADES_QUERY_KEY, backOfficeTradePath } from '../../../../features/back-office-trades/api/back-office-trades-api';
import { tradeInvoicesQueryKey } from '../../../../features/invoices/api/invoices-api';
import { getTradeSettlement, SETTLEMENT_QUERY_KEY, tradeSettlementQueryKey } from '../../../../features/settlement/api/settlement-api';
import { TradeEditForm } from '../../../../features/settlement/components/trade-edit-form';
import { notifySuccess } from '../../../../lib/notify';
import { PortalPage } from '../layout/portal-page';

/**
 * spec 002 'trades/{id}/edit' (issue 14 §5): a trade's settlement edit for staff with the update
 * permission, while it is neither cancelled nor settled. A successful save navigates back to the
 * trade's page (spec 002 §4) with its queries refreshed.
 */
export function TradeEditPage({ market }: { market: 'cgx' | 'igrainx' }) {
  const tradeId = useParams().tradeId ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settlement = useQuery({
    queryKey: tradeSettlementQueryKey(tradeId),
    queryFn: ({ signal }) => getTradeSettlement(tradeId, signal),
  });
  const tradePage = backOfficeTradePath({ id: Number(tradeId), market });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SETTLEMENT_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: BACK_OFFICE_TRADES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: tradeInvoicesQueryKey(tradeId) }),
      queryClient.invalidateQueries({ queryKey: LIST_QUERY_ROOT }),
    ]);
  return (
    <PortalPage title={settlement.data ? `Edit Trade ${settlement.data.formattedId}` : 'Edit Trade'}>
      <RecordLoader query={settlement}>
        {(loaded) =>
          loaded.canEdit ? (
            <TradeEditForm
              // A reload after someone else's save opens the form again on their version.
              key={loaded.version}
              settlement={loaded}
              cancelTo={tradePage}
              onReload={async () => {
                await settlement.refetch();
              }}
              onSaved={async (saved) => {
                queryClient.setQueryData(tradeSettlementQueryKey(tradeId), saved);
                await refresh();
                notifySuccess(`Trade ${saved.formattedId} was saved.`);
                navigate(tradePage);
              }}
            />
          ) : (
            <Alert color="gray" role="status">
              {FINAL_TRADE_STATUSES.includes(loaded.status) || loaded.status === 'cancelled'
                ? SETTLEMENT_MESSAGES.notEditable
                : 'Editing a trade’s settlement needs the update permission.'}
            </Alert>
          )
        }
      </RecordLoader>
    </PortalPage>
  );
}
