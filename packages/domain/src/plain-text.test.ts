import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { acqRowSchema } from './acq-files.ts';
import { ZBidSheetRow } from './bid-sheet-upload.schemas.ts';
import { ZContactRequest } from './contact.schemas.ts';
import { ZFarmGrainLocation } from './farm-grain.schemas.ts';
import { ZLegacyTradeRow } from './legacy-trades.schemas.ts';
import { ZDeliveredSiteRequest, ZOnFarmStorageRequest, ZSpecialTermRequest, ZVarietyRequest } from './market-settings.schemas.ts';
import { MSG } from './messages.ts';
import { ZCreateNoteRequest } from './notes.schemas.ts';
import { ZRegisterClearSettleInterestRequest } from './onboarding.schemas.ts';
import { ZCreateBidRequest, ZIgrainLocation } from './orders.schemas.ts';
import { ZInviteUserRequest } from './organisation-users.schemas.ts';
import { ZUpdateProfileRequest } from './profile.schemas.ts';
import { REGISTRATION_SCHEMAS } from './registration.schemas.ts';
import { ZRecordPaymentRequest } from './settlement.schemas.ts';
import { hasControlCharacters, zPlainText, zRequiredText } from './validation.ts';

/** Issue 24 item 16: a trading name, a line break, then a formula. */
const INJECTED = "Paddock Farms\n=SUM(1+1)*cmd|' /C calc'!A0";

const messagesAt = (schema: z.ZodType, value: unknown, path: readonly (string | number)[]) => {
  const result = schema.safeParse(value);
  return (result.error?.issues ?? []).filter((issue) => issue.path.join('.') === path.join('.')).map((issue) => issue.message);
};

describe('plain text (decision 0222)', () => {
  it('is one line unless it is a text of several lines: no control character, no line or paragraph separator', () => {
    for (const bad of ['a\nb', 'a\rb', 'a\tb', 'a\u0007b', 'a\u007Fb', 'a\u0085b', 'a\u2028b', 'a\u2029b', INJECTED]) {
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
      expect(messagesAt(zRequiredText(200), bad, []), JSON.stringify(bad)).toEqual([MSG.oneLine]);
    }
    expect(hasControlCharacters('Paddock Farms Pty Ltd — Crème 🌾')).toBe(false);
    // Line breaks at either end are whitespace, trimmed away.
    expect(zRequiredText(60).parse('  Paddock Farms\r\n')).toBe('Paddock Farms');
    expect(zPlainText(60).parse('')).toBe('');
  });

  it('of several lines keeps line feeds, returns and tabs, and refuses the other control characters', () => {
    expect(zRequiredText(200, 'many').parse('Called them.\r\nCall back\tFriday.')).toBe('Called them.\r\nCall back\tFriday.');
    expect(messagesAt(zRequiredText(200, 'many'), 'Called\u0007 them', [])).toEqual([MSG.invalidCharacters]);
    expect(messagesAt(zRequiredText(200, 'many'), 'Called\u2028them', [])).toEqual([MSG.invalidCharacters]);
    // A NUL is said once, not also as a control character.
    expect(messagesAt(zRequiredText(200), 'a\u0000b', [])).toEqual([MSG.invalidCharacters]);
  });

  it('is what every name and one-line text takes, typed, sent or uploaded', () => {
    const oneLine: [string, z.ZodType, Record<string, unknown>, (string | number)[]][] = [
      ['registration trading name', REGISTRATION_SCHEMAS.trader, { tradingName: INJECTED }, ['tradingName']],
      ['registration first name', REGISTRATION_SCHEMAS['grower-no-ngr'], { firstName: INJECTED }, ['firstName']],
      ['profile last name', ZUpdateProfileRequest, { lastName: INJECTED }, ['lastName']],
      ['invited user first name', ZInviteUserRequest, { firstName: INJECTED }, ['firstName']],
      ['on-farm storage name', ZOnFarmStorageRequest, { name: INJECTED }, ['name']],
      ['variety royalty manager', ZVarietyRequest, { royaltyManagerName: INJECTED }, ['royaltyManagerName']],
      ['special term', ZSpecialTermRequest, { name: INJECTED }, ['name']],
      ['delivered site trading name', ZDeliveredSiteRequest, { tradingName: INJECTED }, ['tradingName']],
      ['delivered region', ZDeliveredSiteRequest, { deliveredRegionName: INJECTED }, ['deliveredRegionName']],
      ['contact organisation', ZContactRequest, { organisation: INJECTED }, ['organisation']],
      ['igrainX address', ZIgrainLocation, { address: INJECTED }, ['address']],
      ['farm grain nearest town', ZFarmGrainLocation, { nearestTown: INJECTED }, ['nearestTown']],
      ['bid special terms by name', ZCreateBidRequest, { termsAndConditions: [INJECTED] }, ['termsAndConditions', 0]],
      ['payment reference', ZRecordPaymentRequest, { reference: INJECTED }, ['reference']],
      ['legacy trade seller', ZLegacyTradeRow, { sellerOrganisation: INJECTED }, ['sellerOrganisation']],
      ['bid sheet nearest town', ZBidSheetRow, { nearestTown: INJECTED }, ['nearestTown']],
    ];
    for (const [field, schema, value, path] of oneLine) expect(messagesAt(schema, value, path), field).toEqual([MSG.oneLine]);
    expect(messagesAt(acqRowSchema('2026-11-01'), { ticketNumber: 'T-1\nT-2' }, ['ticketNumber'])).toEqual([
      'Ticket number contains characters that cannot be stored',
    ]);
  });

  it('of several lines is what notes, messages and comments take', () => {
    expect(messagesAt(ZCreateNoteRequest, { body: 'Line one\nline two' }, ['body'])).toEqual([]);
    expect(messagesAt(ZCreateNoteRequest, { body: 'Bell\u0007' }, ['body'])).toEqual([MSG.invalidCharacters]);
    expect(messagesAt(ZContactRequest, { message: 'Hello\r\nthere' }, ['message'])).toEqual([]);
    expect(messagesAt(ZRegisterClearSettleInterestRequest, { comment: 'Esc\u001B' }, ['comment'])).toEqual([MSG.invalidCharacters]);
  });
});
