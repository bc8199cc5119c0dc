import { lazy, Suspense, useEffect } from 'react';
import { useAppStatus } from '../../features/app-status/api/use-app-status';
import { setReportedUser, startErrorReporting } from '../../features/error-reporting/error-reporting';
import { useSession } from '../../session/session-context';

/** Only a server with GTM_ID set asks for consent: the banner and the loader come in a chunk of their own. */
const TagManagerConsent = lazy(async () => ({
  default: (await import('../../features/banners/components/tag-manager-consent')).TagManagerConsent,
}));

/**
 * spec 000 §7: the error reporter and the tag manager, each only when the server's app status
 * names one (decisions 0092, 0094); the reporter knows the signed-in user by id.
 */
export function Monitoring() {
  const monitoring = useAppStatus().data?.monitoring;
  const userId = useSession().session?.user.id ?? null;
  const errorReporting = monitoring?.errorReporting ?? null;

  useEffect(() => {
    if (errorReporting) startErrorReporting(errorReporting);
  }, [errorReporting]);
  useEffect(() => setReportedUser(userId), [userId]);

  if (!monitoring?.tagManagerId) return null;
  return (
    <Suspense fallback={null}>
      <TagManagerConsent containerId={monitoring.tagManagerId} />
    </Suspense>
  );
}
