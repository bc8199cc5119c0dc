/**
 * The settlement context's door (docs/architecture.md): the only file of contexts/settlement/ that code outside it imports.
 * After the trade: title transfers, invoices, the ledger, buyer payments and payment runs, statements, deliveries, and the trade records staff keep.
 */
export { processAcqFileJob } from './acq-files/acq-files.jobs.ts';
export { acqFileRoutes } from './acq-files/acq-files.routes.ts';
export { processAcqFile } from './acq-files/process-acq-file.ts';
export { backOfficeTradeRoutes } from './back-office-trades/trades-list.routes.ts';
export { insertDelivery } from './igrain-deliveries/deliveries.repository.ts';
export { igrainDeliveryRoutes } from './igrain-deliveries/deliveries.routes.ts';
export { notifyInvoiceUsers } from './invoices/invoice-messages.ts';
export { invoiceAttachment } from './invoices/invoice.attachment.ts';
export { invoiceNotificationsJob } from './invoices/invoices.jobs.ts';
export { invoiceRoutes } from './invoices/invoices.routes.ts';
export { legacyTradeRoutes } from './legacy-trades/legacy-trades.routes.ts';
export { recordBuyerPayment } from './settlement/buyer-payments.service.ts';
export { markOverdueTrades } from './settlement/overdue.service.ts';
export { runPayments } from './settlement/payment-run.service.ts';
export { tellSellerOfStep } from './settlement/settlement-steps.ts';
export { settlementStepJob } from './settlement/settlement.jobs.ts';
export { recordTitleTransfer } from './settlement/title-transfer.service.ts';
export { tradeManagementRoutes } from './settlement/trade-management.routes.ts';
export { statementRoutes } from './statements/statements.routes.ts';
export { titleTransferRoutes } from './title-transfers/title-transfers.routes.ts';
export { tradeCreationRoutes } from './trade-creation/trade-creation.routes.ts';
export { contractNoteAttachment } from './trades/contract-note.attachment.ts';
export { memberTradeRoutes } from './trades/member-trades.routes.ts';
