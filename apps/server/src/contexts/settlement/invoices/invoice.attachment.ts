import { sydneyDate } from '@cgx/domain/calendar';
import { INT4_MAX } from '@cgx/domain/validation';
import type { AttachmentKind } from '../../../platform/attachments/index.ts';
import type { InvoiceDocument } from './invoice-document.ts';
import { invoicePdfFilename } from './invoice-email.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoice } from './invoices.repository.ts';
import { documentAsItStands, findInvoiceFor } from './invoices.service.ts';

/** Where an invoice e-mail's PDF is rendered from when it is delivered or downloaded: 'invoice/<invoiceId>'. */
export const invoiceAttachmentPath = (invoiceId: number) => `invoice/${invoiceId}`;

/** An invoice's PDF, for its organisation (an RCTI: its agent too) and staff; to anyone else it does not exist. */
export const invoiceAttachment: AttachmentKind<number> = {
  kind: 'invoice',
  contentType: 'application/pdf',
  parse(reference) {
    const match = /^\d{1,10}$/.exec(reference);
    return match && Number(reference) <= INT4_MAX ? Number(reference) : null;
  },
  async authorise(context, auth, invoiceId) {
    const invoice = await findInvoiceFor(context, auth, invoiceId);
    return invoice ? invoicePdfFilename(invoice.document as unknown as InvoiceDocument) : null;
  },
  async render(context, invoiceId) {
    // As the invoice stands when the message is delivered: stamped void, paid or overdue.
    const row = await findInvoice(context.db, invoiceId, null);
    if (!row) throw new Error(`no invoice ${invoiceId} for its PDF`);
    return renderInvoicePdf(await documentAsItStands(context.db, row, sydneyDate(context.clock.now())));
  },
};
