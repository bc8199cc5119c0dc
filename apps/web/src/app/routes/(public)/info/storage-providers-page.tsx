import { Anchor, Button } from '@mantine/core';
import { IconBuildingWarehouse, IconFileUpload, IconMapPin, IconRefresh, IconRoute, IconScale } from '@tabler/icons-react';
import { Link } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { CallToAction } from '../../../../features/content/components/call-to-action';
import { ContentSection } from '../../../../features/content/components/content-section';
import { FeatureGrid } from '../../../../features/content/components/feature-grid';
import { PageHero } from '../../../../features/content/components/page-hero';

const CONTACT = `/contact-us?${new URLSearchParams({ topic: 'Storage providers' }).toString()}`;

/** /storage-providers: sites, port zones and title transfer (design §5; spec 002 organisations). */
export function StorageProvidersPage() {
  usePageTitle('Storage Providers');
  return (
    <>
      <PageHero
        eyebrow="Users"
        title="Storage Providers"
        lead="Put your receival sites on the exchange. Growers sell the grain stored with you to buyers across Australia, and title transfers are confirmed straight from your own systems."
        actions={
          <Button component={Link} to={CONTACT} size="md" color="wheat.4" c="dark.9">
            Contact us
          </Button>
        }
      />

      <ContentSection title="How your sites fit into the market">
        <FeatureGrid
          features={[
            {
              icon: IconMapPin,
              title: 'Your sites on the map',
              text: (
                <>
                  Every site is listed by state with its port zone. See the{' '}
                  <Anchor underline="always" component={Link} to="/reference-tables" fz="sm">
                    reference tables
                  </Anchor>
                  .
                </>
              ),
            },
            {
              icon: IconRoute,
              title: 'Port differentials',
              text: 'Each site carries a port differential in $/mt, so offers at your sites compete with every other site in the port zone on a port-equivalent price.',
            },
            {
              icon: IconFileUpload,
              title: 'Title transfers from your files',
              text: 'Confirm the grain of each trade by uploading your acquisition (ACQ) file in the format your system already produces.',
            },
            {
              icon: IconRefresh,
              title: 'Growers’ grain in step',
              text: 'Growers’ stored grain can be kept in step with your records, so they offer what they actually hold.',
            },
            {
              icon: IconBuildingWarehouse,
              title: 'Sell your own grain',
              text: 'Storage providers can offer grain for sale on the exchange like any other seller.',
            },
            {
              icon: IconScale,
              title: 'Independent and open',
              text: 'The exchange is independent and open to all buyers, sellers and agents, whichever storage provider holds the grain.',
            },
          ]}
        />
      </ContentSection>

      <CallToAction
        title="Bring your sites to the exchange"
        text="Storage providers are set up with our team. Tell us about your sites and systems and we will be in touch."
        actions={
          <Button component={Link} to={CONTACT} size="md">
            Contact us
          </Button>
        }
      />
    </>
  );
}
