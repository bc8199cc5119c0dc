/** spec 000 §2.2: the registration link of the Clear Settle promotion. */
export const CLEAR_SETTLE_REGISTER_PATH = `/register?source=${encodeURIComponent('Clear Settle')}`;

const REGISTRATION_PAGES = /^\/register(\/|$)/;

/** spec 000 §6: the banner shows only to anonymous visitors outside the registration pages, and only with the public-ad setting on. */
export function showClearSettleBanner(input: { anonymous: boolean; pathname: string; publicAd: boolean }): boolean {
  return input.anonymous && input.publicAd && !REGISTRATION_PAGES.test(input.pathname);
}
