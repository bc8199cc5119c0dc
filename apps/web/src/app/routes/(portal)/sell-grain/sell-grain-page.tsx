import { type ListTab, ListTabs } from '../../../../components/lists/list-tabs';
import { GroupedOfferList } from '../../../../features/offers/components/grouped-offer-list';
import { OfferList } from '../../../../features/offers/components/offer-list';
import { PortalPage } from '../layout/portal-page';

const SELL_GRAIN_TABS = {
  active: { path: '/portal/sell-grain', label: 'Active Offers' },
  grouped: { path: '/portal/sell-grain/grouped-offers', label: 'Grouped Offers' },
  lapsed: { path: '/portal/sell-grain/lapsed-offers', label: 'Lapsed Offers' },
} as const satisfies Record<string, ListTab>;

export type SellGrainTab = keyof typeof SELL_GRAIN_TABS;

/** /portal/sell-grain and its tabs (spec 001 §2, trader routes): the trader's own offers. */
export function SellGrainPage({ tab }: { tab: SellGrainTab }) {
  return (
    <PortalPage title="Sell Grain">
      <ListTabs tabs={Object.values(SELL_GRAIN_TABS)} current={SELL_GRAIN_TABS[tab].path} />
      {tab === 'active' && <OfferList key="active" status="active" label="Active offers" empty="No active offers." />}
      {tab === 'grouped' && <GroupedOfferList label="Grouped offers" empty="No active offers." />}
      {tab === 'lapsed' && <OfferList key="lapsed" status="lapsed" label="Lapsed offers" empty="No lapsed offers." />}
    </PortalPage>
  );
}
