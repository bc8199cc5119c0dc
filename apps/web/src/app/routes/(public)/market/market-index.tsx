import { Navigate } from 'react-router';
import { STATIC_SITE } from '../../../../features/home/static-site';
import { useSignedIn } from './use-signed-in';

/** spec 000 §2.1: /market goes to / for an anonymous visitor of the static site, otherwise to its trades. */
export const marketIndexTarget = (staticSite: boolean, signedIn: boolean): string => (staticSite && !signedIn ? '/' : '/market/trades');

export function MarketIndex({ staticSite = STATIC_SITE }: { staticSite?: boolean }) {
  const signedIn = useSignedIn();
  return <Navigate to={marketIndexTarget(staticSite, signedIn)} replace />;
}
