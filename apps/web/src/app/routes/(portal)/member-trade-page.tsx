import type { MemberTradeView } from '@cgx/domain/trades.schemas';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { NotFoundContent } from '../../../components/ui/error-page';
import { AttachmentButton } from '../../../components/attachments/attachment-button';
import { getMemberTrade, memberTradeQueryKey } from '../../../features/trades/api/trades-api';
import { MemberTradeDetails } from '../../../features/trades/components/member-trade-details';
import { isApiError } from '../../../lib/api-client';
import { PortalPage } from './layout/portal-page';

type MemberTradePageProps = { view: MemberTradeView };

/**
 * One of the member's trades (issue 24), below the list of its side (my-sales/{tradeId},
 * our-purchases/{tradeId}, our-sales/{tradeId}, my-clients-sales/{tradeId}); a trade's notification
 * leads here. Another organisation's trade is not found, as one that does not exist.
 */
export function MemberTradePage({ view }: MemberTradePageProps) {
  const tradeId = useParams().tradeId ?? '';
  const trade = useQuery({
    queryKey: memberTradeQueryKey(view, tradeId),
    queryFn: ({ signal }) => getMemberTrade(view, tradeId, signal),
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
  if (isApiError(trade.error) && trade.error.status === 404) return <NotFoundContent />;
  return (
    <PortalPage title={trade.data ? `Trade ${trade.data.formattedId}` : 'Trade'}>
      {trade.data ? (
        <MemberTradeDetails
          trade={trade.data}
          documents={trade.data.documents.map((document) => (
            <AttachmentButton key={document.path} path={document.path} label={document.label} of={trade.data.formattedId} />
          ))}
        />
      ) : trade.isError ? (
        <Alert color="red" role="alert">
          {trade.error.message}
        </Alert>
      ) : (
        <CenteredLoader />
      )}
    </PortalPage>
  );
}
