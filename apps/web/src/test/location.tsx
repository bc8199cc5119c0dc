import { useLocation } from 'react-router';

/** Shows where the router is, for tests that follow a navigation. */
export function LocationDisplay() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
