import { PAYMENT_BUSINESS_DAYS, REGISTERED_BUYERS_CLAIM } from '@cgx/domain/constants';
import { Button } from '@mantine/core';
import { IconAddressBook, IconChartLine, IconFileCheck, IconTractor, IconUserCheck, IconUsersGroup } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';
import { StepList } from '../../../../features/content/components/step-list';

/** /agents: agents market grain on behalf of growers who authorise them (spec 001 §1). */
export function AgentsPage() {
  usePageTitle('Agents');
  return (
    <>
      <PageHero
        eyebrow="Users"
        title="Agents"
        lead={`Market your clients’ grain to over ${REGISTERED_BUYERS_CLAIM} registered buyers. Offer it with their authority, watch every offer and sale in one place, and leave the settlement to the exchange.`}
        actions={
          <Button component={Link} to="/register/agent" size="md" color="wheat.4" c="dark.9">
            Register as an agent
          </Button>
        }
      />

      <ContentSection title="Built for people who sell for growers">
        <FeatureGrid
          features={[
            {
              icon: IconUserCheck,
              title: 'Offers with your clients’ authority',
              text: 'Growers authorise you as their agent; you then create offers on their behalf, for their grain.',
            },
            {
              icon: IconAddressBook,
              title: 'All your clients in one place',
              text: 'See your clients, their offers, lapsed offers and sales from one portal.',
            },
            {
              icon: IconTractor,
              title: 'Warehouse and on-farm grain',
              text: 'Offer grain stored at a storage provider’s site on cgx, or grain on the farm on igrainX.',
            },
            {
              icon: IconChartLine,
              title: 'Price with the market in view',
              text: 'While you price an offer you see the best bid and the last trade for that grain.',
            },
            {
              icon: IconUsersGroup,
              title: 'The whole market',
              text: 'The exchange is independent and open to all buyers, sellers and agents.',
            },
            {
              icon: IconFileCheck,
              title: 'Settlement handled',
              text: `The exchange does the paperwork, and your client is paid within ${PAYMENT_BUSINESS_DAYS} business days.`,
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="How it works" tinted>
        <StepList
          steps={[
            { title: 'Register your agency', text: 'Register as an agent with your business details and ABN.' },
            { title: 'Add your clients', text: 'Each grower authorises you to offer their grain on the exchange.' },
            {
              title: 'Post offers for them',
              text: 'Firm offers at the price your client wants; edit or cancel them in real time with one click.',
            },
            { title: 'Trades settle automatically', text: 'When a firm bid meets the price, the trade happens and settlement follows.' },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Bring your clients to the exchange"
        text="Register as an agent and start offering your clients’ grain."
        actions={
          <Button component={Link} to="/register/agent" size="md">
            Register as an agent
          </Button>
        }
      />
    </>
  );
}
