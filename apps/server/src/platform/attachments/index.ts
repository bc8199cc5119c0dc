/**
 * The attachments platform service's door (decision 0231): the only file of platform/attachments/ that code outside platform/ imports.
 * Attachment kinds: documents messages carry by reference, rendered when delivered or downloaded.
 */
export { type AttachmentKind, attachmentKinds } from './attachment-kinds.ts';
export { attachmentRoutes } from './attachments.routes.ts';
