import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CenteredLoader } from '../../../../components/ui/centered-loader';
import { NotFoundContent } from '../../../../components/ui/error-page';
import { getLegacyTrade, legacyTradePagePath, legacyTradeQueryKey } from '../../../../features/legacy-trades/api/legacy-trades-api';
import { LegacyTradeDetails } from '../../../../features/legacy-trades/components/legacy-trade-details';
import { isApiError } from '../../../../lib/api-client';
import { PortalPage } from '../layout/portal-page';
import { TradeTabs } from '../trades/trade-tabs';

/** spec 002 §2 'legacy-trades/{tradeId}': one legacy trade, read-only, with its Details and Notes tabs. */
export function LegacyTradePage() {
  const tradeId = useParams().tradeId ?? '';
  const trade = useQuery({
    queryKey: legacyTradeQueryKey(tradeId),
    queryFn: ({ signal }) => getLegacyTrade(tradeId, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  const missing = isApiError(trade.error) && trade.error.status === 404;
  return (
    <PortalPage title={trade.data ? `Legacy Trade ${trade.data.reference}` : 'Legacy Trade'}>
      {missing ? (
        <NotFoundContent />
      ) : (
        <>
          <TradeTabs base={legacyTradePagePath(Number(tradeId))} current="details" />
          {trade.data ? (
            <LegacyTradeDetails trade={trade.data} />
          ) : trade.isError ? (
            <Alert color="red" role="alert">
              {trade.error.message}
            </Alert>
          ) : (
            <CenteredLoader />
          )}
        </>
      )}
    </PortalPage>
  );
}
