import { Alert, Button, Container, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { safeImpersonationRedirect } from '../../../features/impersonation/impersonation';
import { useSession } from '../../../session/session-context';
import { readImpersonation, writeImpersonation } from '../../../lib/storage';

const GIVE_UP_AFTER_MS = 30_000;

/**
 * spec 000 §2.2: the spinner of an impersonation window. Opened by staff before the session exists,
 * it waits; once the window holds the impersonation session it goes to the user's page.
 */
export function ImpersonatingPage() {
  const { status, session } = useSession();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [gaveUp, setGaveUp] = useState(false);
  const record = readImpersonation();
  const ended = record !== null && !record.active;

  useEffect(() => {
    const timer = setTimeout(() => setGaveUp(true), GIVE_UP_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    const current = readImpersonation();
    if (!current?.active || status !== 'authenticated' || !session?.impersonating) return;
    // Remember whom this window was opened for: it reloads if that ever changes (spec 000 §4).
    if (current.userId === null) writeImpersonation({ ...current, userId: session.userId });
    navigate(safeImpersonationRedirect(params.get('redirect_url')) ?? session.landingPath, { replace: true });
  }, [status, session, params, navigate]);

  if (ended || gaveUp || (record?.active && status === 'anonymous')) {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="red" title={ended ? 'This impersonation has ended' : 'The impersonation did not start'}>
            Close this window and start again from the staff portal if you still need it.
          </Alert>
          <Button w="fit-content" onClick={() => window.close()}>
            Close this window
          </Button>
        </Stack>
      </Container>
    );
  }
  return <CenteredLoader label="Opening the user's portal" minHeight="100vh" />;
}
