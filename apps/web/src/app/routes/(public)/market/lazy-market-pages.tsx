import { lazyPage } from '../../../../components/ui/lazy-page';

/*
 * The market views and the sounds page load on demand (React.lazy), so the home page's first
 * download stays small. The index redirect and the layout are one chunk with the pages.
 */

export const MarketLayoutLazy = lazyPage(
  () => import('./market-layout'),
  (module) => module.MarketLayout,
);
export const MarketIndexLazy = lazyPage(
  () => import('./market-index'),
  (module) => module.MarketIndex,
);
export const MarketTradesLazy = lazyPage(
  () => import('./market-trades-page'),
  (module) => module.MarketTradesPage,
);
export const MarketOffersLazy = lazyPage(
  () => import('./market-offers-page'),
  (module) => module.MarketOffersPage,
);
export const MarketBidsLazy = lazyPage(
  () => import('./market-bids-page'),
  (module) => module.MarketBidsPage,
);
export const MarketOverviewLazy = lazyPage(
  () => import('./market-overview-page'),
  (module) => module.MarketOverviewPage,
);
export const SoundsPageLazy = lazyPage(
  () => import('../sounds-page'),
  (module) => module.SoundsPage,
);
