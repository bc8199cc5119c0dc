import { describe, expect, it } from 'vitest';
import { isStaffRole, LANDING_PATH, PERMISSIONS, permissionsFor, ROLES } from './roles.ts';

describe('roles and permissions', () => {
  it('gives Admin every permission and the trading roles none by default', () => {
    expect(permissionsFor('Admin')).toEqual([...PERMISSIONS]);
    expect(permissionsFor('Grower')).toEqual([]);
    expect(permissionsFor('Trader')).toEqual([]);
  });
  it('adds per-user grants and ignores unknown ones', () => {
    expect(permissionsFor('Analyst', ['manageBids', 'launchRockets'])).toEqual(['manageBids']);
    expect(permissionsFor('CGX Sales', ['soi'])).toContain('soi');
  });
  it('sends every role to a landing page and knows the staff roles', () => {
    for (const role of ROLES) expect(LANDING_PATH[role]).toMatch(/^\/(portal|analyst)/);
    expect(LANDING_PATH.Analyst).toBe('/analyst');
    expect(ROLES.filter(isStaffRole)).toEqual(['Admin', 'CGX Sales']);
  });
});
