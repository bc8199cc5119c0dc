import { REGISTRATION_SCHEMAS, REGISTRATION_TYPES } from '@cgx/domain/registration.schemas';
import { describe, expect, it } from 'vitest';
import { isOptionalField, REGISTRATION_FIELDS } from './registration-fields';

describe('registration fields', () => {
  it.each(REGISTRATION_TYPES)('%s shows every required field of its shared schema and nothing unknown', (type) => {
    const keys = Object.keys(REGISTRATION_SCHEMAS[type].shape);
    const shown = REGISTRATION_FIELDS[type];
    for (const field of shown) expect(keys).toContain(field);
    for (const key of keys) {
      if (!isOptionalField(type, key as never)) expect(shown).toContain(key);
    }
  });

  it('knows which ABNs are optional', () => {
    expect(isOptionalField('grower-no-ngr', 'abn')).toBe(true);
    expect(isOptionalField('analyst', 'abn')).toBe(true);
    expect(isOptionalField('trader', 'abn')).toBe(false);
    expect(isOptionalField('agent', 'abn')).toBe(false);
    expect(isOptionalField('trader', 'acceptTerms')).toBe(false);
  });

  it('asks a grower with an NGR for the NGR, with trading name and state optional, and no ABN', () => {
    expect(REGISTRATION_FIELDS['grower-ngr']).toContain('ngr');
    expect(REGISTRATION_FIELDS['grower-ngr']).not.toContain('abn');
    expect(isOptionalField('grower-ngr', 'tradingName')).toBe(true);
    expect(isOptionalField('grower-ngr', 'state')).toBe(true);
    expect(isOptionalField('grower-ngr', 'ngr')).toBe(false);
    expect(REGISTRATION_FIELDS.trader).not.toContain('ngr');
  });
});
