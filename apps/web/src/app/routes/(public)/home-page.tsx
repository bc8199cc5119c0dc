import { Container, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { WhenNearViewport } from '../../../components/ui/when-near-viewport';
import { HomeHero } from '../../../features/home/components/home-hero';
import { STATIC_SITE } from '../../../features/home/static-site';
import { TradingChart } from '../../../features/market-data/chart/trading-chart';
import { MarketFeed } from '../../../features/market-data/components/market-feed';
import { MarketToday } from '../../../features/market-data/components/market-today';
import { useLiveMarketData } from '../../../features/market-data/hooks/use-live-market-data';
import { MarketActivity } from './market/market-activity';
import { useSignedIn } from './market/use-signed-in';

const HomePageSections = lazy(async () => ({ default: (await import('./home-page-sections')).HomePageSections }));

/** spec 000 §2.5 home page; in static-site mode (§2.1) the 'Market Activity' overview instead. */
export function HomePage() {
  return STATIC_SITE ? <StaticHomePage /> : <FullHomePage />;
}

function StaticHomePage() {
  usePageTitle('Market Activity');
  return <MarketActivity />;
}

function FullHomePage() {
  usePageTitle('Home');
  const signedIn = useSignedIn();
  useLiveMarketData();

  return (
    <>
      <HomeHero />
      <Container size="xl" py={{ base: 40, sm: 64 }}>
        <Stack gap={64}>
          <MarketToday signedIn={signedIn} />
          {/* Its own boundary: React takes over the chart after the rest of the page, so the period
              control's updates as it mounts do not pull the page's effects into one long task. */}
          <Suspense fallback={null}>
            <TradingChart />
          </Suspense>
          <MarketFeed seeMore />
          {/* Cards, map, testimonials and the rest load as the visitor scrolls towards them. */}
          <WhenNearViewport>
            <Suspense fallback={null}>
              <HomePageSections />
            </Suspense>
          </WhenNearViewport>
        </Stack>
      </Container>
    </>
  );
}
