import { Container, Stack, Text } from '@mantine/core';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { PageHero } from '../../../../features/content/components/page-hero';
import { StorageProviderTables } from '../../../../features/reference-tables/components/storage-provider-tables';
import { useSession } from '../../../../session/session-context';

/** /reference-tables: storage providers by state; signed-in users also see sites, port zones and port differentials. */
export function ReferenceTablesPage() {
  usePageTitle('Reference tables');
  const { status } = useSession();
  return (
    <>
      <PageHero
        title="Reference tables"
        lead="The storage providers whose receival sites are on the exchange, state by state, with the port zones and port differentials that turn a site price into a port-equivalent price."
      />
      <Container size="xl" py={{ base: 32, sm: 56 }}>
        <Stack gap="lg">
          <Text c="dimmed" maw={760}>
            On the cgx market a bid and an offer are compared on port-equivalent prices: the site price plus the site&rsquo;s port
            differential in $/mt. That is how a bid for a whole port zone can trade with an offer at any site in it.
          </Text>
          <StorageProviderTables signedIn={status === 'authenticated'} />
        </Stack>
      </Container>
    </>
  );
}
