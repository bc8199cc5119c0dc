import { PRODUCT_NAME } from '@cgx/domain/constants';
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import type { bidGroups, bidLines } from '../../db/schema/orders.ts';
import { grades, sites } from '../../db/schema/reference.ts';
import { enqueueMessage } from '../messages/outbox.repository.ts';
import { growersToAlertForBid } from '../users/preferences.service.ts';

/**
 * Growers who opted in get an SMS when a new firm bid matches grain they hold (issue 3, spec 000
 * §1 'real-time firm bid notifications by SMS'): one SMS per grower, for the best-priced line
 * that matches their grain, written in the bid's transaction.
 */
export async function alertGrowersOfBid(
  context: AppContext,
  tx: Db,
  group: typeof bidGroups.$inferSelect,
  lines: (typeof bidLines.$inferSelect)[],
  commodityName: string,
  periodName: string,
): Promise<number> {
  if (group.market !== 'cgx') return 0;
  const gradeIds = lines.flatMap((line) => (line.gradeId ? [line.gradeId] : []));
  const siteIds = lines.flatMap((line) => (line.siteId ? [line.siteId] : []));
  const gradeRows = gradeIds.length
    ? await tx.select({ id: grades.id, code: grades.code }).from(grades).where(inArray(grades.id, gradeIds))
    : [];
  const siteRows = siteIds.length ? await tx.select({ id: sites.id, name: sites.name }).from(sites).where(inArray(sites.id, siteIds)) : [];
  const alerted = new Set<number>();
  const byPrice = [...lines].sort((a, b) => Number(b.price) - Number(a.price));
  for (const line of byPrice) {
    const recipients = await growersToAlertForBid(tx, {
      seasonId: group.seasonId,
      commodityId: group.commodityId,
      gradeId: line.gradeId,
      siteIds: line.siteId ? [line.siteId] : [],
      portZoneId: line.portZoneId,
    });
    const grade = gradeRows.find((row) => row.id === line.gradeId)?.code ?? 'any grade';
    const place = siteRows.find((row) => row.id === line.siteId)?.name ?? 'your port zone';
    for (const recipient of recipients) {
      if (alerted.has(recipient.userId) || recipient.organisationId === group.organisationId) continue;
      alerted.add(recipient.userId);
      const text = `${PRODUCT_NAME}: new firm bid $${line.price}/mt for ${grade} ${commodityName} at ${place}, delivery ${periodName}. Offer your grain to trade.`;
      await enqueueMessage(tx, {
        type: 'sms',
        kind: 'bid_alert',
        body: text,
        summary: text,
        recipients: [
          { userId: recipient.userId, organisationId: recipient.organisationId, userName: recipient.firstName, mobile: recipient.mobile },
        ],
      });
    }
  }
  return alerted.size;
}
