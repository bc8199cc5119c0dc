import { PRODUCT_FULL_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from '@cgx/domain/constants';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown in small print under the action. */
  footnote?: string;
};

/** Renders one e-mail as HTML for the message body and plain text for the summary. */
export function renderEmail(content: EmailContent): { subject: string; html: string; text: string } {
  const paragraphs = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`);
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#2f6b3a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">Or copy this address into your browser: ${escapeHtml(content.action.url)}</p>`
    : '';
  const footnote = content.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(content.footnote)}</p>` : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;background:#f6f3ea;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.heading)}</h1>
${paragraphs.join('\n')}
${action}
${footnote}
<hr style="border:none;border-top:1px solid #e5e0d0;margin:24px 0">
<p style="font-size:12px;color:#777;margin:0">${escapeHtml(PRODUCT_FULL_NAME)} · ${escapeHtml(SUPPORT_PHONE)} · ${escapeHtml(SUPPORT_EMAIL)}</p>
</div></body></html>`;
  const text = [
    content.heading,
    ...content.paragraphs,
    content.action ? `${content.action.label}: ${content.action.url}` : '',
    content.footnote ?? '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return { subject: content.subject, html, text };
}
