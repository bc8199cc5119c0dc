import { isValidRouteParam } from '@cgx/domain/route-params';
import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { NotFoundContent } from '../../../components/ui/error-page';

/**
 * spec 002 §2: a route parameter is optional letters then digits ('123', 'CGX000123').
 * Wrap a route with ids in it: any named parameter that does not match shows not-found.
 */
export function RouteParamGuard({ params, children }: { params: readonly string[]; children?: ReactNode }) {
  const values = useParams();
  const valid = params.every((name) => isValidRouteParam(values[name]));
  if (!valid) return <NotFoundContent />;
  return children ?? <Outlet />;
}
