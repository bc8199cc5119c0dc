import type { MemberTradeView } from '@cgx/domain/trades.schemas';
import { AttachmentButton } from '../../../components/attachments/attachment-button';
import { TradeList } from '../../../features/trades/components/trade-list';
import { PortalPage } from './layout/portal-page';

type MemberTradesPageProps = {
  /** spec 000 §2.3's breadcrumb title: My Sales, Our Purchases, Our Sales, My Clients Sales. */
  title: string;
  view: MemberTradeView;
  /** This page's path: each trade's page is below it. */
  listPath: string;
  empty: string;
};

/**
 * spec 001 §2: a member's own trades (my-sales, our-purchases, our-sales, my-clients-sales), each
 * with its contract note to download and its page to open; refreshed when a trade of theirs is
 * notified; downloaded as CSV or Excel.
 */
export function MemberTradesPage({ title, view, listPath, empty }: MemberTradesPageProps) {
  return (
    <PortalPage title={title}>
      <TradeList
        view={view}
        listPath={listPath}
        label={title}
        empty={empty}
        actions={(trade) =>
          trade.documents.map((document) => (
            <AttachmentButton key={document.path} path={document.path} label={document.label} of={trade.formattedId} />
          ))
        }
      />
    </PortalPage>
  );
}
