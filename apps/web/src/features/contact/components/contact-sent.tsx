import { SUPPORT_PHONE } from '@cgx/domain/constants';
import { Anchor, Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { telHref } from '../../../lib/format';

/** The success state of the contact form: what happens next, and a way to write again. */
export function ContactSent({ name, email, onSendAnother }: { name: string; email: string; onSendAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the news, so a screen reader reads it and a keyboard user is not left on a removed button.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack gap="md" align="flex-start">
      <ThemeIcon size={56} radius="xl" variant="light" color="forest">
        <IconMailCheck size={32} aria-hidden />
      </ThemeIcon>
      <Title order={2} ref={heading} tabIndex={-1}>
        Thank you, your message has been sent
      </Title>
      <Text>
        Thanks {name}. We have e-mailed an acknowledgement to <strong>{email}</strong> and our team will reply by e-mail.
      </Text>
      <Text c="dimmed" size="sm">
        Urgent, for example about a trade or a payment? Call us on{' '}
        <Anchor underline="always" href={telHref(SUPPORT_PHONE)}>
          {SUPPORT_PHONE}
        </Anchor>
        .
      </Text>
      <Button variant="default" onClick={onSendAnother}>
        Send another message
      </Button>
    </Stack>
  );
}
