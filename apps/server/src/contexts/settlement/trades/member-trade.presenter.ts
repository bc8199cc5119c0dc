import { insuredValue, toleranceRange, tradeValue } from '@cgx/domain/pricing';
import {
  ANONYMOUS_COUNTERPARTY,
  type MemberTradeView,
  type TMemberTradeDetail,
  type TMemberTradeMoney,
  type TTradeProgressStep,
} from '@cgx/domain/trades.schemas';
import type { TInvoice } from '@cgx/domain/invoices.schemas';
import type { TTitleTransferFacts } from '@cgx/domain/settlement.schemas';
import type { MemberTradeDetailRow } from './member-trade.repository.ts';
import { presentMemberTrade } from './member-trades.presenter.ts';

export type MemberTradeExtras = {
  money: TMemberTradeMoney | null;
  quality: { name: string; unit: string | null; value: string }[];
  titleTransfer: TTitleTransferFacts | null;
  invoices: TInvoice[];
  progress: TTradeProgressStep[] | null;
};

/**
 * A member's trade page (decision 0224): the list's row, the terms the contract note states, and
 * the member's own side of its settlement. The counterparty is never named, on either market.
 */
export function presentMemberTradeDetail(view: MemberTradeView, row: MemberTradeDetailRow, extras: MemberTradeExtras): TMemberTradeDetail {
  const { trade, terms } = row;
  return {
    ...presentMemberTrade(view, row, extras.money),
    counterparty: ANONYMOUS_COUNTERPARTY,
    portZone: row.portZone ? `${row.portZone}${row.port ? ` (port ${row.port})` : ''}` : null,
    tolerance: toleranceRange(trade.quantity),
    value: tradeValue(trade.quantity, trade.price),
    insuredValue: trade.market === 'igrainx' ? insuredValue(trade.quantity, trade.price) : null,
    variety: row.variety,
    chemicalDeclaration: terms?.chemicalDeclaration ?? true,
    chemicalTreatment: terms?.chemicalTreatment ?? null,
    chemicalRate: terms?.chemicalRate ?? null,
    chemicalApplicationDate: terms?.chemicalApplicationDate ?? null,
    termsAndConditions: terms?.termsAndConditions ?? [],
    quality: extras.quality,
    titleTransfer: extras.titleTransfer,
    invoices: extras.invoices,
    progress: extras.progress,
  };
}
