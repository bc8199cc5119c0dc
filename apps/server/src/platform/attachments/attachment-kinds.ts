import type { AppContext } from '../../context.ts';
import type { MessageAttachment } from '../../db/schema/messages.ts';
import type { AuthContext } from '../../lib/access.ts';

export type RenderedAttachment = { filename: string; contentType: string; content: Buffer };

/**
 * One kind of document a message carries by reference ('<kind>/<reference>', e.g.
 * 'contract-note/123/buyer'), rendered when the message is delivered or downloaded so that no process
 * needs a shared file store. The module whose document it is supplies the kind; the registry
 * (composition/attachments.ts) lists them.
 */
export type AttachmentKind<Reference> = {
  kind: string;
  /** The part after '<kind>/', or null when it names no document of the kind. */
  parse(reference: string): Reference | null;
  /**
   * The file's name for a caller who may download it; null when there is no such document (404);
   * throws forbidden when it is another party's.
   */
  authorise(context: AppContext, auth: AuthContext, reference: Reference): Promise<string | null>;
  /** The document as it stands now (an invoice stamped void, paid or overdue). */
  render(context: AppContext, reference: Reference): Promise<Buffer>;
  contentType: string;
};

type Found = { kind: AttachmentKind<unknown>; reference: unknown };

export type AttachmentKinds = {
  /** The kind and reference a path names, or null. */
  find(path: string): Found | null;
};

export function attachmentKinds<References extends unknown[]>(kinds: {
  [K in keyof References]: AttachmentKind<References[K]>;
}): AttachmentKinds {
  const byKind = new Map((kinds as AttachmentKind<unknown>[]).map((kind) => [kind.kind, kind]));
  return {
    find(path) {
      const slash = path.indexOf('/');
      const kind = slash > 0 ? byKind.get(path.slice(0, slash)) : undefined;
      const reference = kind?.parse(path.slice(slash + 1)) ?? null;
      return kind && reference !== null ? { kind, reference } : null;
    },
  };
}

/** A message's attachment, rendered for delivery under the name it was stored with. */
export async function renderAttachment(
  context: AppContext,
  kinds: AttachmentKinds,
  attachment: MessageAttachment,
): Promise<RenderedAttachment> {
  const found = kinds.find(attachment.path);
  if (!found) throw new Error(`unknown attachment ${attachment.path}`);
  const content = await found.kind.render(context, found.reference);
  return { filename: attachment.filename, contentType: attachment.contentType, content };
}
