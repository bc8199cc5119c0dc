import { Box } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../../../components/ui/skip-link';
import { useAppStatus } from '../../../../features/app-status/api/use-app-status';
import { Banners } from '../../../../features/banners/components/banners';
import { showClearSettleBanner } from '../../../../features/clear-settle/banner-rules';
import { ClearSettleBanner } from '../../../../features/clear-settle/components/clear-settle-banner';
import type { ClearSettleModal as ClearSettleModalType } from '../../../../features/clear-settle/components/clear-settle-modal';
import { OnboardingHost } from '../../../../features/onboarding/components/onboarding-host';
import { useSession } from '../../../../session/session-context';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';
import classes from './public-layout.module.css';

const ClearSettleModalChunk = lazy(async () => ({
  default: (await import('../../../../features/clear-settle/components/clear-settle-modal')).ClearSettleModal,
}));

/** Loaded only when the experience starts: most visitors never see it. */
function ClearSettleModal(props: ComponentProps<typeof ClearSettleModalType>) {
  return (
    <Suspense fallback={null}>
      <ClearSettleModalChunk {...props} />
    </Suspense>
  );
}

/** spec 000 §2.5: the Clear Settle offer is one of the home page's modals, started as an onboarding experience. */
const HOME_EXPERIENCES = { 'clear-settle-modal': ClearSettleModal } as const;

/** The public site: banners, header with the top nav and ticker, the page, the footer. */
export function PublicLayout() {
  const { pathname } = useLocation();
  const { status, session } = useSession();
  const appStatus = useAppStatus();
  const clearSettle = showClearSettleBanner({
    anonymous: status === 'anonymous',
    pathname,
    publicAd: appStatus.data?.featureFlags.publicAd ?? false,
  });

  return (
    <div className={classes.shell}>
      <SkipLink />
      <Banners />
      <PublicHeader />
      {clearSettle && <ClearSettleBanner />}
      <Box component="main" className={classes.main} id="main" tabIndex={-1}>
        <Outlet />
      </Box>
      <PublicFooter />
      {pathname === '/' && (
        <OnboardingHost
          userId={status === 'authenticated' ? (session?.userId ?? null) : null}
          impersonating={session?.impersonating ?? false}
          experiences={HOME_EXPERIENCES}
        />
      )}
    </div>
  );
}
