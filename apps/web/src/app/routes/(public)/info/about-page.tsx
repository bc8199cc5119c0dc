import {
  INSURANCE_COVER_PERCENT,
  PAYMENT_BUSINESS_DAYS,
  REGISTERED_BUYERS_CLAIM,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
} from '@cgx/domain/constants';
import { Anchor, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconFileCheck, IconGavel, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { telHref } from '../../../../lib/format';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FactList } from '../../../../features/content/components/fact-list';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';

const AUDIENCES = [
  { to: '/growers', label: 'Growers', text: 'sell their grain at their own price.' },
  { to: '/agents', label: 'Agents', text: 'offer grain for the growers they represent.' },
  { to: '/buyers', label: 'Buyers', text: 'bid for grain across the country.' },
  { to: '/storage-providers', label: 'Storage providers', text: 'connect their receival sites.' },
] as const;

/** /about */
export function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageHero
        eyebrow="About"
        title="About CGX"
        lead="CGX Grain Exchange is an independent Australian grain exchange. Growers, agents, buyers and storage providers trade through firm offers and firm bids, with automatic trades and a settlement facility behind every one."
      />

      <ContentSection
        title="Why an exchange"
        intro="Selling grain has long meant phone calls, private deals and waiting to be paid. An exchange puts every firm price in one open market, where a trade happens the moment a buyer and a seller agree on price."
      >
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: IconScale,
              title: 'Independent',
              text: 'We are not a buyer or a seller of grain. The exchange is independent and open to all buyers, sellers and agents.',
            },
            {
              icon: IconEyeOff,
              title: 'Anonymous',
              text: 'The market shows prices and volumes, never names. Everyone sees the same market at the same time.',
            },
            {
              icon: IconGavel,
              title: 'Firm and fair',
              text: 'Every offer and bid is firm. Trades follow the same rule every time: best price first, then the earliest order.',
            },
            {
              icon: IconFileCheck,
              title: 'Paperwork included',
              text: `Trade and settlement are automated, and sellers are paid within ${PAYMENT_BUSINESS_DAYS} business days.`,
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="The exchange in numbers" tinted>
        <FactList
          facts={[
            { figure: `${REGISTERED_BUYERS_CLAIM}+`, label: 'registered buyers' },
            { figure: `${PAYMENT_BUSINESS_DAYS} business days`, label: 'to payment' },
            { figure: `${INSURANCE_COVER_PERCENT}%`, label: 'of the grain value insured on igrainX sales' },
            { figure: '2 markets', label: 'cgx for warehouse grain and igrainX for grain on farm' },
          ]}
        />
      </ContentSection>

      <ContentSection title="Who trades here">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={900}>
          {AUDIENCES.map((audience) => (
            <Text key={audience.to}>
              <Anchor underline="always" component={Link} to={audience.to} fw={700}>
                {audience.label}
              </Anchor>{' '}
              {audience.text}
            </Text>
          ))}
        </SimpleGrid>
      </ContentSection>

      <ContentSection title="Talk to us" tinted>
        <Stack gap="xs">
          <Text>
            Call{' '}
            <Anchor underline="always" href={telHref(SUPPORT_PHONE)}>
              {SUPPORT_PHONE}
            </Anchor>{' '}
            or e-mail{' '}
            <Anchor underline="always" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </Anchor>
            .
          </Text>
          <Text c="dimmed">
            Answers to common questions are in the{' '}
            <Anchor underline="always" component={Link} to="/faq">
              FAQ
            </Anchor>
            .
          </Text>
        </Stack>
      </ContentSection>

      <CallToAction
        title="Have a say in the price of grain"
        text="Join the growers, agents and buyers trading on the exchange."
        actions={
          <>
            <Button component={Link} to="/register" size="md">
              Register now!
            </Button>
            <Button component={Link} to="/contact-us" size="md" variant="default">
              Contact us
            </Button>
          </>
        }
      />
    </>
  );
}
