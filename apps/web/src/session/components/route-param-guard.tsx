import { isValidRouteParam } from '@cgx/domain/route-params';
import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { NotFoundContent } from '../../components/ui/error-page';

/** A route path's parameter names, an optional one with its '?': 'bid/:bidId' → ['bidId'], ':id?/edit' → ['id?']. */
export const routeParamsOf = (path: string): string[] => [...path.matchAll(/:(\w+\??)/g)].map((match) => match[1] ?? '');

/**
 * spec 002 §2: a route parameter is optional letters then digits ('123', 'CGX-000123'); any named
 * parameter that does not match shows not-found (one named with a '?' may also be absent). Every
 * portal page with a parameter in its path is wrapped by its section (portal-section-routes.tsx).
 */
export function RouteParamGuard({ params, children }: { params: readonly string[]; children?: ReactNode }) {
  const values = useParams();
  const valid = params.every((param) => {
    const name = param.replace(/\?$/, '');
    return (param.endsWith('?') && values[name] === undefined) || isValidRouteParam(values[name]);
  });
  if (!valid) return <NotFoundContent />;
  return children ?? <Outlet />;
}
