import { SUPPORT_EMAIL } from '@cgx/domain/constants';
import { MSG } from '@cgx/domain/messages';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/platform.ts';
import { messageRecipients, messages } from '../../db/schema/messages.ts';
import { nextAddress, useTestApp } from '../../test/test-app.ts';
import { CONTACT_RATE_RULES } from './contact.service.ts';

const t = useTestApp();
let counter = 0;

function enquiry(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: 'Ruby Mallee',
    email: `Ruby${counter}.${Date.now()}@MalleeDowns.com.au`,
    phone: '0412 345 678',
    organisation: 'Mallee Downs',
    topic: 'Settlement and payments',
    message: 'When will I be paid for last week’s trade?\n\nThe buyer said the ACQ was uploaded on Monday.',
    ...overrides,
  };
}

const post = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

async function messagesTo(address: string) {
  const rows = await t.context.db
    .select({ message: messages, email: messageRecipients.email, userName: messageRecipients.userName })
    .from(messages)
    .innerJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(eq(messageRecipients.email, address.toLowerCase()))
    .orderBy(desc(messages.id));
  return rows;
}

describe('POST /api/contact', () => {
  it('answers 204 and writes the enquiry to support and an acknowledgement to the sender, each with a delivery job', async () => {
    const body = enquiry();
    const response = await post(body);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const [acknowledgement] = await messagesTo(body.email);
    expect(acknowledgement).toMatchObject({ email: body.email.toLowerCase(), userName: 'Ruby Mallee' });
    expect(acknowledgement?.message).toMatchObject({ type: 'email', kind: 'contact_acknowledgement', status: 'pending' });
    expect(acknowledgement?.message.summary).toContain('Settlement and payments');
    // Nothing the sender typed is repeated to the address they typed.
    expect(acknowledgement?.message.body).not.toContain('ACQ');
    expect(acknowledgement?.message.body).not.toContain('Ruby Mallee');

    const toSupport = (await messagesTo(SUPPORT_EMAIL)).find((row) => row.message.summary.includes(body.email.toLowerCase()));
    expect(toSupport?.message).toMatchObject({
      type: 'email',
      kind: 'contact_enquiry',
      subject: 'Contact us: Settlement and payments (Ruby Mallee)',
    });
    expect(toSupport?.message.summary).toContain('0412 345 678');
    expect(toSupport?.message.summary).toContain('Mallee Downs');
    expect(toSupport?.message.summary).toContain('The buyer said the ACQ was uploaded on Monday.');
    expect(toSupport?.message.body).toContain(`mailto:${body.email.toLowerCase()}`);

    const ids = [acknowledgement?.message.id, toSupport?.message.id].filter((id): id is number => id !== undefined);
    const queued = await t.context.db.select().from(jobs).where(eq(jobs.name, 'deliver-message'));
    const payloadIds = queued.map((job) => (job.payload as { messageId: number }).messageId);
    expect(payloadIds).toEqual(expect.arrayContaining(ids));
  });

  it('escapes what the sender typed in the support e-mail', async () => {
    const body = enquiry({ name: 'Eve <script>', message: '<img src=x onerror=alert(1)>' });
    expect((await post(body)).statusCode).toBe(204);
    const toSupport = (await messagesTo(SUPPORT_EMAIL)).find((row) => row.message.summary.includes(body.email.toLowerCase()));
    expect(toSupport?.message.body).not.toContain('<img');
    expect(toSupport?.message.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('accepts a message without the optional phone and organisation', async () => {
    const body = enquiry({ phone: '', organisation: '' });
    expect((await post(body)).statusCode).toBe(204);
    const toSupport = (await messagesTo(SUPPORT_EMAIL)).find((row) => row.message.summary.includes(body.email.toLowerCase()));
    expect(toSupport?.message.summary).toContain('Phone: not given');
  });

  it('answers 400 with the messages of each field, and sends nothing', async () => {
    const response = await post({ name: ' ', email: 'ruby@mallee', phone: 'call me', organisation: '', topic: 'Gossip', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MSG.invalidRequest,
      errors: {
        name: [MSG.required],
        email: [MSG.emailFormat],
        phone: [MSG.phoneInvalid],
        topic: [MSG.required],
        message: [MSG.required],
      },
    });
    expect(await messagesTo('ruby@mallee')).toEqual([]);
  });

  it("answers 400 'Required' for a missing field", async () => {
    const response = await post({ name: 'Ruby' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: [MSG.required], topic: [MSG.required], message: [MSG.required] });
  });

  it('answers 429 with Retry-After after the limit per client address', async () => {
    const address = nextAddress();
    const limit = CONTACT_RATE_RULES.perAddress.limit;
    for (let n = 0; n < limit; n += 1) expect((await post(enquiry(), address)).statusCode).toBe(204);
    const response = await post(enquiry(), address);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe(MSG.tooManyAttempts);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post(enquiry())).statusCode).toBe(204);
  });

  it('answers 429 after the limit per e-mail address, from any client address', async () => {
    const body = enquiry();
    for (let n = 0; n < CONTACT_RATE_RULES.perEmail.limit; n += 1) expect((await post(body)).statusCode).toBe(204);
    const response = await post(body);
    expect(response.statusCode).toBe(429);
    const acknowledgements = (await messagesTo(body.email)).filter((row) => row.message.kind === 'contact_acknowledgement');
    expect(acknowledgements).toHaveLength(CONTACT_RATE_RULES.perEmail.limit);
  });

  it('is described in the OpenAPI document with its error answers', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = document.paths['/api/contact'].post;
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['204', '400', '429']));
    expect(operation.requestBody.content['application/json'].schema.required).toEqual(['name', 'email', 'topic', 'message']);
  });
});
