import { Navigate, Route, Routes } from 'react-router';
import { NotFoundContent, UnauthorisedContent } from '../../components/ui/error-page';
import { RequireAccess } from '../../features/session/components/require-access';
import { RequireAuth } from '../../features/session/components/require-auth';
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
import { PORTAL_SECTIONS as S } from './(portal)/layout/portal-sections';
import {
  AnalystPortalPage,
  BuyGrainPage,
  DashboardHomePage,
  DownloadAttachmentPage,
  EmailSentPage,
  ForgotLoginNumberPage,
  ForgotPasswordPage,
  ImpersonatePage,
  ImpersonatingPage,
  ImpersonationPage,
  LoginPage,
  MyClientsGrainPage,
  MyGrainPage,
  PortalIndex,
  PortalLayout,
  ProfilePage,
  RegisterConfirmPage,
  RegisterIndexPage,
  RegisterThankYouPage,
  RegisterTypePage,
  ResetPasswordPage,
  SellGrainPage,
  SettingsGeneralPage,
} from './lazy-pages';

/**
 * Every route of the web app. Only pages that work are routed; the public ones are listed in
 * ROUTED_PUBLIC_PATHS (paths.ts) so that navigation shows links to them and to nothing else.
 */
export function AppRoutes() {
  return (
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
            <Route
              path="my-grain"
              element={
                <RequireAccess access={S.myGrain.access}>
                  <MyGrainPage />
                </RequireAccess>
              }
            />
            <Route path="buy-grain" element={<RequireAccess access={S.buyGrain.access} />}>
              <Route index element={<BuyGrainPage tab="active" />} />
              <Route path="grouped-bids" element={<BuyGrainPage tab="grouped" />} />
              <Route path="lapsed-bids" element={<BuyGrainPage tab="lapsed" />} />
            </Route>
            <Route path="sell-grain" element={<RequireAccess access={S.sellGrain.access} />}>
              <Route index element={<SellGrainPage tab="active" />} />
              <Route path="grouped-offers" element={<SellGrainPage tab="grouped" />} />
              <Route path="lapsed-offers" element={<SellGrainPage tab="lapsed" />} />
            </Route>
            <Route path="my-clients-grain" element={<RequireAccess access={S.myClientsGrain.access} />}>
              <Route index element={<Navigate to="my-client-offers" replace />} />
              <Route path="my-client-offers" element={<MyClientsGrainPage tab="offers" />} />
              <Route path="lapsed-offers" element={<MyClientsGrainPage tab="lapsed" />} />
            </Route>
            <Route
              path="dashboard/home"
              element={
                <RequireAccess access={S.dashboard.access}>
                  <DashboardHomePage />
                </RequireAccess>
              }
            />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="download-attachment" element={<DownloadAttachmentPage />} />
            <Route
              path="impersonation"
              element={
                <RequireAccess access={S.impersonation.access}>
                  <ImpersonationPage />
                </RequireAccess>
              }
            />
            <Route path="settings" element={<RequireAccess access={S.generalSettings.access} />}>
              <Route index element={<Navigate to="general" replace />} />
              <Route path="general" element={<SettingsGeneralPage />} />
            </Route>
            <Route path="*" element={<NotFoundContent />} />
          </Route>
          <Route
            path="analyst"
            element={
              <RequireAccess access={S.analyst.access}>
                <AnalystPortalPage />
              </RequireAccess>
            }
          />
          <Route path="download-attachment" element={<DownloadAttachmentPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
