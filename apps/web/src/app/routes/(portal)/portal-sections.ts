import { type PageTitleEntry } from '../../../features/breadcrumbs/page-titles';
import { acqFilesSection } from './acq-files/acq-files.routes';
import { analystSection } from './analyst/analyst.routes';
import { buyGrainSection } from './buy-grain/buy-grain.routes';
import { dashboardSection } from './dashboard/dashboard.routes';
import { downloadAttachmentSections } from './download-attachment/download-attachment.routes';
import { impersonationSection } from './impersonation/impersonation.routes';
import { insureSection } from './insure/insure.routes';
import { invoicesSection } from './invoices/invoices.routes';
import { legacyTradesSection } from './legacy-trades/legacy-trades.routes';
import { marketSettingsSection } from './market-settings/market-settings.routes';
import { myClientsSection } from './my-clients/my-clients.routes';
import { myClientsGrainSection } from './my-clients-grain/my-clients-grain.routes';
import { myClientsSalesSection } from './my-clients-sales/my-clients-sales.routes';
import { myGrainSection } from './my-grain/my-grain.routes';
import { mySalesSection } from './my-sales/my-sales.routes';
import { ourPurchasesSection } from './our-purchases/our-purchases.routes';
import { ourSalesSection } from './our-sales/our-sales.routes';
import { pagePath, type PortalSection } from './portal-section';
import { profileSection } from './profile/profile.routes';
import { sellGrainSection } from './sell-grain/sell-grain.routes';
import { settingsSection } from './settings/settings.routes';
import { settlementsSection } from './settlements/settlements.routes';
import { titleTransfersSection } from './title-transfers/title-transfers.routes';
import { tradesSection } from './trades/trades.routes';
import { usersSection } from './users/users.routes';

/**
 * Every portal section, in the sidebar's order. Adding a section is one route module and one
 * line here (docs/adding-a-screen.md 'A page'); the routes, sidebar and breadcrumbs follow.
 */
export const PORTAL_SECTIONS: readonly PortalSection[] = [
  myGrainSection,
  mySalesSection,
  buyGrainSection,
  sellGrainSection,
  insureSection,
  ourPurchasesSection,
  ourSalesSection,
  myClientsGrainSection,
  myClientsSalesSection,
  invoicesSection,
  myClientsSection,
  dashboardSection,
  tradesSection,
  legacyTradesSection,
  settlementsSection,
  titleTransfersSection,
  acqFilesSection,
  analystSection,
  impersonationSection,
  marketSettingsSection,
  profileSection,
  usersSection,
  settingsSection,
  ...downloadAttachmentSections,
];

/** The breadcrumb title of every routed page, by its path pattern ('/portal/buy-grain/bid/:bidId'). */
export const PAGE_TITLES: Readonly<Record<string, PageTitleEntry>> = Object.fromEntries(
  PORTAL_SECTIONS.flatMap((section) => section.pages.map((page) => [pagePath(section, page), page.title])),
);
