import type { AppContext } from '../../context.ts';
import type { AuthContext } from '../../lib/access.ts';
import { notFound } from '../../lib/errors.ts';
import type { AttachmentKinds, RenderedAttachment } from './attachment-kinds.ts';

/**
 * spec 000 §2.2 'download-attachment': renders an attachment for a caller who may see it; its kind
 * decides who may (a contract note is its party's only, an invoice its organisation's; the
 * exchange's staff may download any).
 */
export async function downloadAttachment(
  context: AppContext,
  kinds: AttachmentKinds,
  auth: AuthContext,
  path: string,
): Promise<RenderedAttachment> {
  const found = kinds.find(path);
  if (!found) throw notFound();
  const filename = await found.kind.authorise(context, auth, found.reference);
  if (filename === null) throw notFound();
  return { filename, contentType: found.kind.contentType, content: await found.kind.render(context, found.reference) };
}
