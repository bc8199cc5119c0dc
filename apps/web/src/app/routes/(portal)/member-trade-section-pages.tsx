import type { MemberTradeView } from '@cgx/domain/trades.schemas';
import { lazyPage } from '../../../components/ui/lazy-page';
import { title } from '../../../features/breadcrumbs/page-titles';
import type { SectionPage } from './portal-section';

const MemberTradesPage = lazyPage(
  () => import('./member-trades-page'),
  (module) => module.MemberTradesPage,
);
const MemberTradePage = lazyPage(
  () => import('./member-trade-page'),
  (module) => module.MemberTradePage,
);

/**
 * The two pages of a member's trades section (my-sales, our-purchases, our-sales, my-clients-sales):
 * the list, and one trade's page below it (issue 24, decision 0224).
 */
export function memberTradeSectionPages(list: { title: string; view: MemberTradeView; listPath: string; empty: string }): SectionPage[] {
  return [
    { path: '', title: title(list.title), element: <MemberTradesPage {...list} /> },
    { path: ':tradeId', title: title('Trade'), element: <MemberTradePage view={list.view} /> },
  ];
}
