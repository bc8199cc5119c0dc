import type { TInsureSubscription, TSubscriptionLinkSent } from '@cgx/domain/insure.schemas';
import type { AppContext } from '../../context.ts';
import { type AuthContext, requireRole } from '../../lib/access.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { RATE_RULES, consumeRateLimit } from '../../lib/rate-limit.ts';
import { recipientOf } from '../../contexts/identity/index.ts';
import { outbox } from '../../platform/messages/index.ts';
import { subscriptionLinkMessage } from './insure.emails.ts';
import {
  activate,
  administratorOf,
  findSubscription,
  findVerifiedClient,
  type InsureSubscriptionRow,
  upsertInvitation,
} from './insure.repository.ts';

export const INSURE_PAGE_PATH = '/portal/insure';

const present = (row: InsureSubscriptionRow | undefined): TInsureSubscription => ({
  status: row?.status ?? 'none',
  activatedAt: row?.activatedAt?.toISOString() ?? null,
});

/**
 * spec 001 §7 'A call to a subscription link takes the grower admin email': the agent sends its
 * verified client's administrator the link to the igrainX insure page (decision 0169). The grower
 * is recorded as invited; one that already subscribes is refused (409).
 */
export async function sendSubscriptionLink(
  context: AppContext,
  auth: AuthContext,
  authorisationId: number,
): Promise<TSubscriptionLinkSent> {
  requireRole(auth, ['Agent']);
  const client = await findVerifiedClient(context.db, auth.organisation.id, authorisationId);
  // Another agent's, an unverified or a revoked authorisation answers as if it did not exist.
  if (!client) throw notFound();
  const admin = await administratorOf(context.db, client.grower.id);
  if (!admin) throw conflict('This client has no administrator to send the link to.');
  const now = context.clock.now();
  await consumeRateLimit(context.db, RATE_RULES.subscriptionLinksPerClient, String(authorisationId), now, context.config.rateLimitScale);
  return context.db.transaction(async (tx) => {
    const invited = await upsertInvitation(tx, client.grower.id, auth.organisation.id, now);
    if (!invited) throw conflict('This client already subscribes to igrainX insure.');
    const url = `${context.config.appUrl}${INSURE_PAGE_PATH}`;
    await outbox.send(tx, subscriptionLinkMessage(url, auth.organisation.tradingName, recipientOf(admin, client.grower)));
    return { sentTo: admin.email };
  });
}

/** The caller grower organisation's igrainX insure subscription. */
export async function readSubscription(context: AppContext, auth: AuthContext): Promise<TInsureSubscription> {
  requireRole(auth, ['Grower']);
  return present(await findSubscription(context.db, auth.organisation.id));
}

/** The grower subscribes (terms accepted by the body's schema); subscribing again answers the same subscription. */
export async function subscribe(context: AppContext, auth: AuthContext): Promise<TInsureSubscription> {
  requireRole(auth, ['Grower']);
  return present(await activate(context.db, auth.organisation.id, auth.user.id, context.clock.now()));
}
