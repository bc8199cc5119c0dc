/**
 * External addresses, in one place. Each can be overridden at build time (VITE_*).
 * Blog shows only when VITE_BLOG_URL is set: a link never leads nowhere.
 */
const env = import.meta.env;

const configured = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const BLOG_URL: string | null = configured(env.VITE_BLOG_URL);

export interface SocialLink {
  id: 'linkedin' | 'x' | 'facebook' | 'youtube';
  label: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    id: 'linkedin',
    label: 'LinkedIn',
    url: configured(env.VITE_LINKEDIN_URL) ?? 'https://www.linkedin.com/company/cgx-grain-exchange',
  },
  { id: 'x', label: 'X', url: configured(env.VITE_X_URL) ?? 'https://x.com/cgxgrain' },
  { id: 'facebook', label: 'Facebook', url: configured(env.VITE_FACEBOOK_URL) ?? 'https://www.facebook.com/cgxgrain' },
  { id: 'youtube', label: 'YouTube', url: configured(env.VITE_YOUTUBE_URL) ?? 'https://www.youtube.com/@cgxgrain' },
];

/**
 * The igrainX insure documents (spec 001 §1: the insurance terms link to a policy schedule and a
 * financial services guide): three documents, three pages of the public site, until the insurer's
 * own schedule and guide are configured (VITE_IGRAIN_POLICY_SCHEDULE_URL, VITE_IGRAIN_FSG_URL;
 * decision 0205).
 */
export const INSURANCE_TERMS_URL = '/terms-and-conditions#insurance';
export const IGRAIN_POLICY_SCHEDULE_URL: string = configured(env.VITE_IGRAIN_POLICY_SCHEDULE_URL) ?? '/insurance-policy-schedule';
export const IGRAIN_FSG_URL: string = configured(env.VITE_IGRAIN_FSG_URL) ?? '/financial-services-guide';
