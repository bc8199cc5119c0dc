import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdvantageGrid } from '../../../features/advantages/components/advantage-grid';
import { LinkCards } from '../../../features/home/components/link-cards';
import { SocialBanner } from '../../../features/home/components/social-banner';
import { StorageProviderMap } from '../../../features/home/components/storage-provider-map';
import { Testimonials } from '../../../features/home/components/testimonials';
import { ValueProposition } from '../../../features/home/components/value-proposition';
import { AUDIENCE_CARDS, MARKET_CARDS, SERVICE_CARDS } from '../../../features/home/home-content';
import { SOCIAL_LINKS } from '../../../lib/external-links';
import { isRoutedPublicPath } from '../paths';

const FOLLOW_NETWORK = SOCIAL_LINKS.find((link) => link.id === 'linkedin') ?? SOCIAL_LINKS[0];

/**
 * The home page below the live market (spec 000 §2.5): market, audience and service cards, the
 * storage-provider map, testimonials, the value proposition and the social banner. A lazy chunk of
 * its own, so the first download carries only the hero and the live market.
 */
export function HomePageSections() {
  return (
    <>
      <Section title="Explore the market">
        <LinkCards cards={MARKET_CARDS} cols={{ base: 1, xs: 2, md: 4 }} isRouted={isRoutedPublicPath} />
      </Section>
      <Section title="Who trades on CGX">
        <LinkCards cards={AUDIENCE_CARDS} cols={{ base: 1, xs: 2, md: 4 }} isRouted={isRoutedPublicPath} />
      </Section>
      <Section title="Our services">
        <LinkCards cards={SERVICE_CARDS} cols={{ base: 1, sm: 3 }} isRouted={isRoutedPublicPath} />
      </Section>
      <StorageProviderMap />
      <Testimonials />
      <ValueProposition>
        <AdvantageGrid cols={{ base: 1, sm: 2, md: 3 }} />
      </ValueProposition>
      {FOLLOW_NETWORK && <SocialBanner network={FOLLOW_NETWORK} />}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}
