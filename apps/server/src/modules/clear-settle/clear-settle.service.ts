import type { TClearSettleInterest } from '@cgx/domain/onboarding.schemas';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { outbox } from '../../platform/messages/index.ts';
import { writeOnboardingState } from '../onboarding/onboarding.repository.ts';
import { activeStaff, findInterest, insertInterest } from './clear-settle.repository.ts';
import { clearSettleInterestMessage } from './clear-settle.emails.ts';

/** The roles Clear Settle is offered to: the parties of a trade. */
export const CLEAR_SETTLE_ROLES = ['Grower', 'Trader', 'Agent'] as const;

/**
 * spec 000 §4, §7 'register interest': records the interest once per user and, in the same
 * transaction, e-mails the exchange's staff and completes the user's Clear Settle modal.
 * A second registration changes nothing and sends nothing.
 */
export async function registerClearSettleInterest(
  context: AppContext,
  auth: AuthContext,
  comment: string | undefined,
): Promise<TClearSettleInterest> {
  requireRole(auth, CLEAR_SETTLE_ROLES);
  const now = context.clock.now();
  return context.db.transaction(async (tx) => {
    const created = await insertInterest(tx, auth.user.id, auth.organisation.id, now);
    await writeOnboardingState(tx, auth.user.id, 'clear-settle-modal', 'completed', now);
    if (!created) {
      const existing = await findInterest(tx, auth.user.id);
      return { registeredAt: (existing?.createdAt ?? now).toISOString(), alreadyRegistered: true };
    }
    const staff = await activeStaff(tx);
    if (staff.length > 0) {
      const { user, organisation } = auth;
      await outbox.send(
        tx,
        clearSettleInterestMessage(
          {
            name: `${user.firstName} ${user.lastName}`,
            email: user.email,
            mobile: user.mobile,
            role: user.role,
            organisationName: organisation.tradingName,
          },
          comment,
          staff.map((member) => ({
            userId: member.id,
            userName: `${member.firstName} ${member.lastName}`,
            organisationId: member.organisationId,
            email: member.email,
          })),
        ),
      );
    }
    return { registeredAt: created.createdAt.toISOString(), alreadyRegistered: false };
  });
}
