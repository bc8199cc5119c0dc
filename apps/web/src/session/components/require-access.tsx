import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { UnauthorisedContent } from '../../components/ui/error-page';
import { type Access, canAccess } from '../access';
import { useSignedInSession } from '../session-context';

/** Inside RequireAuth: a route whose role, permission or feature flag the user lacks shows 'unauthorised'. */
export function RequireAccess({ access, children }: { access: Access; children?: ReactNode }) {
  const session = useSignedInSession();
  if (!canAccess(session, access)) return <UnauthorisedContent />;
  return children ?? <Outlet />;
}
