import { lazyPage } from '../../components/ui/lazy-page';

/*
 * Every page but the home page loads on demand: sign-in, registration, the portal and the
 * impersonation pages each come as their own chunk when first visited.
 */

export const LoginPage = lazyPage(
  () => import('./(public)/login-page'),
  (module) => module.LoginPage,
);
export const ForgotPasswordPage = lazyPage(
  () => import('./(public)/forgot-password-page'),
  (module) => module.ForgotPasswordPage,
);
export const ForgotLoginNumberPage = lazyPage(
  () => import('./(public)/forgot-login-number-page'),
  (module) => module.ForgotLoginNumberPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('./(public)/reset-password-page'),
  (module) => module.ResetPasswordPage,
);
export const EmailSentPage = lazyPage(
  () => import('./(public)/email-sent-page'),
  (module) => module.EmailSentPage,
);
export const RegisterIndexPage = lazyPage(
  () => import('./(public)/register-index-page'),
  (module) => module.RegisterIndexPage,
);
export const RegisterConfirmPage = lazyPage(
  () => import('./(public)/register-confirm-page'),
  (module) => module.RegisterConfirmPage,
);
export const RegisterTypePage = lazyPage(
  () => import('./(public)/register-type-page'),
  (module) => module.RegisterTypePage,
);
export const RegisterThankYouPage = lazyPage(
  () => import('./(public)/register-thank-you-page'),
  (module) => module.RegisterThankYouPage,
);
export const ImpersonatePage = lazyPage(
  () => import('./(impersonation)/impersonate-page'),
  (module) => module.ImpersonatePage,
);
export const ImpersonatingPage = lazyPage(
  () => import('./(impersonation)/impersonating-page'),
  (module) => module.ImpersonatingPage,
);
export const PortalLayout = lazyPage(
  () => import('./(portal)/layout/portal-layout'),
  (module) => module.PortalLayout,
  '100vh',
);
export const PortalIndex = lazyPage(
  () => import('./(portal)/portal-index'),
  (module) => module.PortalIndex,
);

/**
 * The chunk of the page a visitor lands on starts downloading at boot, alongside the app-status
 * call that the app waits for, instead of after it.
 */
export function preloadLandingPage(pathname: string): void {
  if (pathname === '/login') LoginPage.preload();
  else if (pathname === '/register' || pathname.startsWith('/register/')) {
    RegisterIndexPage.preload();
    RegisterTypePage.preload();
  } else if (pathname === '/portal' || pathname.startsWith('/portal/')) {
    PortalLayout.preload();
    PortalIndex.preload();
  }
}
