import { describe, expect, it } from 'vitest';
import { CONTACT_MAX_LENGTH, ZContactRequest } from './contact.schemas.ts';
import { MSG } from './messages.ts';

const valid = {
  name: 'Jack Wattle',
  email: ' Jack@WattleCreek.com.au ',
  phone: '',
  organisation: '',
  topic: 'Trading on the exchange',
  message: 'How do I sell canola stored at a GrainCorp site?',
};

const messagesFor = (body: unknown) => {
  const result = ZContactRequest.safeParse(body);
  const byField: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.join('.');
    byField[field] = [...(byField[field] ?? []), issue.message];
  }
  return byField;
};

describe('contact request', () => {
  it('accepts a message with the optional fields left empty, and tidies the e-mail', () => {
    expect(ZContactRequest.parse(valid)).toEqual({
      name: 'Jack Wattle',
      email: 'jack@wattlecreek.com.au',
      topic: 'Trading on the exchange',
      message: valid.message,
    });
  });

  it('keeps a phone number and organisation when given', () => {
    const parsed = ZContactRequest.parse({ ...valid, phone: ' (02) 6123-4567 ', organisation: ' Wattle Creek Farms ' });
    expect(parsed).toMatchObject({ phone: '(02) 6123-4567', organisation: 'Wattle Creek Farms' });
  });

  it("says 'Required' once for each required field", () => {
    expect(messagesFor({ name: ' ', email: '', phone: '', organisation: '', topic: '', message: '' })).toEqual({
      name: [MSG.required],
      email: [MSG.required],
      topic: [MSG.required],
      message: [MSG.required],
    });
    expect(messagesFor({})).toEqual({ name: [MSG.required], email: [MSG.required], topic: [MSG.required], message: [MSG.required] });
  });

  it('uses the e-mail rule of spec 000 §5', () => {
    expect(messagesFor({ ...valid, email: 'jack@farm' })).toEqual({ email: [MSG.emailFormat] });
  });

  it.each(['abc', '12 34', '+61 4x2 345 678', '1234567890123456'])('refuses the phone number %s', (phone) => {
    expect(messagesFor({ ...valid, phone })).toEqual({ phone: [MSG.phoneInvalid] });
  });

  it.each(['0412 345 678', '+61 2 6123 4567', '1300 063 428'])('accepts the phone number %s', (phone) => {
    expect(ZContactRequest.safeParse({ ...valid, phone }).success).toBe(true);
  });

  it('refuses an unknown topic and over-long text', () => {
    expect(messagesFor({ ...valid, topic: 'Something else' })).toEqual({ topic: [MSG.required] });
    expect(messagesFor({ ...valid, message: 'x'.repeat(CONTACT_MAX_LENGTH.message + 1) })).toEqual({
      message: [`Must be ${CONTACT_MAX_LENGTH.message} characters or fewer`],
    });
    expect(messagesFor({ ...valid, name: 'x'.repeat(CONTACT_MAX_LENGTH.name + 1) })).toEqual({
      name: [`Must be ${CONTACT_MAX_LENGTH.name} characters or fewer`],
    });
  });
});
