import { REGISTRATION_TYPES } from '@cgx/domain/registration.schemas';
import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '../../../components/ui/error-page';
import { AuthCard } from './auth-card';

/** /register/:type/thank-you?email=… */
export function RegisterThankYouPage() {
  const { type } = useParams();
  const [params] = useSearchParams();
  if (!(REGISTRATION_TYPES as readonly string[]).includes(type ?? '')) return <NotFoundContent />;
  const email = params.get('email');
  return (
    <AuthCard title="Thank you for registering">
      <ThemeIcon size={56} radius="xl" variant="light" color="forest">
        <IconMailCheck size={32} aria-hidden />
      </ThemeIcon>
      <Text size="lg">
        We&apos;ve sent a confirmation link to {email ? <strong>{email}</strong> : 'your e-mail address'}. Open it to confirm your e-mail
        address, then sign in.
      </Text>
      <Button component={Link} to="/login" w="fit-content">
        Login
      </Button>
    </AuthCard>
  );
}
