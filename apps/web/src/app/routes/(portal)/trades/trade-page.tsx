import { Alert } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { CenteredLoader } from '../../../../components/ui/centered-loader';
import { NotFoundContent } from '../../../../components/ui/error-page';
import { isApiError } from '../../../../lib/api-client';
import {
  backOfficeTradePath,
  backOfficeTradeQueryKey,
  getBackOfficeTrade,
} from '../../../../features/back-office-trades/api/back-office-trades-api';
import { TradeDetails } from '../../../../features/back-office-trades/components/trade-details';
import { TradeDeliveries } from '../../../../features/igrain-deliveries/components/trade-deliveries';
import { tradeInvoicesQueryKey } from '../../../../features/invoices/api/invoices-api';
import { TradeInvoices } from '../../../../features/invoices/components/trade-invoices';
import { SETTLEMENT_QUERY_KEY } from '../../../../features/settlement/api/settlement-api';
import { TradeSettlement } from '../../../../features/settlement/components/trade-settlement';
import { PortalPage } from '../layout/portal-page';
import { TradeTabs } from './trade-tabs';

/**
 * spec 002 §2 'trades/{tradeId}' and 'trades/igrainx/{tradeId}': one trade for staff. The URL may
 * name it by its trade id as people paste it (trades/CGX-000150): it opens on its own route, as a
 * trade of the other market does. One that is not there is the not-found page, never the list.
 */
export function TradePage({ market }: { market: 'cgx' | 'igrainx' }) {
  const tradeId = useParams().tradeId ?? '';
  const queryClient = useQueryClient();
  const trade = useQuery({
    queryKey: backOfficeTradeQueryKey(tradeId),
    queryFn: ({ signal }) => getBackOfficeTrade(tradeId, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  if (isApiError(trade.error) && trade.error.status === 404) return <NotFoundContent />;
  if (trade.data && (trade.data.market !== market || String(trade.data.id) !== tradeId)) {
    return <Navigate to={backOfficeTradePath(trade.data)} replace />;
  }
  const base = backOfficeTradePath({ id: Number(tradeId), market });
  return (
    <PortalPage title={trade.data ? `Trade ${trade.data.formattedId}` : 'Trade'}>
      <TradeTabs base={base} current="details" />
      {trade.data ? (
        <TradeDetails trade={trade.data} />
      ) : trade.isError ? (
        <Alert color="red" role="alert">
          {trade.error.message}
        </Alert>
      ) : (
        <CenteredLoader />
      )}
      {trade.data?.market === 'igrainx' && (
        <TradeDeliveries
          tradeId={trade.data.id}
          onChanged={async () => {
            await trade.refetch();
          }}
        />
      )}
      {trade.data && <TradeInvoices tradeId={trade.data.id} />}
      {trade.data && (
        <TradeSettlement
          tradeId={trade.data.id}
          market={trade.data.market}
          onChanged={async () => {
            // A payment changes the status, the invoices' paid and the ledger.
            await Promise.all([
              queryClient.invalidateQueries({ queryKey: SETTLEMENT_QUERY_KEY }),
              queryClient.invalidateQueries({ queryKey: tradeInvoicesQueryKey(tradeId) }),
              trade.refetch(),
            ]);
          }}
        />
      )}
    </PortalPage>
  );
}
