import { Button, Group } from '@mantine/core';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BidList } from '../../../../features/bids/components/bid-list';
import { BidSheetList } from '../../../../features/bids/components/bid-sheet-list';
import { type ListTab, ListTabs } from '../../../../components/lists/list-tabs';
import { canAccess } from '../../../../session/access';
import { useSignedInSession } from '../../../../session/session-context';
import { PortalPage } from '../layout/portal-page';
import { BID_SHEETS_ACCESS } from './bid-sheets-access';

const BUY_GRAIN_TABS = {
  active: { path: '/portal/buy-grain', label: 'Active Bids' },
  grouped: { path: '/portal/buy-grain/grouped-bids', label: 'Grouped Bids' },
  lapsed: { path: '/portal/buy-grain/lapsed-bids', label: 'Lapsed Bids' },
  cancelled: { path: '/portal/buy-grain/cancelled-bids', label: 'Cancelled Bids' },
  sheets: { path: '/portal/buy-grain/our-bid-sheets', label: 'Our Bid Sheets' },
} as const satisfies Record<string, ListTab>;

export type BuyGrainTab = keyof typeof BUY_GRAIN_TABS;

/** /portal/buy-grain and its tabs (spec 001 §2, trader routes): the organisation's bids. */
export function BuyGrainPage({ tab }: { tab: BuyGrainTab }) {
  const sheets = canAccess(useSignedInSession(), BID_SHEETS_ACCESS);
  const tabs = Object.values(BUY_GRAIN_TABS).filter((candidate) => sheets || candidate !== BUY_GRAIN_TABS.sheets);
  return (
    <PortalPage title="Buy Grain">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <ListTabs tabs={tabs} current={BUY_GRAIN_TABS[tab].path} />
        <Group gap="xs">
          {tab === 'sheets' && (
            <Button component={Link} to="/portal/buy-grain/our-bid-sheets/upload" leftSection={<IconUpload size={16} aria-hidden />}>
              Upload Bid Sheet
            </Button>
          )}
          <Button component={Link} to="/portal/buy-grain/bid/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Create Bid
          </Button>
          <Button component={Link} to="/portal/buy-grain/igrain-bid/create" variant="light">
            Create igrainX Bid
          </Button>
        </Group>
      </Group>
      {tab === 'active' && <BidList key="active" path="/api/bids" status="active" label="Active bids" empty="No active bids." />}
      {tab === 'grouped' && (
        <BidList key="grouped" path="/api/bids/grouped" status="active" label="Grouped bids" empty="No active bid sheets." />
      )}
      {tab === 'lapsed' && <BidList key="lapsed" path="/api/bids" status="lapsed" label="Lapsed bids" empty="No lapsed bids." />}
      {tab === 'cancelled' && (
        <BidList key="cancelled" path="/api/bids" status="cancelled" label="Cancelled bids" empty="No cancelled bids." />
      )}
      {tab === 'sheets' && <BidSheetList key="sheets" />}
    </PortalPage>
  );
}
