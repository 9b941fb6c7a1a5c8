import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, randomUUID } from 'node:crypto';
import { bnplLoan } from '../loans/loan.fixtures.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.js';
import type { EventName } from '../../events/bus.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { openTestSocket, waitFor, type TestSocket, type TestSubscription } from '../../test/ws-client.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';

let app: TestApp;
let finance: { cookie: string; id: string };
const sockets: TestSocket[] = [];

beforeAll(async () => {
  app = await startTestApp();
  finance = await app.signInAs('finance');
});
afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await app?.stop();
});

// How long to wait before concluding an event was NOT delivered (deliveries take a few ms).
const QUIET_MS = 300;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

function socketAs(cookie?: string, url = app.url): TestSocket {
  const socket = openTestSocket(url, { cookie, origin: app.origin });
  sockets.push(socket);
  return socket;
}

/** Subscribes and waits until the server listens for the event (graphql-ws does not acknowledge a subscribe). */
async function subscribed<T>(socket: TestSocket, event: EventName, query: string): Promise<TestSubscription<T>> {
  const before = app.services.events.listenerCount(event);
  const subscription = socket.subscribe<T>(query);
  await waitFor(() => app.services.events.listenerCount(event) > before, 3000, `a ${event} subscription`);
  return subscription;
}

const PAYMENT_CHANGED = 'subscription { paymentChanged { kind id userId payment { id amount customer { id } } } }';
const NOTIFICATION_ADDED = 'subscription { notificationAdded { kind id userId notification { id title body } } }';
const APPLICATION_CHANGED = 'subscription { applicationChanged { kind id userId application { id status landlordPhone applicant { id } } } }';
const TICKET_CHANGED = 'subscription { ticketChanged { kind id userId ticket { id subject } } }';
const DOCUMENT_CHANGED = 'subscription { documentChanged { kind id userId document { id status owner { id } } } }';

interface PaymentEvent {
  paymentChanged: { kind: string; id: string; userId: string; payment: { id: string; amount: number; customer: { id: string } } | null };
}
interface NotificationEvent {
  notificationAdded: { kind: string; id: string; userId: string; notification: { id: string; title: string; body: string } | null };
}
interface ApplicationEvent {
  applicationChanged: { kind: string; id: string; userId: string; application: { id: string; status: string; landlordPhone: string; applicant: { id: string } } | null };
}
interface TicketEvent {
  ticketChanged: { kind: string; id: string; userId: string; ticket: { id: string; subject: string } | null };
}
interface DocumentEvent {
  documentChanged: { kind: string; id: string; userId: string; document: { id: string; status: string; owner: { id: string } } | null };
}

const RECORD_PAYMENT = 'mutation ($input: RecordManualPaymentInput!) { recordManualPayment(input: $input) { id } }';

/** Each customer's running loan, made before any subscription so its approval events stay out of the way. */
const loans = new Map<string, string>();
async function loanFor(customer: { id: string; cookie: string }): Promise<void> {
  const analyst = await app.signInAs('credit_analyst');
  loans.set(customer.id, await bnplLoan(app, customer, analyst.cookie));
}

async function recordPayment(customerId: string, amount: number, graphql = app.graphql) {
  const reference = `MOMO-${randomBytes(5).toString('hex')}`;
  const loanId = loans.get(customerId);
  if (!loanId) throw new Error('call loanFor(customer) before recording a payment');
  return graphql<{ recordManualPayment: { id: string } }>(
    RECORD_PAYMENT,
    { input: { loanId, amount, method: 'mtn_momo', reference } },
    finance.cookie,
  );
}

async function paymentId(customerId: string, amount: number, graphql = app.graphql): Promise<string> {
  const result = await recordPayment(customerId, amount, graphql);
  expect(result.errors).toBeUndefined();
  return result.data!.recordManualPayment.id;
}

async function createTicket(cookie: string, subject: string): Promise<string> {
  const result = await app.graphql<{ createTicket: { id: string } }>(
    'mutation ($input: CreateTicketInput!) { createTicket(input: $input) { id } }',
    { input: { subject, category: 'payment', body: 'My payment does not show yet.' } },
    cookie,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createTicket.id;
}

describe('delivery to the owner', () => {
  it('sends a customer the change of their own application, with the record as they may read it', async () => {
    const customer = await app.signUp();
    const socket = socketAs(customer.cookie);
    const subscription = await subscribed<ApplicationEvent>(socket, 'application.changed', APPLICATION_CHANGED);

    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    expect(submitted.errors).toBeUndefined();
    const id = submitted.data!.submitApplication.id;

    const result = await subscription.next();
    expect(result.errors).toBeUndefined();
    expect(result.data?.applicationChanged).toEqual({
      kind: 'application.changed',
      id,
      userId: customer.id,
      application: { id, status: 'pending', landlordPhone: '+233244000111', applicant: { id: customer.id } },
    });
  });

  it('sends a customer their payment and the notification it created', async () => {
    const customer = await app.signUp();
    await loanFor(customer);
    const socket = socketAs(customer.cookie);
    const payments = await subscribed<PaymentEvent>(socket, 'payment.changed', PAYMENT_CHANGED);
    const notifications = await subscribed<NotificationEvent>(socket, 'notification.added', NOTIFICATION_ADDED);

    const id = await paymentId(customer.id, 25_000);

    expect((await payments.next()).data?.paymentChanged).toEqual({
      kind: 'payment.changed',
      id,
      userId: customer.id,
      payment: { id, amount: 25_000, customer: { id: customer.id } },
    });
    const notification = (await notifications.next()).data?.notificationAdded;
    expect(notification).toMatchObject({ kind: 'notification.added', userId: customer.id, notification: { title: 'Payment received' } });
    expect(notification?.notification?.body).toContain('GH₵250.00');
  });
});

describe('filtering', () => {
  it('never sends a customer another customer’s payment or notification', async () => {
    const ama = await app.signUp();
    const kofi = await app.signUp();
    await loanFor(ama);
    await loanFor(kofi);
    const amaSocket = socketAs(ama.cookie);
    const amaPayments = await subscribed<PaymentEvent>(amaSocket, 'payment.changed', PAYMENT_CHANGED);
    const amaNotifications = await subscribed<NotificationEvent>(amaSocket, 'notification.added', NOTIFICATION_ADDED);

    const kofisPayment = await paymentId(kofi.id, 10_000);
    const amasPayment = await paymentId(ama.id, 20_000);

    // Events reach a subscriber in publish order, so Kofi's would have arrived before Ama's.
    expect((await amaPayments.next()).data?.paymentChanged.id).toBe(amasPayment);
    expect((await amaNotifications.next()).data?.notificationAdded.notification?.body).toContain('GH₵200.00');
    await quiet();
    expect(amaPayments.results.map((result) => result.data?.paymentChanged.id)).toEqual([amasPayment]);
    expect(amaPayments.results.map((result) => result.data?.paymentChanged.id)).not.toContain(kofisPayment);
    expect(amaNotifications.results).toHaveLength(1);
  });

  it('keeps notifications to their owner, even from an admin', async () => {
    const customer = await app.signUp();
    await loanFor(customer);
    const admin = await app.signInAs('admin');
    const ownerSubscription = await subscribed<NotificationEvent>(socketAs(customer.cookie), 'notification.added', NOTIFICATION_ADDED);
    const adminSubscription = await subscribed<NotificationEvent>(socketAs(admin.cookie), 'notification.added', NOTIFICATION_ADDED);

    await paymentId(customer.id, 5_000);
    await ownerSubscription.next();
    await quiet();
    expect(adminSubscription.results).toEqual([]);
  });

  it('sends staff the kinds of events their permission flags let them read', async () => {
    const customer = await app.signUp();
    await loanFor(customer);
    const sales = await app.signInAs('sales_executive'); // viewAllApplications, not viewAllPayments
    const salesSocket = socketAs(sales.cookie);
    const financeSocket = socketAs(finance.cookie);
    const salesPayments = await subscribed<PaymentEvent>(salesSocket, 'payment.changed', PAYMENT_CHANGED);
    const salesApplications = await subscribed<ApplicationEvent>(salesSocket, 'application.changed', APPLICATION_CHANGED);
    const financePayments = await subscribed<PaymentEvent>(financeSocket, 'payment.changed', PAYMENT_CHANGED);

    const id = await paymentId(customer.id, 7_500);
    expect((await financePayments.next()).data?.paymentChanged).toMatchObject({ id, userId: customer.id, payment: { amount: 7_500, customer: { id: customer.id } } });

    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
    const applicationEvent = (await salesApplications.next()).data?.applicationChanged;
    expect(applicationEvent).toMatchObject({ id: submitted.data!.submitApplication.id, userId: customer.id, application: { status: 'pending', applicant: { id: customer.id } } });

    await quiet();
    expect(salesPayments.results).toEqual([]);
  });

  it('sends tickets to manageSystem staff, and to anyone else only for their own tickets', async () => {
    const customer = await app.signUp();
    const admin = await app.signInAs('admin');
    const analyst = await app.signInAs('credit_analyst'); // no manageSystem
    const adminTickets = await subscribed<TicketEvent>(socketAs(admin.cookie), 'ticket.changed', TICKET_CHANGED);
    const analystTickets = await subscribed<TicketEvent>(socketAs(analyst.cookie), 'ticket.changed', TICKET_CHANGED);

    const customersTicket = await createTicket(customer.cookie, 'Payment missing');
    const analystsTicket = await createTicket(analyst.cookie, 'Cannot open the dashboard');

    expect((await adminTickets.next()).data?.ticketChanged).toMatchObject({ id: customersTicket, userId: customer.id, ticket: { subject: 'Payment missing' } });
    expect((await analystTickets.next()).data?.ticketChanged).toMatchObject({ id: analystsTicket, ticket: { subject: 'Cannot open the dashboard' } });
    await quiet();
    expect(analystTickets.results).toHaveLength(1);
  });

  it('sends documents to viewAllDocuments staff, and a deleted document as null', async () => {
    const customer = await app.signUp();
    const verifier = await app.signInAs('inspection_and_verification');
    const financeSocket = socketAs(finance.cookie); // finance cannot read documents
    const verifierDocuments = await subscribed<DocumentEvent>(socketAs(verifier.cookie), 'document.changed', DOCUMENT_CHANGED);
    const ownerDocuments = await subscribed<DocumentEvent>(socketAs(customer.cookie), 'document.changed', DOCUMENT_CHANGED);
    const financeDocuments = await subscribed<DocumentEvent>(financeSocket, 'document.changed', DOCUMENT_CHANGED);

    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-ghana-card.png'))]), 'ghana-card.png');
    const upload = await fetch(`${app.url}/api/files`, { method: 'POST', headers: { cookie: customer.cookie, origin: app.origin }, body: form });
    expect(upload.status).toBe(201);
    const { upload: uploaded } = (await upload.json()) as { upload: { id: string } };
    const created = await app.graphql<{ createDocument: { id: string } }>(
      'mutation ($input: CreateDocumentInput!) { createDocument(input: $input) { id } }',
      { input: { uploadId: uploaded.id, type: 'ghana_card' } },
      customer.cookie,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createDocument.id;

    const expected = { kind: 'document.changed', id, userId: customer.id, document: { id, status: 'pending', owner: { id: customer.id } } };
    expect((await verifierDocuments.next()).data?.documentChanged).toEqual(expected);
    expect((await ownerDocuments.next()).data?.documentChanged).toEqual(expected);

    expect((await app.graphql('mutation ($id: ID!) { deleteDocument(id: $id) }', { id }, customer.cookie)).errors).toBeUndefined();
    expect((await ownerDocuments.next()).data?.documentChanged).toEqual({ kind: 'document.changed', id, userId: customer.id, document: null });
    expect((await verifierDocuments.next()).data?.documentChanged.document).toBeNull();
    await quiet();
    expect(financeDocuments.results).toEqual([]);
  });

  it('refuses a subscription without a session with UNAUTHENTICATED', async () => {
    const subscription = socketAs(undefined).subscribe(PAYMENT_CHANGED);
    await subscription.ended;
    expect(subscription.results).toHaveLength(1);
    expect(subscription.results[0].errors?.[0]).toMatchObject({
      message: 'You need to log in to access this feature.',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(subscription.results[0].data ?? null).toBeNull();
  });
});

describe('publishing only after commit', () => {
  it('sends nothing for a change whose transaction fails at commit, then the next change normally', async () => {
    const customer = await app.signUp();
    await loanFor(customer);
    const socket = socketAs(customer.cookie);
    const payments = await subscribed<PaymentEvent>(socket, 'payment.changed', PAYMENT_CHANGED);
    const notifications = await subscribed<NotificationEvent>(socket, 'notification.added', NOTIFICATION_ADDED);
    // A deferred check runs at COMMIT, after the service has queued its event and its notification's event.
    await app.database.query(`
      CREATE FUNCTION refuse_amount_13() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.amount = 13 THEN RAISE EXCEPTION 'refused at commit'; END IF; RETURN NEW; END $$`);
    await app.database.query(`
      CREATE CONSTRAINT TRIGGER refuse_amount_13 AFTER INSERT ON payment DEFERRABLE INITIALLY DEFERRED
      FOR EACH ROW EXECUTE FUNCTION refuse_amount_13()`);
    try {
      const failed = await recordPayment(customer.id, 13);
      expect(failed.errors?.[0].extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    } finally {
      await app.database.query('DROP TRIGGER refuse_amount_13 ON payment');
      await app.database.query('DROP FUNCTION refuse_amount_13()');
    }
    expect(await app.database.query('SELECT id FROM payment WHERE user_id = $1', [customer.id])).toEqual([]);
    expect(await app.database.query("SELECT id FROM notification WHERE user_id = $1 AND title = 'Payment received'", [customer.id])).toEqual([]);

    const id = await paymentId(customer.id, 1_300);
    expect((await payments.next()).data?.paymentChanged.id).toBe(id);
    expect((await notifications.next()).data?.notificationAdded.notification?.body).toContain('GH₵13.00');
    await quiet();
    expect(payments.results).toHaveLength(1);
    expect(notifications.results).toHaveLength(1);
  });
});

describe('two instances on one database', () => {
  it('delivers a change made on instance B to a subscriber on instance A exactly once, within 1 s', async () => {
    const instanceB = await app.startAnotherInstance();
    try {
      const customer = await app.signUp();
      await loanFor(customer);
      const subscription = await subscribed<PaymentEvent>(socketAs(customer.cookie, app.url), 'payment.changed', PAYMENT_CHANGED);
      const latencies: number[] = [];
      const ids: string[] = [];
      for (let round = 0; round < 20; round += 1) {
        const startedAt = performance.now();
        const id = await paymentId(customer.id, 100 + round, instanceB.graphql);
        const result = await subscription.next(1000);
        latencies.push(performance.now() - startedAt);
        ids.push(id);
        expect(result.data?.paymentChanged).toMatchObject({ id, userId: customer.id, payment: { id, amount: 100 + round } });
      }
      await quiet();
      expect(subscription.results.map((result) => result.data?.paymentChanged.id)).toEqual(ids);

      const sorted = [...latencies].sort((a, b) => a - b);
      const at = (fraction: number) => sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))].toFixed(1);
      console.log(
        `[realtime] ${app.database.kind}: mutation sent on instance B -> event received on instance A, ${sorted.length} rounds: ` +
          `min ${at(0)} ms, median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
      );
      expect(sorted[sorted.length - 1]).toBeLessThan(1000);
    } finally {
      await instanceB.stop();
    }
  });

  it('closes the sockets of an instance that shuts down with 1001 so clients reconnect elsewhere', async () => {
    const instanceB = await app.startAnotherInstance();
    const socket = openTestSocket(instanceB.url, { cookie: finance.cookie, origin: app.origin });
    await socket.connected;
    await instanceB.stop();
    expect((await socket.closed).code).toBe(1001);
  });
});

describe('one load per event, whatever the number of subscribers', () => {
  /** Subscribes `count` times (up to 25 per socket, as graphql-ws allows) for one user. */
  async function subscribeMany<T>(cookie: string, event: EventName, query: string, count: number): Promise<Array<TestSubscription<T>>> {
    const subscriptions: Array<TestSubscription<T>> = [];
    let socket = socketAs(cookie);
    for (let index = 0; index < count; index += 1) {
      if (index > 0 && index % 20 === 0) socket = socketAs(cookie);
      subscriptions.push(await subscribed<T>(socket, event, query));
    }
    return subscriptions;
  }

  /** Publishes the event as a service would after commit; the statements it cost once every receiver has it. */
  async function publishAndCount(event: EventName, payload: { id: string; userId: string }, receivers: Array<TestSubscription<unknown>>): Promise<number> {
    const before = receivers.map((subscription) => subscription.results.length);
    app.statements.reset();
    await app.services.events.publish(event, payload);
    await waitFor(() => receivers.every((subscription, index) => subscription.results.length > before[index]), 5000, 'every receiver');
    return app.statements.count;
  }

  it('reads a changed application once for 1 or 40 staff subscribers, and still keeps it to its owner and staff', async () => {
    const owner = await app.signUp();
    const other = await app.signUp();
    const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, owner.cookie);
    expect(submitted.errors).toBeUndefined();
    const id = submitted.data!.submitApplication.id;
    const sales = await app.signInAs('sales_executive');
    const [ownerSubscription] = await subscribeMany<ApplicationEvent>(owner.cookie, 'application.changed', APPLICATION_CHANGED, 1);
    const [otherSubscription] = await subscribeMany<ApplicationEvent>(other.cookie, 'application.changed', APPLICATION_CHANGED, 1);
    const staff = await subscribeMany<ApplicationEvent>(sales.cookie, 'application.changed', APPLICATION_CHANGED, 1);

    const payload = { id, userId: owner.id };
    const few = await publishAndCount('application.changed', payload, [ownerSubscription, ...staff]);
    staff.push(...(await subscribeMany<ApplicationEvent>(sales.cookie, 'application.changed', APPLICATION_CHANGED, 39)));
    const many = await publishAndCount('application.changed', { ...payload }, [ownerSubscription, ...staff]);
    expect(many).toBe(few);
    // The record read, and the NOTIFY to the other instances.
    expect(few).toBeLessThanOrEqual(3);

    const expected = { kind: 'application.changed', id, userId: owner.id, application: { id, status: 'pending', landlordPhone: '+233244000111', applicant: { id: owner.id } } };
    expect(ownerSubscription.results.map((result) => result.data?.applicationChanged)).toEqual([expected, expected]);
    for (const subscription of staff) expect(subscription.results.at(-1)?.data?.applicationChanged).toEqual(expected);
    await quiet();
    expect(otherSubscription.results).toEqual([]);

    // An event naming another customer as the owner reaches them, but the shared record is still checked per
    // subscriber: they get null, staff get the record.
    const forged = await publishAndCount('application.changed', { id, userId: other.id }, [otherSubscription, staff[0]]);
    expect(forged).toBe(few);
    expect(otherSubscription.results[0].data?.applicationChanged).toEqual({ kind: 'application.changed', id, userId: other.id, application: null });
    expect(staff[0].results.at(-1)?.data?.applicationChanged.application).toEqual(expected.application);
  });

  it('reads no record at all for subscriptions that do not select it', async () => {
    // Earlier tests' subscriptions select records: close them so only these subscribers listen.
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
    await waitFor(() => app.services.events.listenerCount('application.changed') === 0, 3000, 'earlier subscriptions to end');
    const owner = await app.signUp();
    const sales = await app.signInAs('sales_executive');
    const payload = { id: randomUUID(), userId: owner.id };
    app.statements.reset();
    await app.services.events.publish('application.changed', payload);
    const nobody = app.statements.count; // the NOTIFY to other instances

    type Event = { applicationChanged: { kind: string; id: string } };
    const query = 'subscription { applicationChanged { kind id } }';
    const subscriptions = [
      ...(await subscribeMany<Event>(sales.cookie, 'application.changed', query, 10)),
      ...(await subscribeMany<Event>(owner.cookie, 'application.changed', query, 2)),
    ];
    expect(await publishAndCount('application.changed', payload, subscriptions)).toBe(nobody);
    for (const subscription of subscriptions) expect(subscription.results[0].data?.applicationChanged).toEqual({ kind: 'application.changed', id: payload.id });
  });

  it('reads a changed ticket once for staff and once for its owner: staff see internal notes, the owner does not', async () => {
    const customer = await app.signUp();
    const admin = await app.signInAs('admin');
    const analyst = await app.signInAs('credit_analyst'); // no manageSystem
    const id = await createTicket(customer.cookie, 'Receipt missing');
    const note = await app.graphql(
      'mutation ($id: ID!, $body: String!) { staffReplyToTicket(id: $id, body: $body, internal: true) { id } }',
      { id, body: 'Checking with finance first.' },
      admin.cookie,
    );
    expect(note.errors).toBeUndefined();
    await quiet();

    const query = 'subscription { ticketChanged { id ticket { id messages { body internal } } } }';
    type Event = { ticketChanged: { id: string; ticket: { id: string; messages: Array<{ body: string; internal: boolean }> } | null } };
    const owners = await subscribeMany<Event>(customer.cookie, 'ticket.changed', query, 2);
    const [analystSubscription] = await subscribeMany<Event>(analyst.cookie, 'ticket.changed', query, 1);
    const admins = await subscribeMany<Event>(admin.cookie, 'ticket.changed', query, 1);

    const few = await publishAndCount('ticket.changed', { id, userId: customer.id }, [...owners, ...admins]);
    admins.push(...(await subscribeMany<Event>(admin.cookie, 'ticket.changed', query, 29)));
    const many = await publishAndCount('ticket.changed', { id, userId: customer.id }, [...owners, ...admins]);
    expect(many).toBe(few);

    for (const subscription of owners) {
      const messages = subscription.results.at(-1)?.data?.ticketChanged.ticket?.messages;
      expect(messages?.map((message) => message.body)).toEqual(['My payment does not show yet.']);
    }
    for (const subscription of admins) {
      const messages = subscription.results.at(-1)?.data?.ticketChanged.ticket?.messages;
      expect(messages?.map((message) => message.internal)).toEqual([false, true]);
    }
    await quiet();
    expect(analystSubscription.results).toEqual([]);
  });
});
