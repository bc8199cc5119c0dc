import { Anchor, Button } from '@mantine/core';
import { IconApi, IconBell, IconChartBar, IconFileImport, IconMapPin, IconNews, IconTable, IconVolume } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';

/** /data-and-connectivity: market data, alerts and the ways systems connect to the exchange. */
export function DataAndConnectivityPage() {
  usePageTitle('Data and Connectivity');
  return (
    <>
      <PageHero
        eyebrow="Services"
        title="Data and Connectivity"
        lead="See the market as it moves. Anonymous market data is open to everyone on the public site, alerts come straight to your phone, and your own systems can connect to the exchange."
        actions={
          <Button component={Link} to="/register/analyst" size="md" color="wheat.4" c="dark.9">
            Register as an analyst
          </Button>
        }
      />

      <ContentSection
        title="Market data"
        intro="Prices and volumes are shown as they happen, without the names of buyers, sellers or agents."
      >
        <FeatureGrid
          features={[
            {
              icon: IconChartBar,
              title: 'Live market activity',
              text: 'Tonnes offered by sellers, wanted by buyers and traded today, the totals traded and settled, and a trading chart by day, week or month.',
            },
            {
              icon: IconTable,
              title: 'Market feed',
              text: 'Every new offer and trade with its grade, location, port zone, season, delivery period, quantity and price, including the port-equivalent price.',
            },
            {
              icon: IconVolume,
              title: 'Market sounds',
              text: 'Leave the sounds page open and hear the market: a pop for a new offer, and a sound for every trade that grows with its size.',
            },
            {
              icon: IconNews,
              title: 'Commentary and analysis',
              text: 'Analysts follow the market with commentary and anonymous market data in their own portal.',
            },
            {
              icon: IconBell,
              title: 'Real-time notifications',
              text: 'Growers get real-time firm bid and trade price notifications by SMS, and every user has notifications in the portal.',
            },
            {
              icon: IconMapPin,
              title: 'Reference tables',
              text: (
                <>
                  Storage providers by state, and for registered users every site with its port zone and port differential.{' '}
                  <Anchor underline="always" component={Link} to="/reference-tables" fz="sm">
                    Open the reference tables
                  </Anchor>
                  .
                </>
              ),
            },
          ]}
        />
      </ContentSection>

      <ContentSection title="Connectivity" intro="The exchange fits into the systems you already use." tinted>
        <FeatureGrid
          columns={2}
          features={[
            {
              icon: IconApi,
              title: 'Private API',
              text: 'Trading businesses can create API credentials in their portal settings and connect their own systems to the exchange. Every call is recorded in the activity log.',
            },
            {
              icon: IconFileImport,
              title: 'Storage-provider files',
              text: 'Storage providers confirm title transfers by uploading their acquisition (ACQ) files in the format their systems produce, and growers’ stored grain can be kept in step with their storage provider’s records.',
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Want to connect?"
        text="Tell us what you would like to connect, and we will help you set it up."
        actions={
          <Button component={Link} to="/contact-us?topic=Market%20data%20and%20connectivity" size="md">
            Contact us
          </Button>
        }
      />
    </>
  );
}
