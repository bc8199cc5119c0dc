import { Container, Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CLEAR_SETTLE_SOURCE, ClearSettleNote } from '../../../features/registration/components/clear-settle-note';
import { RegistrationTypeCards } from '../../../features/registration/components/registration-type-cards';

/** /register: choose how to register (spec 000 §2.2). */
export function RegisterIndexPage() {
  usePageTitle('Register');
  const [params] = useSearchParams();
  const source = params.get('source');
  return (
    <Container size="lg" py={{ base: 'xl', sm: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>Register</Title>
          <Text c="dimmed" size="lg">
            Tell us how you trade grain and we will set up the right account for you.
          </Text>
        </Stack>
        {source === CLEAR_SETTLE_SOURCE && <ClearSettleNote />}
        <RegistrationTypeCards source={source} />
      </Stack>
    </Container>
  );
}
