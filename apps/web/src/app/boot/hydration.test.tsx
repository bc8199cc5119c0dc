import type { TAppStatus } from '@cgx/domain/app-status.schemas';
import { describe, expect, it } from 'vitest';
import { canHydrate } from './hydration';

const status = (maintenance: boolean) => ({ maintenance, featureFlags: {}, support: { phone: '', email: '' } }) as unknown as TAppStatus;

function rootPrerenderedFor(path: string | null): HTMLElement {
  const root = document.createElement('div');
  if (path !== null) root.dataset.prerendered = path;
  return root;
}

describe('canHydrate', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });

  it('takes over a page prerendered for this address, with the status, for an anonymous visitor', () => {
    expect(canHydrate(rootPrerenderedFor('/login'), at('/login'), status(false), false)).toBe(true);
  });

  it('renders afresh otherwise', () => {
    expect(canHydrate(rootPrerenderedFor(null), at('/login'), status(false), false)).toBe(false);
    expect(canHydrate(rootPrerenderedFor('/'), at('/login'), status(false), false)).toBe(false);
    expect(canHydrate(rootPrerenderedFor('/login'), at('/login', '?confirmed'), status(false), false)).toBe(false);
    expect(canHydrate(rootPrerenderedFor('/login'), at('/login'), null, false)).toBe(false);
    expect(canHydrate(rootPrerenderedFor('/login'), at('/login'), status(true), false)).toBe(false);
    expect(canHydrate(rootPrerenderedFor('/login'), at('/login'), status(false), true)).toBe(false);
  });
});
