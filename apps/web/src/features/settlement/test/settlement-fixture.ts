import { SETTLEMENT_MESSAGES, type TTradeSettlement } from '@cgx/domain/settlement.schemas';

/** A cgx trade awaiting payment: invoiced, nothing paid yet, with its moves and ledger. */
export const tradeSettlement = (overrides: Partial<TTradeSettlement> = {}): TTradeSettlement => ({
  tradeId: 41,
  formattedId: 'CGX-000041',
  version: 3,
  status: 'awaiting_payment',
  canEdit: true,
  transitions: [
    { to: 'awaiting_grain', label: 'Awaiting Grain', confirmation: SETTLEMENT_MESSAGES.backToAwaitingGrainConfirm },
    { to: 'overdue_payment', label: 'Overdue Payment', confirmation: null },
    { to: 'cancelled', label: 'Cancelled', confirmation: `${SETTLEMENT_MESSAGES.cancelConfirm} ${SETTLEMENT_MESSAGES.cancelFinal}` },
  ],
  paymentDateOption: 'default',
  paymentDate: null,
  paymentTermsLabel: 'Within 7 business days',
  qualitySpecs: { applicable: false, editable: false, oil: null, admix: null },
  titleTransfer: {
    source: 'acq',
    transferredOn: '2026-11-20',
    deliveredTonnes: '98.500',
    oil: null,
    admix: null,
    ticketNumber: 'TKT-7781',
    shortfall: true,
  },
  invoices: [
    {
      id: 11,
      kind: 'seller',
      number: 'RCTI-000011',
      issuedOn: '2026-11-20',
      dueDate: '2026-12-01',
      total: '27000.00',
      paid: '0.00',
      outstanding: '27000.00',
      status: 'issued',
      lateInterest: null,
    },
    {
      id: 12,
      kind: 'buyer',
      number: 'INV-000012',
      issuedOn: '2026-11-20',
      dueDate: '2026-12-01',
      total: '28710.00',
      paid: '1000.00',
      outstanding: '27710.00',
      status: 'issued',
      lateInterest: null,
    },
  ],
  payments: [
    { id: 5, invoiceNumber: 'INV-000012', amount: '1000.00', receivedOn: '2026-11-24', source: 'bank_statement', reference: 'DC 8812' },
  ],
  ledger: [
    {
      id: 70,
      at: '2026-11-20T01:00:00.000Z',
      kind: 'invoice_raised',
      memo: 'Invoices raised on title transfer',
      lines: [
        { account: 'buyer_receivable', party: 'Southern Cross Grain', amount: '28710.00' },
        { account: 'seller_payable', party: 'Wattle Creek Farming', amount: '-28710.00' },
      ],
    },
  ],
  ...overrides,
});
