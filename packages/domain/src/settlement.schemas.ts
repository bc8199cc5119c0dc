import { z } from 'zod';
import { dec, isDecimalString } from './decimal.ts';
import { ADMIX_RANGE, OIL_RANGE, zLocalDate, zPercent } from './igrain-deliveries.schemas.ts';
import { LEDGER_ACCOUNTS, LEDGER_ENTRY_KINDS } from './ledger.ts';
import { MSG } from './messages.ts';
import { TRADE_STATUSES } from './trade-status.ts';
import { zListQuery, zPage } from './lists.schemas.ts';
import { optionalField, zPlainText, zQueryId, zText } from './validation.ts';

/**
 * A trade's settlement as staff work it (issue 14 §4-§5, spec 002 §4-§5): its status and the moves
 * it may make, the payment date option, canola quality specs, its title transfer, both invoices
 * with what is paid, the payments and the ledger.
 */

export const SETTLEMENT_MESSAGES = {
  cancelConfirm: 'Do you want to cancel this trade?',
  cancelFinal: 'The status cannot be updated after the trade is cancelled.',
  backToAwaitingPaymentConfirm: 'Move this trade from Funds Received back to Awaiting Payment?',
  backToAwaitingGrainConfirm:
    'Move this trade back to Awaiting Grain? Its seller and buyer invoices will be deleted. The trade must then return to Awaiting Payment through the normal process (for example an ACQ file upload), and new invoices will be generated.',
  confirmFirst: 'Confirm the change of status first',
  notAMove: (from: string, to: string) => `A trade cannot move from ${from} to ${to} here`,
  notEditable: 'A cancelled or settled trade cannot be edited.',
  conflict: 'Someone else changed this trade while you were editing it. Reload the page to see their change, then edit again.',
  qualitySpecsRequired: 'Please enter valid oil and admix details',
  qualitySpecsNotApplicable: 'Quality specs apply only to canola trades whose seller is a Trader',
  qualitySpecsLocked: 'Quality specs can be edited only while the trade awaits grain or payment',
  paymentDateRequired: 'Choose the deferred payment date',
  withinSevenBusinessDays: 'Within 7 business days',
  amountPositive: 'Enter an amount above $0.00',
  amountMax: 'Must be at most $1,000,000,000.00',
  /** A payment above the invoice's whole total is surely a mistake (decision 0218). */
  amountAboveTotal: (invoiceNumber: string, total: string) => `A payment can be at most ${invoiceNumber}'s total of ${total}`,
  paymentConfirm: 'Record it anyway?',
} as const;

/** The most one payment can be: above any invoice a trade can raise (100,000 t at $5,000/t, with GST). */
export const PAYMENT_MAX_AMOUNT = '1000000000';

export const PAYMENT_DATE_OPTIONS = ['default', 'deferred'] as const;
export const PAYMENT_DATE_OPTION_LABELS = { default: 'Default', deferred: 'Deferred' } as const;

/** A dollar amount to the cent, above 0, as text. */
export const zAmount = z
  .union([z.string(), z.number()], { error: MSG.required })
  .transform((value) => String(value).trim().replace(/[$,]/g, ''))
  .pipe(
    z
      .string()
      .min(1, MSG.required)
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Must be an amount in dollars and cents')
      .refine((value) => !isDecimalString(value) || dec(value).greaterThan(0), SETTLEMENT_MESSAGES.amountPositive)
      .refine((value) => !isDecimalString(value) || dec(value).lessThanOrEqualTo(PAYMENT_MAX_AMOUNT), SETTLEMENT_MESSAGES.amountMax),
  );

export const ZTradeSettlementParams = z.object({ tradeId: zQueryId });

/** PATCH /api/back-office/trades/:tradeId/settlement: the trade edit screen's save. */
export const ZTradeSettlementEditRequest = z
  .object({
    /** The version the editor read: a save over someone else's change is a conflict. */
    version: z.coerce.number({ error: MSG.required }).int().min(0),
    status: z.enum(TRADE_STATUSES, { error: MSG.required }),
    /** The confirmation spec 002 §4 asks for this move was shown and accepted. */
    confirmed: z.boolean().optional(),
    paymentDateOption: z.enum(PAYMENT_DATE_OPTIONS, { error: MSG.required }),
    paymentDate: optionalField(zLocalDate),
    oil: optionalField(zPercent(OIL_RANGE)),
    admix: optionalField(zPercent(ADMIX_RANGE)),
    passwordToken: zText(200).optional(),
  })
  .check((context) => {
    if (context.value.paymentDateOption === 'deferred' && !context.value.paymentDate)
      context.issues.push({
        code: 'custom',
        path: ['paymentDate'],
        message: SETTLEMENT_MESSAGES.paymentDateRequired,
        input: context.value,
      });
    const oil = context.value.oil !== undefined;
    const admix = context.value.admix !== undefined;
    if (oil !== admix) context.issues.push({ code: 'custom', path: [oil ? 'admix' : 'oil'], message: MSG.required, input: context.value });
  });
export type TTradeSettlementEditRequest = z.infer<typeof ZTradeSettlementEditRequest>;

/** POST /api/back-office/trades/:tradeId/payments: a buyer's payment recorded by hand. */
export const ZRecordPaymentRequest = z.object({
  amount: zAmount,
  receivedOn: zLocalDate,
  reference: optionalField(zPlainText(80)),
  /**
   * To record a payment the server asked to confirm (above what is outstanding, or the same payment
   * again): the outstanding amount its 409 answered. Stale once anything is paid meanwhile: asked again.
   */
  confirmedOutstanding: z
    .string()
    .regex(/^-?\d{1,13}\.\d{2}$/)
    .optional(),
});
export type TRecordPaymentRequest = z.infer<typeof ZRecordPaymentRequest>;

/**
 * The 409 of a payment that needs confirming (decision 0218): the message asks; `confirmation` says
 * why (above what is outstanding, the same payment already recorded, or both) and the outstanding
 * amount to send back as `confirmedOutstanding`.
 */
export const ZPaymentConfirmation = z.object({
  outstanding: z.string(),
  overpayment: z.boolean(),
  duplicate: z.boolean(),
});
export type TPaymentConfirmation = z.infer<typeof ZPaymentConfirmation>;
export const ZRecordPaymentConflict = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  confirmation: ZPaymentConfirmation.optional(),
});

const ZTransition = z.object({
  to: z.enum(TRADE_STATUSES),
  label: z.string(),
  /** The question to ask before saving, or null. */
  confirmation: z.string().nullable(),
});

export const ZSettlementInvoice = z.object({
  id: z.number(),
  kind: z.enum(['seller', 'buyer']),
  number: z.string(),
  issuedOn: z.string(),
  dueDate: z.string(),
  total: z.string(),
  /** Buyer invoice: what the buyer has paid; seller RCTI: what the exchange has paid the seller. */
  paid: z.string(),
  outstanding: z.string(),
  status: z.enum(['issued', 'void']),
  /** Late-payment interest owed on an overdue buyer invoice, as at today (design §5). */
  lateInterest: z.string().nullable(),
});

/** A trade's current title transfer as staff and its parties read it: when, what was delivered, from which record. */
export const ZTitleTransferFacts = z.object({
  source: z.enum(['acq', 'delivery']),
  transferredOn: z.string(),
  deliveredTonnes: z.string(),
  oil: z.string().nullable(),
  admix: z.string().nullable(),
  ticketNumber: z.string().nullable(),
  shortfall: z.boolean(),
});
export type TTitleTransferFacts = z.infer<typeof ZTitleTransferFacts>;

export const ZTradeSettlement = z.object({
  tradeId: z.number(),
  formattedId: z.string(),
  version: z.number(),
  status: z.enum(TRADE_STATUSES),
  /** With the update permission and a status other than cancelled or settled. */
  canEdit: z.boolean(),
  transitions: z.array(ZTransition),
  paymentDateOption: z.enum(PAYMENT_DATE_OPTIONS),
  paymentDate: z.string().nullable(),
  /** 'Within 7 business days' when there is no payment date, else the terms' label. */
  paymentTermsLabel: z.string(),
  qualitySpecs: z.object({ applicable: z.boolean(), editable: z.boolean(), oil: z.string().nullable(), admix: z.string().nullable() }),
  titleTransfer: ZTitleTransferFacts.nullable(),
  invoices: z.array(ZSettlementInvoice),
  payments: z.array(
    z.object({
      id: z.number(),
      invoiceNumber: z.string(),
      amount: z.string(),
      receivedOn: z.string(),
      source: z.enum(['manual', 'bank_statement']),
      reference: z.string().nullable(),
    }),
  ),
  ledger: z.array(
    z.object({
      id: z.number(),
      at: z.string(),
      kind: z.enum(LEDGER_ENTRY_KINDS),
      memo: z.string(),
      lines: z.array(z.object({ account: z.enum(LEDGER_ACCOUNTS), party: z.string().nullable(), amount: z.string() })),
    }),
  ),
});
export type TTradeSettlement = z.infer<typeof ZTradeSettlement>;

/** POST /api/back-office/settlements/bank-statements: each credit of the statement and what became of it. */
export const ZBankStatementImported = z.object({
  importedOn: z.string(),
  debitsSkipped: z.number(),
  lines: z.array(
    z.object({
      row: z.number(),
      date: z.string(),
      amount: z.string(),
      description: z.string(),
      reference: z.string().nullable(),
      outcome: z.enum(['matched', 'unmatched', 'duplicate']),
      invoiceNumber: z.string().nullable(),
      settles: z.enum(['full', 'partial', 'over']).nullable(),
      outstandingAfter: z.string().nullable(),
      /** How far the invoice is over-paid after this line, or null. */
      overBy: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});
export type TBankStatementImported = z.infer<typeof ZBankStatementImported>;

export const ZRecordPaymentResult = z.object({
  standing: z.enum(['full', 'partial', 'over']),
  paid: z.string(),
  outstanding: z.string(),
  status: z.enum(TRADE_STATUSES),
});
export type TRecordPaymentResult = z.infer<typeof ZRecordPaymentResult>;

const PAYEE_KINDS = ['seller', 'levy', 'royalty'] as const;

/** A payment run (issue 14 §4) as listed, and what one run did. */
export const ZPaymentRun = z.object({
  id: z.number(),
  reference: z.string(),
  paidOn: z.string(),
  total: z.string(),
  payees: z.number(),
  trades: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export const ZPaymentRunsPage = zPage(ZPaymentRun);
export const ZPaymentRunsQuery = zListQuery({ sorts: ['createdAt'] as const, filters: {} });
export const ZPaymentRunParams = z.object({ runId: zQueryId });

export const ZPaymentRunResult = z.object({
  run: ZPaymentRun,
  settled: z.array(z.string()),
  items: z.array(z.object({ tradeFormattedId: z.string(), kind: z.enum(PAYEE_KINDS), payee: z.string(), amount: z.string() })),
  held: z.array(
    z.object({
      tradeFormattedId: z.string(),
      kind: z.enum(PAYEE_KINDS),
      payeeName: z.string().nullable(),
      amount: z.string(),
      reason: z.string(),
    }),
  ),
});
export type TPaymentRunResult = z.infer<typeof ZPaymentRunResult>;

/**
 * Settlements → Trade Management: the trades money is moving on (awaiting or overdue payment, funds
 * received), each with its buyer invoice, what is paid and outstanding, and the seller's net.
 */
export const TRADE_MANAGEMENT_STATUSES = ['awaiting_payment', 'overdue_payment', 'funds_received'] as const;
export const ZTradeManagementQuery = zListQuery({
  sorts: ['dueDate', 'formattedId', 'outstanding'] as const,
  filters: { status: z.enum(TRADE_MANAGEMENT_STATUSES, { error: `Must be one of ${TRADE_MANAGEMENT_STATUSES.join(', ')}` }).optional() },
});
export type TTradeManagementQuery = z.infer<typeof ZTradeManagementQuery>;
export const ZTradeManagementRow = z.object({
  tradeId: z.number(),
  formattedId: z.string(),
  market: z.enum(['cgx', 'igrainx']),
  status: z.enum(TRADE_STATUSES),
  seller: z.string(),
  buyer: z.string(),
  buyerInvoice: z.string(),
  sellerInvoice: z.string().nullable(),
  dueDate: z.string(),
  total: z.string(),
  paid: z.string(),
  outstanding: z.string(),
  sellerNet: z.string().nullable(),
});
export const ZTradeManagementPage = zPage(ZTradeManagementRow).extend({
  /** What the next payment run would pay sellers: the net of every funds-received trade. */
  dueToSellers: z.string(),
  tradesDue: z.number(),
});
export type TTradeManagementPage = z.infer<typeof ZTradeManagementPage>;
