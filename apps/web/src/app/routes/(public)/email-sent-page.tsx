import { MSG } from '@cgx/domain/messages';
import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundContent } from '../../../components/ui/error-page';
import { AuthCard } from './auth-card';

const EMAIL_SENT_TYPES = ['forgot-password', 'forgot-login', 'register'] as const;
type EmailSentType = (typeof EMAIL_SENT_TYPES)[number];
const isEmailSentType = (value: string | undefined): value is EmailSentType =>
  (EMAIL_SENT_TYPES as readonly string[]).includes(value ?? '');

function messageFor(type: EmailSentType, ngr: string): string {
  if (type === 'forgot-password') return MSG.resetLinkSent;
  if (type === 'forgot-login') return MSG.loginNumberSent;
  return `We've emailed the administrator of NGR ${ngr} to approve your access. You can sign in once they have approved it.`;
}

/** /email-sent/:type (spec 000 §2.2). */
export function EmailSentPage() {
  const { type } = useParams();
  const [params] = useSearchParams();
  if (!isEmailSentType(type)) return <NotFoundContent />;
  return (
    <AuthCard title="Email Sent">
      <ThemeIcon size={56} radius="xl" variant="light" color="forest">
        <IconMailCheck size={32} aria-hidden />
      </ThemeIcon>
      <Text size="lg">{messageFor(type, params.get('ngr') ?? '')}</Text>
      <Button component={Link} to="/login" w="fit-content">
        Login
      </Button>
    </AuthCard>
  );
}
