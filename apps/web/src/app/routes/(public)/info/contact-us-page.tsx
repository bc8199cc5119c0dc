import { CONTACT_TOPICS, type TContactTopic } from '@cgx/domain/contact.schemas';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';
import { Anchor, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { telHref } from '../../../../lib/format';
import { ContactForm } from '../../../../features/contact/components/contact-form';
import { PageHero } from '../../../../features/content/components/page-hero';
import { useSession } from '../../../../session/session-context';

const isTopic = (value: string | null): value is TContactTopic => (CONTACT_TOPICS as readonly (string | null)[]).includes(value);

/** /contact-us: the form, and the other ways to reach the exchange. */
export function ContactUsPage() {
  usePageTitle('Contact us');
  const [params] = useSearchParams();
  const { session } = useSession();
  const topic = params.get('topic');
  const user = session?.user;
  const defaults = {
    ...(isTopic(topic) ? { topic } : {}),
    ...(user ? { name: `${user.firstName} ${user.lastName}`, email: user.email } : {}),
  };

  return (
    <>
      <PageHero
        title="Contact us"
        lead="Questions about trading, settlement or your account? Send us a message and our team will reply by e-mail."
      />
      <Container size="xl" py={{ base: 32, sm: 56 }}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm">
              <ContactForm key={user?.id ?? 'anonymous'} defaults={defaults} />
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" component="aside" aria-label="Other ways to reach us">
              <Stack gap={4}>
                <Title order={2} fz="h4">
                  Call us
                </Title>
                <Anchor href={telHref(SUPPORT_PHONE)} fw={600}>
                  <IconPhone size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
                  {SUPPORT_PHONE}
                </Anchor>
                <Text size="sm" c="dimmed">
                  Best for anything urgent about a trade or a payment.
                </Text>
              </Stack>
              <Stack gap={4}>
                <Title order={2} fz="h4">
                  E-mail us
                </Title>
                <Anchor href={`mailto:${SUPPORT_EMAIL}`} fw={600}>
                  <IconMail size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
                  {SUPPORT_EMAIL}
                </Anchor>
              </Stack>
              <Stack gap={4}>
                <Title order={2} fz="h4">
                  Quick answers
                </Title>
                <Text size="sm">
                  Many questions about market hours, payment and the exchange&rsquo;s rules are answered in the{' '}
                  <Anchor underline="always" component={Link} to="/faq">
                    FAQ
                  </Anchor>
                  .
                </Text>
              </Stack>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
