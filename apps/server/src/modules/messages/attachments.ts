import { sydneyDate } from '@cgx/domain/calendar';
import type { AppContext } from '../../context.ts';
import type { MessageAttachment } from '../../db/schema/messages.ts';
import { renderInvoicePdf } from '../invoices/invoice-pdf.ts';
import { findInvoice } from '../invoices/invoices.repository.ts';
import { documentAsItStands } from '../invoices/invoices.service.ts';
import { loadContractNote, renderContractNotePdf } from '../trades/contract-note.ts';

export type RenderedAttachment = { filename: string; contentType: string; content: Buffer };

/**
 * Attachments are stored as references ('contract-note/<tradeId>/<side>', 'invoice/<invoiceId>') and rendered when the
 * message is delivered or downloaded, so no process needs a shared file store.
 */
export async function renderAttachment(context: AppContext, attachment: MessageAttachment): Promise<RenderedAttachment> {
  const contractNote = /^contract-note\/(\d+)\/(buyer|seller)$/.exec(attachment.path);
  if (contractNote) {
    const note = await loadContractNote(context.db, Number(contractNote[1]));
    if (!note) throw new Error(`no trade for ${attachment.path}`);
    const content = await renderContractNotePdf(note, contractNote[2] as 'buyer' | 'seller');
    return { filename: attachment.filename, contentType: attachment.contentType, content };
  }
  const invoice = /^invoice\/(\d+)$/.exec(attachment.path);
  if (invoice) {
    // As the invoice stands when the message is delivered: stamped void, paid or overdue.
    const row = await findInvoice(context.db, Number(invoice[1]), null);
    if (!row) throw new Error(`no invoice for ${attachment.path}`);
    const content = await renderInvoicePdf(await documentAsItStands(context.db, row, sydneyDate(context.clock.now())));
    return { filename: attachment.filename, contentType: attachment.contentType, content };
  }
  throw new Error(`unknown attachment ${attachment.path}`);
}
