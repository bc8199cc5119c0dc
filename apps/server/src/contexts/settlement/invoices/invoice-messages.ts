import { formatDay, formatMoney } from '@cgx/domain/format';
import { invoiceLinkFor } from '@cgx/domain/invoices.schemas';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { allInOrder } from '../../../db/together.ts';
import { enqueueJob } from '../../../queue/jobs.repository.ts';
import type { invoices } from '../../../db/schema/settlement.ts';
import { recipientOf } from '../../identity/index.ts';
import { activeUsersOf } from '../../trading/index.ts';
import { outbox, type OutgoingMessage } from '../../../platform/messages/index.ts';
import { notifyUsers } from '../../../platform/notifications/index.ts';
import { amountDue, type InvoiceDocument } from './invoice-document.ts';
import { invoiceAttachmentPath } from './invoice.attachment.ts';
import { invoiceEmail, invoicePdfFilename } from './invoice-email.ts';
import { invoicesByIds } from './invoices.repository.ts';
import { invoiceNotificationsJob } from './invoices.jobs.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/** The message kind of an invoice e-mail: bulk delivery, behind the messages someone waits for (platform/messages/messages.jobs.ts). */
export const INVOICE_MESSAGE_KIND = 'invoice';

/** The bell's line: 'Invoice INV-000012 for CGX-26-000123: $33,165.00 due 01 Dec 2026'. */
export function invoiceNotificationLine(doc: InvoiceDocument): string {
  const amount = formatMoney(amountDue(doc));
  return doc.kind === 'seller'
    ? `Recipient created tax invoice ${doc.number} for ${doc.trade.formattedId}: ${amount} payable to you, due ${formatDay(doc.dueDate)}`
    : `Invoice ${doc.number} for ${doc.trade.formattedId}: ${amount} due ${formatDay(doc.dueDate)}`;
}

/** The e-mail of one invoice to its organisation's people, the PDF attached by reference. */
export function invoiceMessage(invoiceId: number, doc: InvoiceDocument, recipients: OutgoingMessage['recipients']): OutgoingMessage {
  const email = invoiceEmail(doc);
  return {
    type: 'email',
    kind: INVOICE_MESSAGE_KIND,
    subject: email.subject,
    body: email.html,
    summary: email.text,
    recipients,
    attachments: [{ path: invoiceAttachmentPath(invoiceId), filename: invoicePdfFilename(doc), contentType: 'application/pdf' }],
  };
}

/**
 * Each invoice reaches its organisation's active users (issue 14 §3), in the caller's transaction so
 * that nothing is sent for a raise that rolls back: one e-mail per invoice with its PDF, and the
 * job that puts a line in each user's notifications (it needs the app's clock and sockets, which
 * the raising transaction does not carry). The counterparty's people never hear of the other side's invoice.
 */
export async function enqueueInvoiceMessages(
  tx: Db,
  invoiceRows: readonly InvoiceRow[],
  /** The invoices' organisations' active users, when the caller has already sent their read. */
  activeUsers?: ReturnType<typeof activeUsersOf>,
): Promise<void> {
  if (invoiceRows.length === 0) return;
  // The active users of every invoice's organisation with one read, the e-mails with one statement.
  const people = await (activeUsers ?? activeUsersOf(tx, [...new Set(invoiceRows.map((invoice) => invoice.organisationId))]));
  const peopleOf = new Map<number, typeof people>();
  for (const person of people) {
    const organisationId = person.organisation.id;
    peopleOf.set(organisationId, [...(peopleOf.get(organisationId) ?? []), person]);
  }
  const outgoing: OutgoingMessage[] = [];
  for (const invoice of invoiceRows) {
    const recipients = peopleOf.get(invoice.organisationId) ?? [];
    if (recipients.length === 0) continue;
    outgoing.push(
      invoiceMessage(
        invoice.id,
        invoice.document as unknown as InvoiceDocument,
        recipients.map(({ user, organisation }) => recipientOf(user, organisation)),
      ),
    );
  }
  await allInOrder([
    outbox.sendMany(tx, outgoing),
    enqueueJob(tx, invoiceNotificationsJob, { invoiceIds: invoiceRows.map((invoice) => invoice.id) }),
  ]);
}

/** Each invoice's line in its organisation's active users' notifications, leading to their invoices page. */
export async function notifyInvoiceUsers(context: AppContext, db: Db, invoiceIds: readonly number[]): Promise<void> {
  for (const invoice of await invoicesByIds(db, invoiceIds)) {
    const doc = invoice.document as unknown as InvoiceDocument;
    const people = await activeUsersOf(db, [invoice.organisationId]);
    // Each user's link is their role's invoices page (none for a role without one).
    const byLink = new Map<string | null, number[]>();
    for (const { user } of people) {
      const link = invoiceLinkFor(user.role);
      byLink.set(link, [...(byLink.get(link) ?? []), user.id]);
    }
    for (const [link, userIds] of byLink) {
      await notifyUsers(context, db, userIds, { kind: 'invoice', body: invoiceNotificationLine(doc), link });
    }
  }
}
