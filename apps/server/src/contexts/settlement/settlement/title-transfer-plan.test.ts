import { describe, expect, it } from 'vitest';
import type { SettlementTrade } from './settlement-trade.repository.ts';
import { sortTitleTransfers, type TitleTransferInput } from './title-transfer-plan.ts';

/** Only what sorting reads of a locked trade. */
const trade = (id: number, status: string, storageProviderId = 7) =>
  ({ trade: { id, formattedId: `CGX-${id}`, status }, site: { name: 'Site', storageProviderId } }) as unknown as SettlementTrade;

const input = (tradeId: number, storageProviderOrganisationId: number | null = 7): TitleTransferInput => ({
  tradeId,
  source: 'acq',
  transferredOn: '2030-06-03',
  deliveredTonnes: '100.000',
  oil: null,
  admix: null,
  storageProviderOrganisationId,
  userId: null,
  at: new Date('2030-06-03T01:00:00Z'),
});

describe('sorting a batch of title transfers, without the database', () => {
  it('refuses a missing trade, a trade not awaiting grain and a trade named twice; sets aside another provider’s site', () => {
    const tradeOf = new Map([1, 2, 3].map((id) => [id, trade(id, id === 2 ? 'awaiting_payment' : 'awaiting_grain', id === 3 ? 8 : 7)]));
    const sorted = sortTitleTransfers([input(1), input(9), input(2), input(1), input(3)], tradeOf);
    expect(sorted.accepted.map(({ index }) => index)).toEqual([0]);
    expect(sorted.elsewhere.map(({ index }) => index)).toEqual([4]);
    expect(sorted.refusals.get(1)).toEqual({ refusal: 'Not found', notFound: true });
    expect(sorted.refusals.get(2)?.refusal).toBe('Trade CGX-2 is Awaiting Payment: only a trade awaiting grain can take a title transfer.');
    expect(sorted.refusals.get(3)?.refusal).toBe('Trade CGX-1 is Awaiting Payment: only a trade awaiting grain can take a title transfer.');
  });

  it('lets a delivery or staff entry pass title whatever the site', () => {
    const sorted = sortTitleTransfers([{ ...input(1, null), source: 'delivery' }], new Map([[1, trade(1, 'overdue_grain', 8)]]));
    expect(sorted.accepted).toHaveLength(1);
  });
});
