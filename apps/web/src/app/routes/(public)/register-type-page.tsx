import {
  REGISTRATION_TYPE_LABELS,
  REGISTRATION_TYPES,
  type TRegistrationResponse,
  type TRegistrationType,
} from '@cgx/domain/registration.schemas';
import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '../../../components/ui/error-page';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { CLEAR_SETTLE_SOURCE, ClearSettleNote } from '../../../features/registration/components/clear-settle-note';
import { RegistrationForm } from '../../../features/registration/components/registration-form';

const isRegistrationType = (value: string | undefined): value is TRegistrationType =>
  (REGISTRATION_TYPES as readonly string[]).includes(value ?? '');

/** /register/:type, one of the five registration types. */
export function RegisterTypePage() {
  const { type } = useParams();
  if (!isRegistrationType(type)) return <NotFoundContent />;
  return <RegisterTypeContent type={type} />;
}

function RegisterTypeContent({ type }: { type: TRegistrationType }) {
  const { title, description } = REGISTRATION_TYPE_LABELS[type];
  usePageTitle(`Register: ${title}`);
  const [params] = useSearchParams();
  const source = params.get('source');
  const navigate = useNavigate();

  const onRegistered = (answer: TRegistrationResponse) => {
    if (answer.next === 'email-sent') {
      navigate(`/email-sent/register?${new URLSearchParams({ ngr: answer.ngr ?? '' }).toString()}`);
    } else {
      navigate(`/register/${type}/thank-you?${new URLSearchParams({ email: answer.email }).toString()}`);
    }
  };

  return (
    <Container size="md" py={{ base: 'xl', sm: 56 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={source ? `/register?${new URLSearchParams({ source }).toString()}` : '/register'} size="sm">
          ← All registration types
        </Anchor>
        <Stack gap={6}>
          <Title order={1}>Register: {title}</Title>
          <Text c="dimmed">{description}</Text>
        </Stack>
        {source === CLEAR_SETTLE_SOURCE && <ClearSettleNote />}
        <Paper p={{ base: 'md', sm: 'xl' }} radius="lg" shadow="sm">
          <RegistrationForm type={type} source={source} onRegistered={onRegistered} />
        </Paper>
        <Text size="sm" ta="center">
          Already registered?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Sign in
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
