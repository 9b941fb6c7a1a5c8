import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEventBus } from '../../events/bus.js';
import { createLogger } from '../../logger.js';
import { SmsProviderError, type SmsProvider } from '../../sms-providers/provider.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { applyPayment, bnplLoan } from '../loans/loan.fixtures.js';
import { Clock } from '../quotes/clock.js';
import { OutboxService } from './outbox.service.js';

// A crafted portfolio: BNPL loans of GH₵5,000 over 6 months signed 2026-01-15 (instalment 1 of 95,381 due 2026-02-15,
// instalment 2 due 2026-03-15).
//   ama:  one loan, phone known, default channels (SMS + in-app).
//   kofi: one loan, instalment 1 paid on 2026-02-10 (nothing to remind of it).
//   esi:  two loans (two reminders the same day: one SMS, the other in-app), phone known.
//   yaw:  one loan, no phone, SMS off, email on: in-app + email.
//   abena: one loan, phone known, every channel off: nothing.
const at = (moment: string) => new Date(moment.length === 10 ? `${moment}T07:00:00Z` : moment);

let app: TestApp;
type Person = { id: string; cookie: string; email: string };
const people: Record<'ama' | 'kofi' | 'esi' | 'yaw' | 'abena', Person> = {} as never;
const loans: Record<string, string> = {};
let admin: { cookie: string };

async function messagesOf(userId: string) {
  return app.database.query<{ channel: string; kind: string; status: string; recipient: string; body: string; dedupe_key: string; next_attempt_at: Date }>(
    // The signing codes of the set-up (each BNPL loan's agreement) are not what these tests are about.
    "SELECT channel, kind, status, recipient, body, dedupe_key, next_attempt_at FROM outbound_message WHERE user_id = $1 AND kind <> 'agreement.code' ORDER BY created_at, dedupe_key",
    [userId],
  );
}

async function preferences(person: Person, input: Record<string, boolean>) {
  const result = await app.graphql('mutation P($input: CommunicationPreferencesInput!) { updateCommunicationPreferences(input: $input) { sms email inApp marketing } }', { input }, person.cookie);
  expect(result.errors).toBeUndefined();
}

beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(at('2026-01-15T12:00:00Z'));
  const analyst = await app.signInAs('credit_analyst');
  admin = await app.signInAs('admin');
  for (const name of ['ama', 'kofi', 'esi', 'yaw', 'abena'] as const) people[name] = await app.signUp({ firstName: name });
  for (const name of ['ama', 'kofi', 'esi', 'yaw', 'abena'] as const) loans[name] = await bnplLoan(app, people[name], analyst.cookie);
  loans.esi2 = await bnplLoan(app, people.esi, analyst.cookie, 300_000);
  const phones = { ama: '+233244564567', esi: '+233201234567', abena: '+233551234567' };
  for (const [name, phone] of Object.entries(phones)) {
    await app.database.query('INSERT INTO profile (user_id, phone) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET phone = $2', [people[name as 'ama'].id, phone]);
  }
  await preferences(people.yaw, { sms: false, email: true });
  await preferences(people.abena, { sms: false, email: false, inApp: false });
  app.services.clock.set(at('2026-02-10T12:00:00Z'));
  await applyPayment(app, { loanId: loans.kofi, userId: people.kofi.id, amount: 95_381, receivedAt: at('2026-02-10T12:00:00Z') });
}, 120_000);
afterAll(async () => {
  await app?.stop();
});

describe('payment reminders', () => {
  it('3 days before: SMS to customers with a phone, in-app and email for the one who chose so, nothing for what is paid or for all channels off', async () => {
    app.services.clock.set(at('2026-02-12'));
    const result = await app.services.reminders.run();
    // ama, esi ×2, yaw, abena have instalment 1 due 2026-02-15 and unpaid; kofi paid.
    expect(result).toMatchObject({ date: '2026-02-12', reminders: 5, sms: 2, inApp: 2, email: 1, queued: 5 });
    const ama = await messagesOf(people.ama.id);
    expect(ama).toHaveLength(1);
    expect(ama[0]).toMatchObject({ channel: 'sms', kind: 'reminder.before_3', status: 'queued', recipient: '+233244564567' });
    expect(ama[0].dedupe_key).toBe(`reminder:${loans.ama}:1:before_3:2026-02-12:notice`);
    expect(ama[0].body).toMatch(/^Ghana Homes Credit: GHS 953\.81 is due on 15 Feb 2026 on your loan ending [0-9A-F]{4}\. Pay with MoMo in the Ghana Homes Credit app: Payments > Pay now\.$/);
    expect(ama[0].body).not.toMatch(/LN-[0-9A-F]{8}/);
    expect(await messagesOf(people.kofi.id)).toEqual([]);
    // One SMS per customer per day: esi's second reminder of the day goes in-app.
    expect((await messagesOf(people.esi.id)).map((row) => row.channel).sort()).toEqual(['in_app', 'sms']);
    expect((await messagesOf(people.yaw.id)).map((row) => row.channel).sort()).toEqual(['email', 'in_app']);
    expect(await messagesOf(people.abena.id)).toEqual([]);
  });

  it('writes each reminder once per key: a second run the same day adds nothing', async () => {
    const before = await app.database.query('SELECT count(*)::int AS n FROM outbound_message');
    expect(await app.services.reminders.run()).toMatchObject({ reminders: 5, queued: 0 });
    expect(await app.database.query('SELECT count(*)::int AS n FROM outbound_message')).toEqual(before);
  });

  it('the morning of the due date, and 1, 7 and 30 days late while unpaid', async () => {
    const kinds = async (day: string) => {
      app.services.clock.set(at(day));
      await app.services.reminders.run();
      return (await messagesOf(people.ama.id)).filter((row) => row.dedupe_key.includes(`:${day}:`)).map((row) => row.kind);
    };
    expect(await kinds('2026-02-13')).toEqual([]);
    expect(await kinds('2026-02-15')).toEqual(['reminder.due_today']);
    expect(await kinds('2026-02-16')).toEqual(['reminder.late_1']);
    expect(await kinds('2026-02-20')).toEqual([]);
    expect(await kinds('2026-02-22')).toEqual(['reminder.late_7']);
    // 17 Mar: instalment 1 is 30 days late (2 Mar would be 15 Feb + 15); instalment 2 fell due on 15 Mar.
    // 17 Mar 2026 is 30 days after 15 Feb (instalment 2, due 15 Mar, is only 2 days late).
    expect(await kinds('2026-03-17')).toEqual(['reminder.late_30']);
    const late7 = (await messagesOf(people.ama.id)).find((row) => row.kind === 'reminder.late_7')!;
    expect(late7.body).toMatch(/was due on 15 Feb 2026 on your loan ending [0-9A-F]{4} and is 7 days late\./);
  });

  it('holds reminders written in quiet hours until 07:00 Accra; SMS are not delivered at night', async () => {
    app.services.clock.set(at('2026-03-12T21:30:00Z'));
    await app.services.reminders.run();
    const rows = (await messagesOf(people.ama.id)).filter((row) => row.dedupe_key.includes(':2026-03-12:'));
    expect(rows.map((row) => [row.kind, row.next_attempt_at.toISOString()])).toEqual([['reminder.before_3', '2026-03-13T07:00:00.000Z']]);
    await app.services.outbox.deliverDue();
    expect((await messagesOf(people.ama.id)).find((row) => row.dedupe_key.includes(':2026-03-12:'))).toMatchObject({ status: 'queued' });
    // Nothing by SMS at night, whatever was queued earlier.
    expect(await app.database.query("SELECT id FROM outbound_message WHERE channel = 'sms' AND sent_at >= '2026-03-12T20:00:00Z' AND sent_at < '2026-03-13T07:00:00Z'")).toEqual([]);
    app.services.clock.set(at('2026-03-13T07:00:00Z'));
    await app.services.outbox.deliverDue();
    expect((await messagesOf(people.ama.id)).find((row) => row.dedupe_key.includes(':2026-03-12:'))).toMatchObject({ status: 'sent' });
  });
});


/** An SMS gateway that records what it was asked to send, slowly (so concurrent deliverers overlap). */
function recordingProvider(sent: string[], fail?: () => Error, name: SmsProvider['name'] = 'simulated'): SmsProvider {
  return {
    name,
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw fail();
      sent.push(message.text);
      return { providerMessageId: `test-${sent.length}` };
    },
  };
}

function outboxWith(provider: SmsProvider | SmsProvider[], now: Date) {
  const clock = new Clock();
  clock.set(now);
  return new OutboxService(app.database.db, app.mailer, [provider].flat(), createLocalEventBus(), createLogger('silent'), clock);
}

describe('outbox delivery', () => {
  it('two concurrent deliverers send each message exactly once (claimed with SKIP LOCKED)', async () => {
    const now = at('2026-04-01T10:00:00Z');
    app.services.clock.set(now);
    await app.services.outbox.enqueue(
      app.database.db,
      Array.from({ length: 30 }, (_, index) => ({ channel: 'sms' as const, userId: people.ama.id, recipient: '+233244564567', kind: 'test', body: `concurrency ${index}`, dedupeKey: `test:concurrency:${index}` })),
    );
    // The same keys again (a retried business change): nothing new.
    expect(await app.services.outbox.enqueue(app.database.db, [{ channel: 'sms', recipient: '+233244564567', kind: 'test', body: 'again', dedupeKey: 'test:concurrency:0' }])).toEqual([]);
    const sent: string[] = [];
    const [first, second] = [outboxWith(recordingProvider(sent), now), outboxWith(recordingProvider(sent), now)];
    await Promise.all([first.deliverDue({ limit: 10 }), second.deliverDue({ limit: 10 }), first.deliverDue({ limit: 10 }), second.deliverDue({ limit: 10 })]);
    await first.deliverDue();
    const ours = sent.filter((text) => text.startsWith('concurrency '));
    expect(ours).toHaveLength(30);
    expect(new Set(ours).size).toBe(30);
    const rows = await app.database.query<{ status: string; attempts: number; n: number }>(
      "SELECT status, attempts, count(*)::int AS n FROM outbound_message WHERE dedupe_key LIKE 'test:concurrency:%' GROUP BY status, attempts",
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: 30 }]);
  });

  it('retries a failed send with backoff (1, 2, 4, 8 minutes), then gives up (dead); an invalid number is dead at once', async () => {
    let now = at('2026-04-02T10:00:00Z');
    const failing = (error: () => Error) => outboxWith(recordingProvider([], error), now);
    const [id] = await app.services.outbox.enqueue(app.database.db, [{ channel: 'sms', recipient: '+233244564567', kind: 'test', body: 'retry me', dedupeKey: 'test:retry', notBefore: now }]);
    const state = async () => (await app.database.query<{ status: string; attempts: number; next_attempt_at: Date; last_error: string }>('SELECT status, attempts, next_attempt_at, last_error FROM outbound_message WHERE id = $1', [id]))[0];
    const gaps: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await failing(() => new SmsProviderError('Arkesel could not be reached (TypeError)', false)).deliverDue({ id });
      const row = await state();
      expect(row).toMatchObject({ attempts: attempt, last_error: 'Arkesel could not be reached (TypeError)' });
      if (attempt < 5) {
        expect(row.status).toBe('failed');
        // Not due yet: nothing happens a second early.
        const early = new Date(row.next_attempt_at.getTime() - 1000);
        expect((await outboxWith(recordingProvider([]), early).deliverDue({ id })).claimed).toBe(0);
        gaps.push((row.next_attempt_at.getTime() - now.getTime()) / 60_000);
        now = row.next_attempt_at;
      } else expect(row.status).toBe('dead');
    }
    expect(gaps).toEqual([1, 2, 4, 8]);

    const [invalid] = await app.services.outbox.enqueue(app.database.db, [{ channel: 'sms', recipient: '+233244564567', kind: 'test', body: 'bad number', dedupeKey: 'test:invalid', notBefore: now }]);
    await failing(() => new SmsProviderError('Arkesel: invalid phone number', true)).deliverDue({ id: invalid });
    expect(await app.database.query('SELECT status, attempts FROM outbound_message WHERE id = $1', [invalid])).toEqual([{ status: 'dead', attempts: 1 }]);
  });

  it('fails over: what the primary gateway refuses goes once to the secondary at once, in GSM-7; a round of both failing waits 1 minute', async () => {
    const now = at('2026-04-03T10:00:00Z');
    const primary: string[] = [];
    const secondary: string[] = [];
    const refusing = recordingProvider(primary, () => new SmsProviderError('Arkesel did not send it: HTTP 503', false), 'arkesel');
    const [id] = await app.services.outbox.enqueue(app.database.db, [
      { channel: 'sms', recipient: '+233244564567', kind: 'test', body: 'Ghana Homes Credit: GH₵953.81 is due – pay in the app.', dedupeKey: 'test:failover', notBefore: now },
    ]);
    await outboxWith([refusing, recordingProvider(secondary, undefined, 'hubtel')], now).deliverNow(id);
    expect(primary).toEqual([]);
    expect(secondary).toEqual(['Ghana Homes Credit: GHS 953.81 is due - pay in the app.']);
    const [row] = await app.database.query<{ status: string; attempts: number; provider: string }>('SELECT status, attempts, provider FROM outbound_message WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'sent', attempts: 2, provider: 'hubtel' });
    // Delivered: another run sends nothing on either gateway.
    await outboxWith([refusing, recordingProvider(secondary, undefined, 'hubtel')], now).deliverDue();
    expect(secondary).toHaveLength(1);

    const [both] = await app.services.outbox.enqueue(app.database.db, [{ channel: 'sms', recipient: '+233244564567', kind: 'test', body: 'both down', dedupeKey: 'test:failover:both', notBefore: now }]);
    const down = () => new SmsProviderError('could not be reached (TimeoutError)', false);
    await outboxWith([recordingProvider([], down, 'arkesel'), recordingProvider([], down, 'hubtel')], now).deliverNow(both);
    const [waiting] = await app.database.query<{ status: string; attempts: number; provider: string; next_attempt_at: Date }>(
      'SELECT status, attempts, provider, next_attempt_at FROM outbound_message WHERE id = $1',
      [both],
    );
    expect(waiting).toMatchObject({ status: 'failed', attempts: 2, provider: 'hubtel' });
    expect(waiting.next_attempt_at.getTime() - now.getTime()).toBe(60_000);
  });

  it('password reset mail goes through the outbox, is delivered at once, and its link is kept from staff and wiped after delivery', async () => {
    app.services.clock.set(null);
    const response = await app.authPost('/request-password-reset', { email: people.ama.email, redirectTo: '/reset-password' });
    expect(response.status).toBe(200);
    expect(app.mailer.outbox?.findLast((message) => message.to === people.ama.email)?.text).toMatch(/reset-password\//);
    const [row] = await app.database.query<{ status: string; body: string; sensitive: boolean }>(
      "SELECT status, body, sensitive FROM outbound_message WHERE recipient = $1 AND channel = 'email' AND kind = 'account'",
      [people.ama.email],
    );
    expect(row).toEqual({ status: 'sent', sensitive: true, body: '[removed after delivery: it held a sign-in link]' });
  });

  it('staff with manageSystem list sent messages with masked recipients; customers cannot', async () => {
    const query = 'query M($channel: MessageChannel) { outboundMessages(first: 100, channel: $channel) { nodes { channel recipientMasked kind body status attempts createdAt } } }';
    const listed = await app.graphql<{ outboundMessages: { nodes: Array<{ recipientMasked: string; kind: string; body: string }> } }>(query, { channel: 'sms' }, admin.cookie);
    expect(listed.errors, JSON.stringify(listed.errors)).toBeUndefined();
    const masked = listed.data!.outboundMessages.nodes.filter((node) => node.kind === 'reminder.before_3').map((node) => node.recipientMasked);
    expect(masked).toContain('024 *** 4567');
    expect(masked.join(' ')).not.toMatch(/\+233|244564567/);
    const emails = await app.graphql<{ outboundMessages: { nodes: Array<{ recipientMasked: string; kind: string; body: string }> } }>(query, { channel: 'email' }, admin.cookie);
    const reset = emails.data!.outboundMessages.nodes.find((node) => node.kind === 'account');
    expect(reset).toMatchObject({ body: '[hidden: holds a sign-in link]' });
    expect(reset?.recipientMasked).toBe('c***@example.com');
    const refused = await app.graphql(query, {}, people.ama.cookie);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});

describe('preferences and marketing', () => {
  it('a customer reads and changes only their own preferences (defaults: SMS and in-app on, email and marketing off)', async () => {
    const fresh = await app.signUp();
    const read = 'query { myCommunicationPreferences { sms email inApp marketing updatedAt } }';
    expect((await app.graphql(read, {}, fresh.cookie)).data).toEqual({ myCommunicationPreferences: { sms: true, email: false, inApp: true, marketing: false, updatedAt: null } });
    await preferences(fresh, { marketing: true });
    expect((await app.graphql<{ myCommunicationPreferences: Record<string, unknown> }>(read, {}, fresh.cookie)).data!.myCommunicationPreferences).toMatchObject({ sms: true, marketing: true });
    expect((await app.graphql(read)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a marketing broadcast reaches only customers who opted in; a service broadcast reaches everyone', async () => {
    await preferences(people.ama, { marketing: true });
    const optedIn = await app.database.query<{ user_id: string }>('SELECT c.user_id FROM communication_preference c JOIN "user" u ON u.id = c.user_id WHERE c.marketing AND u.role = $1', ['user']);
    const send = 'mutation B($input: BroadcastInput!) { broadcastNotification(input: $input) { recipientCount marketing } }';
    const count = 'query C($marketing: Boolean) { broadcastRecipientCount(audience: all_customers, marketing: $marketing) }';
    expect((await app.graphql<{ broadcastRecipientCount: number }>(count, { marketing: true }, admin.cookie)).data?.broadcastRecipientCount).toBe(optedIn.length);
    const marketing = await app.graphql<{ broadcastNotification: { recipientCount: number; marketing: boolean } }>(
      send,
      { input: { audience: 'all_customers', title: 'New homes in Tema', body: 'See the new listings.', marketing: true } },
      admin.cookie,
    );
    expect(marketing.data?.broadcastNotification).toEqual({ recipientCount: optedIn.length, marketing: true });
    const reached = await app.database.query<{ user_id: string }>("SELECT user_id FROM notification WHERE title = 'New homes in Tema' ORDER BY user_id");
    expect(reached.map((row) => row.user_id).sort()).toEqual(optedIn.map((row) => row.user_id).sort());
    expect(reached.map((row) => row.user_id)).toContain(people.ama.id);
    expect(reached.map((row) => row.user_id)).not.toContain(people.kofi.id);
    const service = await app.graphql<{ broadcastNotification: { recipientCount: number } }>(
      send,
      { input: { audience: 'all_customers', title: 'Office closed on Friday', body: 'We reopen on Monday.' } },
      admin.cookie,
    );
    expect(service.data?.broadcastNotification.recipientCount).toBeGreaterThan(optedIn.length);
  });
});

describe('promise-to-pay reminders (collections)', () => {
  it('the morning a promise falls due and is still open, once, with what is left of it', async () => {
    const collector = await app.signInAs('recovery_and_collections');
    app.services.clock.set(at('2026-03-18'));
    const promise = await app.graphql(
      'mutation R($input: PromiseToPayInput!) { recordPromiseToPay(input: $input) { __typename } }',
      { input: { loanId: loans.kofi, amount: 50_000, promisedOn: '2026-03-20', note: 'Salary on the 20th' } },
      collector.cookie,
    );
    expect(promise.errors).toBeUndefined();
    const promiseKinds = async (day: string) => {
      app.services.clock.set(at(day));
      await app.services.reminders.run();
      return (await messagesOf(people.kofi.id)).filter((row) => row.kind === 'reminder.promise_due');
    };
    expect(await promiseKinds('2026-03-19')).toEqual([]);
    const due = await promiseKinds('2026-03-20');
    expect(due).toHaveLength(1);
    expect(due[0].body).toMatch(/^Ghana Homes Credit: you promised to pay GH₵500\.00 today, 20 Mar 2026, on your loan ending [0-9A-F]{4}\. Pay with MoMo/);
    // A second run the same day, and the next day, add nothing.
    expect(await promiseKinds('2026-03-20')).toHaveLength(1);
    expect(await promiseKinds('2026-03-21')).toHaveLength(1);
  });
});
