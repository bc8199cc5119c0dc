import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeRedirect } from './redirect';

describe('safeRedirect', () => {
  it('accepts portal and analyst paths with their query', () => {
    expect(safeRedirect('/portal')).toBe('/portal');
    expect(safeRedirect('/portal/profile?tab=1')).toBe('/portal/profile?tab=1');
    expect(safeRedirect('/analyst')).toBe('/analyst');
  });

  it('refuses anything else', () => {
    for (const value of [
      null,
      '',
      '/',
      '/login',
      '/portalx',
      '/analysts',
      '//evil.example/portal',
      'https://evil.example/portal',
      '/\\evil',
    ]) {
      expect(safeRedirect(value)).toBeNull();
    }
  });

  it('builds the login address that returns to a path', () => {
    expect(loginUrlFor('/portal/profile?x=1')).toBe('/login?redirect=%2Fportal%2Fprofile%3Fx%3D1');
  });
});
