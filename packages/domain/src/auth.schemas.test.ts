import { describe, expect, it } from 'vitest';
import { ZResetPasswordRequest } from './auth.schemas.ts';
import { MSG } from './messages.ts';

describe('reset password form', () => {
  it("says 'Passwords don't match.' on the confirmation field", () => {
    const result = ZResetPasswordRequest.safeParse({ token: 't', password: 'Harvest2026!', passwordConfirmation: 'Harvest2026?' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['passwordConfirmation'], message: MSG.passwordsDontMatch })]);
  });
  it("says 'Required' for empty fields", () => {
    const result = ZResetPasswordRequest.safeParse({ token: 't', password: '', passwordConfirmation: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MSG.required, MSG.required]);
  });
});

describe('password confirmation on a partly filled form', () => {
  it("says 'Passwords don't match.' while other fields are still invalid", () => {
    const result = ZResetPasswordRequest.safeParse({ token: '', password: 'Harvest2026!', passwordConfirmation: 'Harvest2026?' });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(MSG.passwordsDontMatch);
  });
});
