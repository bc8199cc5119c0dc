import { Route, Routes } from 'react-router';
import { NotFoundContent, UnauthorisedContent } from '../../components/ui/error-page';
import { RequireAuth } from '../../session/components/require-auth';
import { HomePage } from './(public)/home-page';
import { infoRoutes } from './(public)/info/info-routes';
import { PublicLayout } from './(public)/layout/public-layout';
import { MaintenancePage } from './(public)/maintenance-page';
import {
  MarketBidsLazy,
  MarketIndexLazy,
  MarketLayoutLazy,
  MarketOffersLazy,
  MarketOverviewLazy,
  MarketTradesLazy,
  SoundsPageLazy,
} from './(public)/market/lazy-market-pages';
import { sectionRoutes } from './(portal)/portal-section-routes';
import { PAGE_TITLES, PORTAL_SECTIONS } from './(portal)/portal-sections';
import { PageTitlesContext } from '../../features/breadcrumbs/page-titles-context';
import {
  EmailSentPage,
  ForgotLoginNumberPage,
  ForgotPasswordPage,
  ImpersonatePage,
  ImpersonatingPage,
  LoginPage,
  PortalIndex,
  PortalLayout,
  RegisterConfirmPage,
  RegisterIndexPage,
  RegisterThankYouPage,
  RegisterTypePage,
  ResetPasswordPage,
} from './lazy-pages';

/**
 * Every route of the web app. Only pages that work are routed; the public ones are listed in
 * ROUTED_PUBLIC_PATHS (paths.ts) so that navigation shows links to them and to nothing else.
 * The portal's sections come from their route modules ((portal)/portal-sections.ts).
 */
export function AppRoutes() {
  return (
    <PageTitlesContext.Provider value={PAGE_TITLES}>
      <Routes>
        {/* spec 000 §2.2: the spinner pages of staff impersonation, outside both shells. */}
        <Route path="impersonate" element={<ImpersonatePage />} />
        <Route path="impersonating" element={<ImpersonatingPage />} />
        <Route element={<PublicLayout />}>
          <Route index element={<HomePage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="forgot-login-number" element={<ForgotLoginNumberPage />} />
          <Route path="reset-password" element={<ResetPasswordPage />} />
          <Route path="email-sent/:type" element={<EmailSentPage />} />
          <Route path="register">
            <Route index element={<RegisterIndexPage />} />
            <Route path="confirm" element={<RegisterConfirmPage />} />
            <Route path=":type" element={<RegisterTypePage />} />
            <Route path=":type/thank-you" element={<RegisterThankYouPage />} />
          </Route>
          <Route path="market" element={<MarketLayoutLazy />}>
            <Route index element={<MarketIndexLazy />} />
            <Route path="trades" element={<MarketTradesLazy />} />
            <Route path="offers" element={<MarketOffersLazy />} />
            <Route path="bids" element={<MarketBidsLazy />} />
            <Route path="overview" element={<MarketOverviewLazy />} />
          </Route>
          <Route path="sounds" element={<SoundsPageLazy />} />
          <Route path="not-found" element={<NotFoundContent />} />
          <Route path="unauthorised" element={<UnauthorisedContent />} />
          <Route path="maintenance" element={<MaintenancePage />} />
          {infoRoutes}
          <Route path="*" element={<NotFoundContent />} />
        </Route>

        <Route element={<RequireAuth />}>
          <Route element={<PortalLayout />}>
            <Route path="portal">
              <Route index element={<PortalIndex />} />
              <Route path="*" element={<NotFoundContent />} />
            </Route>
            {sectionRoutes(PORTAL_SECTIONS)}
          </Route>
        </Route>
      </Routes>
    </PageTitlesContext.Provider>
  );
}
