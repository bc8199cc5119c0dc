import { attachmentKinds } from '../modules/attachments/attachment-kinds.ts';
import { invoiceAttachment } from '../modules/invoices/invoice.attachment.ts';
import { contractNoteAttachment } from '../modules/trades/contract-note.attachment.ts';

/** Every kind of document a message may carry, each supplied by the module whose document it is. */
export const ATTACHMENT_KINDS = attachmentKinds([contractNoteAttachment, invoiceAttachment]);
