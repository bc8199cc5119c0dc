import { LANDING_PATH } from '@cgx/domain/roles';
import { Navigate } from 'react-router';
import { safeRedirect } from '../../../session/redirect';
import { useSignedInSession } from '../../../session/session-context';

/** /portal: each user goes to the landing page the server chose for them. */
export function PortalIndex() {
  const session = useSignedInSession();
  const landing = safeRedirect(session.landingPath);
  const target = landing && landing !== '/portal' ? landing : LANDING_PATH[session.user.role];
  return <Navigate to={target} replace />;
}
