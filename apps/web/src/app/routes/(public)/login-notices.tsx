import { MSG } from '@cgx/domain/messages';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

const LINK_WORDS = 'setting a password';

/** spec 000 §2.2: the words 'setting a password' link to the forgot-password route. */
export function AlreadyConfirmedNotice() {
  const [before, after] = MSG.emailAlreadyConfirmed.split(LINK_WORDS);
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="alert">
      {before}
      <Anchor component={Link} to="/forgot-password" fw={600} inherit>
        {LINK_WORDS}
      </Anchor>
      {after}
    </Alert>
  );
}

export function EmailConfirmedNotice() {
  return (
    <Alert color="forest" variant="light" icon={<IconCircleCheck aria-hidden />} role="status">
      Your e-mail address is confirmed. You can sign in now.
    </Alert>
  );
}
