import { PRODUCT_NAME } from '@cgx/domain/constants';
import { formatPricePerTonne } from '@cgx/domain/format';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { bidGroups, bidLines } from '../../../db/schema/orders.ts';
import { commodities, deliveryPeriods, grades, sites } from '../../../db/schema/reference.ts';
import { outbox } from '../../../platform/messages/index.ts';
import { growersToAlertForBid } from './bid-alert-recipients.repository.ts';

/**
 * Growers who opted in get an SMS when a new firm bid matches grain they hold (issue 3, spec 000
 * §1 'real-time firm bid notifications by SMS'): one SMS per grower, for the best-priced line
 * that matches their grain, by the bid-alerts job that a bid still standing after matching enqueues.
 */
export async function alertGrowersOfBid(tx: Db, bidGroupId: number): Promise<number> {
  const group = await tx.query.bidGroups.findFirst({ where: eq(bidGroups.id, bidGroupId) });
  if (!group || group.market !== 'cgx' || group.status !== 'active') return 0;
  const lines = await tx.select().from(bidLines).where(eq(bidLines.bidGroupId, group.id));
  const [commodity, period] = await Promise.all([
    tx.query.commodities.findFirst({ where: eq(commodities.id, group.commodityId) }),
    tx.query.deliveryPeriods.findFirst({ where: eq(deliveryPeriods.id, group.deliveryPeriodId) }),
  ]);
  const commodityName = commodity?.name ?? '';
  const periodName = period?.name ?? '';
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
      const text = `${PRODUCT_NAME}: new firm bid ${formatPricePerTonne(line.price)} for ${grade} ${commodityName} at ${place}, delivery ${periodName}. Offer your grain to trade.`;
      await outbox.send(tx, {
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
