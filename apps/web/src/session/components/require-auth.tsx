import { Alert, Button, Container, Stack } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../../components/ui/centered-loader';
import { loginUrlFor } from '../redirect';
import { useSession } from '../session-context';

/** Portal routes: an anonymous visitor goes to /login?redirect=<path>; the server checks again. */
export function RequireAuth() {
  const { status, retry } = useSession();
  const location = useLocation();

  if (status === 'anonymous') {
    return <Navigate to={loginUrlFor(`${location.pathname}${location.search}`)} replace />;
  }
  if (status === 'loading') return <CenteredLoader label="Loading your session" minHeight="60vh" />;
  if (status === 'error') {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="red" title="We could not load your session">
            The exchange did not answer. Please check your connection and try again.
          </Alert>
          <Button onClick={retry} w="fit-content">
            Try again
          </Button>
        </Stack>
      </Container>
    );
  }
  return <Outlet />;
}
