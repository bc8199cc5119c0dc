import { Alert, Container } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { CenteredLoader } from '../../../components/ui/centered-loader';
import { parseImpersonateParams } from '../../../features/impersonation/impersonation';
import { writeImpersonation } from '../../../lib/storage';

/**
 * spec 000 §2.2: /impersonate#token&ws_token&organisationId&redirect_url (the fragment, which no
 * server sees; the query works too). The window adopts the impersonation tokens in its own
 * sessionStorage (decision 0112) and reloads into /impersonating, which also drops the tokens from
 * the address bar and history.
 */
export function ImpersonatePage() {
  const { search, hash } = useLocation();
  const [params] = useState(() => parseImpersonateParams(hash || search));
  useEffect(() => {
    if (!params) return;
    writeImpersonation({ token: params.token, wsToken: params.wsToken, organisationId: params.organisationId, userId: null });
    const next = params.redirectUrl ? `/impersonating?redirect_url=${encodeURIComponent(params.redirectUrl)}` : '/impersonating';
    window.location.replace(next);
  }, [params]);

  if (!params) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="This impersonation link is incomplete">
          Close this window and start the impersonation again from the staff portal.
        </Alert>
      </Container>
    );
  }
  return <CenteredLoader label="Starting the impersonation" minHeight="100vh" />;
}
