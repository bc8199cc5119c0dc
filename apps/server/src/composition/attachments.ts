import { attachmentKinds } from '../platform/attachments/index.ts';
import { invoiceAttachment, contractNoteAttachment } from '../contexts/settlement/index.ts';

/** Every kind of document a message may carry, each supplied by the module whose document it is. */
export const ATTACHMENT_KINDS = attachmentKinds([contractNoteAttachment, invoiceAttachment]);
