import type { TTradeCreated } from '@cgx/domain/trade-creation.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ListTabs } from '../../../../components/lists/list-tabs';
import { BACK_OFFICE_TRADES_QUERY_KEY, backOfficeTradePath } from '../../../../features/back-office-trades/api/back-office-trades-api';
import { useSignedInSession } from '../../../../session/session-context';
import { TradeForm } from '../../../../features/trade-creation/components/trade-form';
import { TradeSheetForm } from '../../../../features/trade-creation/components/trade-sheet-form';
import { PortalPage } from '../layout/portal-page';

const BASE = '/portal/trades/create';
export const CREATE_TRADE_PATHS = { cgx: `${BASE}/cgx`, multiple: `${BASE}/multiple`, igrainx: `${BASE}/igrainx` } as const;
type Tab = keyof typeof CREATE_TRADE_PATHS;

/**
 * spec 002 §2 trades/create: the tabs Create CGX Trade, Create Multiple Trades and Create igrainX
 * Trade, the last only with the igrainTrade flag and never for CGX Sales (spec 002 §6; the server
 * refuses it too).
 */
function CreateTradeTabs({ current }: { current: Tab }) {
  const session = useSignedInSession();
  const igrainX = session.featureFlags.igrainTrade && session.user.role !== 'CGX Sales';
  const tabs = [
    { path: CREATE_TRADE_PATHS.cgx, label: 'Create CGX Trade' },
    { path: CREATE_TRADE_PATHS.multiple, label: 'Create Multiple Trades' },
    ...(igrainX ? [{ path: CREATE_TRADE_PATHS.igrainx, label: 'Create igrainX Trade' }] : []),
  ];
  return <ListTabs tabs={tabs} current={CREATE_TRADE_PATHS[current]} />;
}

/** After a save: the trade lists are stale; a single trade opens its page, a sheet the list. */
function useAfterCreate() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (created: TTradeCreated[]) => {
    await queryClient.invalidateQueries({ queryKey: BACK_OFFICE_TRADES_QUERY_KEY });
    const [only] = created;
    navigate(created.length === 1 && only ? backOfficeTradePath(only) : '/portal/trades');
  };
}

function CreateTradePage({ tab, title }: { tab: 'cgx' | 'igrainx'; title: string }) {
  const afterCreate = useAfterCreate();
  return (
    <PortalPage title={title}>
      <CreateTradeTabs current={tab} />
      <TradeForm market={tab} onCreated={(trade) => void afterCreate([trade])} />
    </PortalPage>
  );
}

export function CreateCgxTradePage() {
  return <CreateTradePage tab="cgx" title="Create CGX Trade" />;
}

export function CreateIgrainTradePage() {
  return <CreateTradePage tab="igrainx" title="Create igrainX Trade" />;
}

export function CreateMultipleTradesPage() {
  const afterCreate = useAfterCreate();
  return (
    <PortalPage title="Create Multiple Trades">
      <CreateTradeTabs current="multiple" />
      <TradeSheetForm onCreated={(trades) => void afterCreate(trades)} />
    </PortalPage>
  );
}
