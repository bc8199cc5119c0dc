import type { ComponentType } from 'react';
import { Route } from 'react-router';
import { lazyPage } from '../../../../components/ui/lazy-page';

/**
 * The information pages of spec 000 §2.1 (services, audiences, about, policies, FAQ, contact us,
 * reference tables). Each is its own chunk, loaded when first visited, so the first page of a
 * visit does not carry the copy of all the others.
 */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) => lazyPage(load, (module) => module[name]);

export const INFO_PAGES: readonly { path: string; Page: ComponentType }[] = [
  { path: 'market-exchange-trading', Page: page(() => import('./market-exchange-trading-page'), 'MarketExchangeTradingPage') },
  { path: 'settlement-and-clearing', Page: page(() => import('./settlement-and-clearing-page'), 'SettlementAndClearingPage') },
  { path: 'data-and-connectivity', Page: page(() => import('./data-and-connectivity-page'), 'DataAndConnectivityPage') },
  { path: 'growers', Page: page(() => import('./growers-page'), 'GrowersPage') },
  { path: 'agents', Page: page(() => import('./agents-page'), 'AgentsPage') },
  { path: 'buyers', Page: page(() => import('./buyers-page'), 'BuyersPage') },
  { path: 'storage-providers', Page: page(() => import('./storage-providers-page'), 'StorageProvidersPage') },
  { path: 'about', Page: page(() => import('./about-page'), 'AboutPage') },
  { path: 'privacy-policy', Page: page(() => import('./privacy-policy-page'), 'PrivacyPolicyPage') },
  { path: 'terms-and-conditions', Page: page(() => import('./terms-and-conditions-page'), 'TermsAndConditionsPage') },
  // The igrainX insure documents the insurance terms link to (spec 001 §1, decision 0205).
  {
    path: 'insurance-policy-schedule',
    Page: page(() => import('./insurance-policy-schedule-page'), 'InsurancePolicySchedulePage'),
  },
  {
    path: 'financial-services-guide',
    Page: page(() => import('./financial-services-guide-page'), 'FinancialServicesGuidePage'),
  },
  { path: 'faq', Page: page(() => import('./faq-page'), 'FaqPage') },
  { path: 'contact-us', Page: page(() => import('./contact-us-page'), 'ContactUsPage') },
  { path: 'reference-tables', Page: page(() => import('./reference-tables-page'), 'ReferenceTablesPage') },
];

/** The routes, to place inside the public layout's <Route>. */
export const infoRoutes = INFO_PAGES.map(({ path, Page }) => <Route key={path} path={path} element={<Page />} />);
