import type { TOrganisationVerification, TSetVerificationRequest } from '@cgx/domain/organisations.schemas';
import type { AppContext } from '../../../context.ts';
import { type AuthContext, type RequestMeta, requirePermission, requireStaff } from '../../../lib/access.ts';
import { notFound } from '../../../lib/errors.ts';
import { activityLog } from '../../../platform/activity/index.ts';
import { presentVerification } from './organisations.presenter.ts';
import { cancelLiveOrdersOf, lockOrganisation, setVerificationStatus } from './organisations.repository.ts';

/**
 * Staff record the exchange's finding about an organisation (decision 0070): verified lets it
 * trade; flagged stops it, and its live orders are cancelled in the same transaction so that
 * nothing it left in the book trades after the finding. Recorded in the activity log.
 */
export async function setVerification(
  context: AppContext,
  auth: AuthContext,
  organisationId: number,
  request: TSetVerificationRequest,
  meta: RequestMeta,
): Promise<TOrganisationVerification> {
  requireStaff(auth);
  requirePermission(auth, 'update');
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const before = await lockOrganisation(tx, organisationId);
    if (!before) throw notFound();
    const after = await setVerificationStatus(tx, organisationId, {
      verificationStatus: request.status,
      verificationChangedAt: now,
      verificationChangedByUserId: auth.user.id,
    });
    if (!after) throw notFound();
    const cancelledOrders = request.status === 'flagged' ? await cancelLiveOrdersOf(tx, organisationId, now) : 0;
    await activityLog.record(tx, {
      action: 'organisation_verification_changed',
      userId: auth.user.id,
      organisationId: auth.organisation.id,
      detail: { organisationId, from: before.verificationStatus, to: request.status, cancelledOrders },
      ip: meta.ip,
    });
    return presentVerification(after, cancelledOrders);
  });
}
