import { describe, expect, it } from 'vitest';
import { CLEAR_SETTLE_REGISTER_PATH, showClearSettleBanner } from './banner-rules';

describe('showClearSettleBanner (spec 000 §6)', () => {
  it('shows to anonymous visitors outside registration while the public-ad setting is on', () => {
    expect(showClearSettleBanner({ anonymous: true, pathname: '/', publicAd: true })).toBe(true);
    expect(showClearSettleBanner({ anonymous: true, pathname: '/about', publicAd: true })).toBe(true);
  });

  it('hides on registration pages, for signed-in users and with the setting off', () => {
    expect(showClearSettleBanner({ anonymous: true, pathname: '/register', publicAd: true })).toBe(false);
    expect(showClearSettleBanner({ anonymous: true, pathname: '/register/grower-ngr', publicAd: true })).toBe(false);
    expect(showClearSettleBanner({ anonymous: false, pathname: '/', publicAd: true })).toBe(false);
    expect(showClearSettleBanner({ anonymous: true, pathname: '/', publicAd: false })).toBe(false);
    expect(showClearSettleBanner({ anonymous: true, pathname: '/registered-users', publicAd: true })).toBe(true);
  });

  it('links to registration with the Clear Settle source', () => {
    expect(new URLSearchParams(CLEAR_SETTLE_REGISTER_PATH.split('?')[1]).get('source')).toBe('Clear Settle');
  });
});
