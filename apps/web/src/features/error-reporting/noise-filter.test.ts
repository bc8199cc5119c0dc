import { describe, expect, it } from 'vitest';
import { filterBreadcrumb, scrubUrl } from './noise-filter';

describe('scrubUrl', () => {
  it('drops the fragment and replaces secret query values, keeping the rest of the address', () => {
    expect(scrubUrl('https://cgx.com.au/impersonate#token=abc&ws_token=def')).toBe('https://cgx.com.au/impersonate');
    expect(scrubUrl('/reset-password?token=abc&from=mail#top')).toBe('/reset-password?token=%5BFiltered%5D&from=mail');
    expect(scrubUrl('/market/trades?page=2')).toBe('/market/trades?page=2');
  });
});

describe('filterBreadcrumb', () => {
  it('drops a request answered 401 and scrubs navigation addresses', () => {
    expect(filterBreadcrumb({ category: 'fetch', data: { url: '/api/session', status_code: 401 } })).toBeNull();
    expect(filterBreadcrumb({ category: 'xhr', data: { url: '/api/session', status_code: 401 } })).toBeNull();
    expect(filterBreadcrumb({ category: 'fetch', data: { url: '/api/session', status_code: 500 } })).not.toBeNull();
    expect(
      filterBreadcrumb({ category: 'navigation', data: { from: '/reset-password?token=abc', to: '/impersonate#token=x' } })?.data,
    ).toEqual({
      from: '/reset-password?token=%5BFiltered%5D',
      to: '/impersonate',
    });
  });
});
