/** 'jane.citizen@example.com' → 'ja***@example.com' */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, Math.min(2, Math.max(local.length - 1, 1)))}***@${domain}`;
}

/** '+61412345678' → '•••• ••• 678' */
export const maskMobile = (mobile: string): string => `•••• ••• ${mobile.slice(-3)}`;
