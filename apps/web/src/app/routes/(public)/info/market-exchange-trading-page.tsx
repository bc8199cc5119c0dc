import { INSURANCE_COVER_PERCENT, PAYMENT_BUSINESS_DAYS, REGISTERED_BUYERS_CLAIM } from '@cgx/domain/constants';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconTractor } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CanolaInfoLink } from '../../../../features/canola/components/canola-info-link';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';
import { StepList } from '../../../../features/content/components/step-list';
import { isRoutedPublicPath } from '../../paths';
import { MarketRulesTable } from './market-rules';

/** /market-exchange-trading: how the exchange and its two markets work (spec 000 §2.1 service page). */
export function MarketExchangeTradingPage() {
  usePageTitle('Market and Exchange Trading');
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Market and Exchange Trading"
        lead="A live, anonymous grain exchange with firm offers, firm bids and automatic trades. Sellers set their price, buyers bid for the grain, and when a bid meets an offer the trade happens at once, without a phone call."
        actions={
          <>
            <Button component={Link} to="/register" size="md" color="wheat.4" c="dark.9">
              Register now!
            </Button>
            {isRoutedPublicPath('/market') && (
              <Button component={Link} to="/market" size="md" variant="white" color="dark">
                See the market
              </Button>
            )}
          </>
        }
      />

      <ContentSection
        title="Two markets on one exchange"
        intro={`The exchange is independent and open to all buyers, sellers and agents, with over ${REGISTERED_BUYERS_CLAIM} registered buyers.`}
      >
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: IconBuildingWarehouse,
              title: 'cgx: warehouse grain',
              text: (
                <>
                  Grain stored at a storage provider&rsquo;s site. Bids and offers are compared on port-equivalent prices (the site price
                  plus the site&rsquo;s port differential), so a bid for a whole port zone can trade with offers at every site in it. See
                  the{' '}
                  <Anchor underline="always" component={Link} to="/reference-tables" fz="sm">
                    reference tables
                  </Anchor>{' '}
                  for sites and port zones.
                </>
              ),
            },
            {
              icon: IconTractor,
              title: 'igrainX: grain on farm',
              text: `Grain still on the farm, priced Ex Farm, Free on Truck or Delivered. All sales through the igrainX marketplace are protected by counterparty insurance covering ${INSURANCE_COVER_PERCENT}% of the grain value.`,
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="How a trade happens" tinted>
        <StepList
          steps={[
            {
              title: 'Post a firm offer or a firm bid',
              text: 'Choose the season, commodity, grade, quantity, delivery period, location, payment terms and your price. Firm means firm: when the market meets your price, you have traded.',
            },
            {
              title: 'The exchange matches automatically',
              text: 'When a bid reaches an offer’s price on compatible terms, the trade happens straight away at the price of the order that was in the market first. Among several candidates the best price wins, then the earliest order.',
            },
            {
              title: 'Stay in control of what is left',
              text: 'A trade can fill part of an order; the rest keeps its place in the market. Edit or cancel it in real time with one click.',
            },
            {
              title: 'Settlement does the paperwork',
              text: (
                <>
                  The contract, invoices and payment are handled for you, and the seller is paid within {PAYMENT_BUSINESS_DAYS} business
                  days. Read more about{' '}
                  <Anchor underline="always" component={Link} to="/settlement-and-clearing">
                    settlement and clearing
                  </Anchor>
                  .
                </>
              ),
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Market rules at a glance" intro="The same rules apply to every participant, every time.">
        <MarketRulesTable />
        <Group gap="xs">
          <Text c="dimmed">Pricing canola?</Text>
          <CanolaInfoLink />
        </Group>
      </ContentSection>

      <CallToAction
        title="Ready to trade?"
        text="Tell us how you trade grain and we will set up the right account for you."
        actions={
          <>
            <Button component={Link} to="/register" size="md">
              Register
            </Button>
            <Button component={Link} to="/faq" size="md" variant="default">
              Read the FAQ
            </Button>
          </>
        }
      />
    </>
  );
}
