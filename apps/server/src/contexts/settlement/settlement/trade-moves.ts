import { SETTLEMENT_MESSAGES } from '@cgx/domain/settlement.schemas';
import { TRADE_STATUS_LABELS, TRADE_TRANSITIONS, type TradeStatus } from '@cgx/domain/trade-status';
import type { SettlementTrade } from './settlement-trade.repository.ts';

/** The staff's moves of a trade's status (spec 002 §4) and where the canola quality specs apply (§5). */

const CANOLA_CODE = 'CAN';

export const qualitySpecsApply = (trade: SettlementTrade) => trade.commodity.code === CANOLA_CODE && trade.seller.type === 'trader';

/** The question spec 002 §4 asks before a staff move, or null. */
export function confirmationOf(from: TradeStatus, to: TradeStatus): string | null {
  if (to === 'cancelled') return `${SETTLEMENT_MESSAGES.cancelConfirm} ${SETTLEMENT_MESSAGES.cancelFinal}`;
  if (from === 'funds_received' && to === 'awaiting_payment') return SETTLEMENT_MESSAGES.backToAwaitingPaymentConfirm;
  if (to === 'awaiting_grain') return SETTLEMENT_MESSAGES.backToAwaitingGrainConfirm;
  return null;
}

export const staffMovesFrom = (status: TradeStatus) =>
  TRADE_TRANSITIONS.filter((move) => move.from === status && move.by === 'staff').map((move) => ({
    to: move.to,
    label: TRADE_STATUS_LABELS[move.to],
    confirmation: confirmationOf(move.from, move.to),
  }));
