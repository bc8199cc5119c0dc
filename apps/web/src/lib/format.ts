import type { TMfaChannel } from '@cgx/domain/auth.schemas';
import { formatDay } from '@cgx/domain/format';

const SYDNEY = 'Australia/Sydney';

/**
 * A date and time as an Australian reads it, in Sydney time (the exchange's clock): the day as
 * the domain's formatDay writes it ('24 Sep 2026', where Intl's en-AU says 'Sept'), then the time ('3:29 pm AEST').
 */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: SYDNEY, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
  const time = new Intl.DateTimeFormat('en-AU', { timeZone: SYDNEY, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(
    date,
  );
  return `${formatDay(day)}, ${time}`;
}

export const formatMfaChannel = (channel: TMfaChannel | null): string =>
  channel === 'email' ? 'E-mail' : channel === 'sms' ? 'SMS' : 'Not set up yet';

/** '+61412345678' → '0412 345 678'; anything else is shown as stored. */
export function formatMobile(mobile: string | null | undefined): string {
  if (!mobile) return '—';
  const match = /^\+614(\d{2})(\d{3})(\d{3})$/.exec(mobile);
  return match ? `04${match[1]} ${match[2]} ${match[3]}` : mobile;
}

/** '51824753556' → '51 824 753 556'. */
export function formatAbn(abn: string | null | undefined): string {
  if (!abn) return '—';
  const match = /^(\d{2})(\d{3})(\d{3})(\d{3})$/.exec(abn);
  return match ? `${match[1]} ${match[2]} ${match[3]} ${match[4]}` : abn;
}

/** '1300 063 428' → 'tel:1300063428'. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const pageTitle = (title: string): string => `${title} | CGX`;
