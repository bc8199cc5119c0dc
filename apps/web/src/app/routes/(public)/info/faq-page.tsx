import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../../components/ui/use-page-title';
import { PageHero } from '../../../../features/content/components/page-hero';
import { FAQ_GROUPS } from './faq-items';

/** White items with a border: the separated variant's grey is lost on the paper-coloured page. */
const ACCORDION_STYLES = {
  item: { backgroundColor: 'var(--mantine-color-white)', border: '1px solid var(--mantine-color-gray-3)' },
};

/** /faq: questions in groups, each answer in an accordion. */
export function FaqPage() {
  usePageTitle('FAQ');
  return (
    <>
      <PageHero
        title="Frequently asked questions"
        lead="How the exchange works, how you get paid, and the rules that apply to every trade."
      />
      <Container size="xl" py={{ base: 32, sm: 56 }}>
        <Stack gap={40} maw={860}>
          {FAQ_GROUPS.map((group) => (
            <Stack key={group.title} gap="sm" component="section" aria-label={group.title}>
              <Title order={2} fz="h3">
                {group.title}
              </Title>
              <Accordion variant="separated" radius="md" order={3} chevronPosition="right" styles={ACCORDION_STYLES}>
                {group.items.map((item) => (
                  <Accordion.Item key={item.id} value={item.id} id={item.id}>
                    <Accordion.Control>{item.question}</Accordion.Control>
                    <Accordion.Panel>
                      <Text component="div">{item.answer}</Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Stack>
          ))}
        </Stack>
      </Container>
    </>
  );
}
