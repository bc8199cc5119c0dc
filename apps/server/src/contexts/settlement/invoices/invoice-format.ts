/**
 * How ABNs and BSBs read on an invoice and its e-mail. Money, tonnes and days are the domain's
 * formatters (@cgx/domain/format, decision 0208), the same on every screen, document and download.
 */

/** '51824753556' → '51 824 753 556'; anything else as given; none → 'Not provided'. */
export function formatAbn(abn: string | null | undefined): string {
  if (!abn) return 'Not provided';
  const digits = abn.replace(/\s/g, '');
  const match = /^(\d{2})(\d{3})(\d{3})(\d{3})$/.exec(digits);
  return match ? `${match[1]} ${match[2]} ${match[3]} ${match[4]}` : abn;
}

/** '062000' or '062-000' → '062-000'. */
export function formatBsb(bsb: string): string {
  const match = /^(\d{3})-?(\d{3})$/.exec(bsb.trim());
  return match ? `${match[1]}-${match[2]}` : bsb;
}
