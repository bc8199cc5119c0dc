import type { Role } from '@cgx/domain/roles';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { recipientOf } from '../../identity/index.ts';
import { activeUsersOf } from '../../trading/index.ts';
import { outbox, renderEmail } from '../../../platform/messages/index.ts';
import { notifyUsers } from '../../../platform/notifications/index.ts';

/** An organisation's people: an e-mail, an SMS to those with a mobile, and a notification (each unless turned off). */
export async function remind(
  context: AppContext,
  tx: Db,
  organisationId: number,
  message: { subject: string; line: string; linkFor: (role: Role) => string | null; sms?: boolean; email?: boolean; notify?: boolean },
) {
  const people = await activeUsersOf(tx, [organisationId]);
  if (people.length === 0) return;
  if (message.email !== false) {
    const email = renderEmail({ subject: message.subject, heading: message.subject, paragraphs: [message.line] });
    await outbox.send(tx, {
      type: 'email',
      kind: 'settlement',
      subject: email.subject,
      body: email.html,
      summary: email.text,
      recipients: people.map(({ user, organisation }) => recipientOf(user, organisation)),
    });
  }
  if (message.sms !== false)
    for (const { user, organisation } of people.filter(({ user }) => user.mobile)) {
      const text = `CGX: ${message.line}`.slice(0, 480);
      await outbox.send(tx, {
        type: 'sms',
        kind: 'settlement',
        body: text,
        summary: text,
        recipients: [recipientOf(user, organisation)],
      });
    }
  if (message.notify === false) return;
  const byLink = new Map<string | null, number[]>();
  for (const { user } of people) {
    const link = message.linkFor(user.role);
    byLink.set(link, [...(byLink.get(link) ?? []), user.id]);
  }
  for (const [link, userIds] of byLink) await notifyUsers(context, tx, userIds, { kind: 'settlement', body: message.line, link });
}
