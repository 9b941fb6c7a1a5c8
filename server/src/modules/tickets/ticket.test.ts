import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.js';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';

let app: TestApp;
let customer: { cookie: string; id: string; email: string };
let otherCustomer: { cookie: string; id: string; email: string };
let admin: { cookie: string; id: string; email: string };
let creditAnalyst: { cookie: string; id: string; email: string };

beforeAll(async () => {
  app = await startTestApp();
  customer = await app.signUp({ firstName: 'Adwoa', lastName: 'Sarpong' });
  otherCustomer = await app.signUp({ firstName: 'Yaw', lastName: 'Boakye' });
  admin = await app.signInAs('admin');
  creditAnalyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

const TICKET_FIELDS = `id subject category priority status lastMessageAt
  customer { id email firstName }
  assignee { id firstName }
  messages { id body authorRole fromStaff internal author { id firstName } createdAt }`;

const CREATE = `mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ${TICKET_FIELDS} } }`;
const GET = `query ($id: ID!) { ticket(id: $id) { ${TICKET_FIELDS} } }`;
const MY_TICKETS = `query ($first: Int, $after: String, $status: TicketStatus) {
  myTickets(first: $first, after: $after, status: $status) { nodes { ${TICKET_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const REPLY = `mutation ($id: ID!, $body: String!) { replyToTicket(id: $id, body: $body) { ${TICKET_FIELDS} } }`;
const CLOSE = `mutation ($id: ID!) { closeTicket(id: $id) { id status } }`;
const QUEUE = `query ($first: Int, $after: String, $status: TicketStatus, $assigneeId: ID, $priority: TicketPriority) {
  ticketQueue(first: $first, after: $after, status: $status, assigneeId: $assigneeId, priority: $priority) {
    nodes { ${TICKET_FIELDS} } pageInfo { hasNextPage endCursor } } }`;
const ASSIGN = `mutation ($id: ID!, $assigneeId: ID) { assignTicket(id: $id, assigneeId: $assigneeId) { id assignee { id firstName } } }`;
const STAFF_REPLY = `mutation ($id: ID!, $body: String!, $internal: Boolean) {
  staffReplyToTicket(id: $id, body: $body, internal: $internal) { ${TICKET_FIELDS} } }`;
const SET_STATUS = `mutation ($id: ID!, $status: TicketStatus!) { setTicketStatus(id: $id, status: $status) { id status } }`;
const SET_PRIORITY = `mutation ($id: ID!, $priority: TicketPriority!) { setTicketPriority(id: $id, priority: $priority) { id priority } }`;
const CONTACT = `mutation ($input: ContactMessageInput!) { submitContactMessage(input: $input) { reference receivedAt } }`;
const CONTACT_MESSAGES = `query ($first: Int, $after: String) {
  contactMessages(first: $first, after: $after) { nodes { id name email phone subject message ticketId createdAt } pageInfo { hasNextPage endCursor } } }`;
const NOTIFICATIONS = `{ myNotifications(first: 50) { nodes { kind title body target { kind id } } } }`;

interface MessageData {
  id: string;
  body: string;
  authorRole: string;
  fromStaff: boolean;
  internal: boolean;
  author: { id: string; firstName: string } | null;
}
interface TicketData {
  id: string;
  subject: string;
  category: string;
  priority: string;
  status: string;
  lastMessageAt: string;
  customer: { id: string; email: string; firstName: string };
  assignee: { id: string; firstName: string } | null;
  messages: MessageData[];
}
interface PageData<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

const errorOf = (result: GraphQLResult) => result.errors?.[0];
const codeOf = (result: GraphQLResult) => errorOf(result)?.extensions?.code;

async function openTicket(cookie: string, input: Partial<{ subject: string; category: string; body: string }> = {}): Promise<TicketData> {
  const result = await app.graphql<{ createTicket: TicketData }>(
    CREATE,
    { input: { subject: 'MoMo payment not reflecting', category: 'payment', body: 'I paid GH₵750.00 by MTN MoMo yesterday.', ...input } },
    cookie,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createTicket;
}

async function auditActions(ticketId: string): Promise<Array<{ action: string; actor_id: string; before: unknown; after: unknown }>> {
  return app.database.query(
    `SELECT action, actor_id, before, after FROM audit_event WHERE entity = 'ticket' AND entity_id = $1 ORDER BY at, id`,
    [ticketId],
  );
}

describe('customer tickets', () => {
  it('opens a ticket with its first message and lists it among the caller’s tickets', async () => {
    const ticket = await openTicket(customer.cookie, { subject: '  Rent advance question ', category: 'application' });
    expect(ticket).toMatchObject({
      subject: 'Rent advance question',
      category: 'application',
      priority: 'normal',
      status: 'open',
      assignee: null,
      customer: { id: customer.id, email: customer.email, firstName: 'Adwoa' },
    });
    expect(ticket.messages).toHaveLength(1);
    expect(ticket.messages[0]).toMatchObject({ authorRole: 'user', fromStaff: false, internal: false, author: { id: customer.id } });

    const mine = await app.graphql<{ myTickets: PageData<TicketData> }>(MY_TICKETS, {}, customer.cookie);
    expect(mine.data?.myTickets.nodes.map((node) => node.id)).toContain(ticket.id);
    const filtered = await app.graphql<{ myTickets: PageData<TicketData> }>(MY_TICKETS, { status: 'closed' }, customer.cookie);
    expect(filtered.data?.myTickets.nodes.map((node) => node.id)).not.toContain(ticket.id);
  });

  it('answers NOT_FOUND for another customer’s ticket, for reading, replying and closing alike', async () => {
    const ticket = await openTicket(customer.cookie);
    for (const [query, variables] of [
      [GET, { id: ticket.id }],
      [REPLY, { id: ticket.id, body: 'Let me in' }],
      [CLOSE, { id: ticket.id }],
    ] as const) {
      const result = await app.graphql(query, variables, otherCustomer.cookie);
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(errorOf(result)?.message).toBe('Ticket was not found.');
    }
    const theirs = await app.graphql<{ myTickets: PageData<TicketData> }>(MY_TICKETS, {}, otherCustomer.cookie);
    expect(theirs.data?.myTickets.nodes.map((node) => node.id)).not.toContain(ticket.id);
    // The ticket is untouched.
    const own = await app.graphql<{ ticket: TicketData }>(GET, { id: ticket.id }, customer.cookie);
    expect(own.data?.ticket).toMatchObject({ status: 'open' });
    expect(own.data?.ticket.messages).toHaveLength(1);
  });

  it('answers NOT_FOUND (not a server error) for an id that is not a ticket id', async () => {
    expect(codeOf(await app.graphql(GET, { id: 'not-a-uuid' }, customer.cookie))).toBe('NOT_FOUND');
    expect(codeOf(await app.graphql(GET, { id: '00000000-0000-4000-8000-000000000000' }, customer.cookie))).toBe('NOT_FOUND');
  });

  it('refuses bad input with BAD_USER_INPUT naming the field and writes nothing', async () => {
    const before = await app.graphql<{ myTickets: PageData<TicketData> }>(MY_TICKETS, { first: 100 }, otherCustomer.cookie);
    const short = await app.graphql(CREATE, { input: { subject: 'Hi', category: 'other', body: 'Hello' } }, otherCustomer.cookie);
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(errorOf(short)?.extensions?.field).toBe('subject');
    const blank = await app.graphql(CREATE, { input: { subject: 'Blank message', category: 'other', body: '    ' } }, otherCustomer.cookie);
    expect(codeOf(blank)).toBe('BAD_USER_INPUT');
    expect(errorOf(blank)?.extensions?.field).toBe('body');
    const tooLong = await app.graphql(CREATE, { input: { subject: 'Long one', category: 'other', body: 'x'.repeat(5001) } }, otherCustomer.cookie);
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
    const badCategory = await app.graphql(CREATE, { input: { subject: 'Category', category: 'loans', body: 'Hello' } }, otherCustomer.cookie);
    expect(badCategory.errors?.length).toBeGreaterThan(0);
    const after = await app.graphql<{ myTickets: PageData<TicketData> }>(MY_TICKETS, { first: 100 }, otherCustomer.cookie);
    expect(after.data?.myTickets.nodes).toHaveLength(before.data!.myTickets.nodes.length);
  });

  it('reopens a resolved ticket when the customer replies, and refuses replies once closed', async () => {
    const ticket = await openTicket(customer.cookie);
    await app.graphql(SET_STATUS, { id: ticket.id, status: 'resolved' }, admin.cookie);
    const reply = await app.graphql<{ replyToTicket: TicketData }>(REPLY, { id: ticket.id, body: 'It is still not showing.' }, customer.cookie);
    expect(reply.errors).toBeUndefined();
    expect(reply.data?.replyToTicket.status).toBe('open');
    expect(reply.data?.replyToTicket.messages.map((message) => message.body)).toEqual([
      'I paid GH₵750.00 by MTN MoMo yesterday.',
      'It is still not showing.',
    ]);
    expect(new Date(reply.data!.replyToTicket.lastMessageAt).getTime()).toBeGreaterThanOrEqual(new Date(ticket.lastMessageAt).getTime());

    const closed = await app.graphql<{ closeTicket: { status: string } }>(CLOSE, { id: ticket.id }, customer.cookie);
    expect(closed.data?.closeTicket.status).toBe('closed');
    const late = await app.graphql(REPLY, { id: ticket.id, body: 'One more thing' }, customer.cookie);
    expect(codeOf(late)).toBe('CONFLICT');
    const thread = await app.graphql<{ ticket: TicketData }>(GET, { id: ticket.id }, customer.cookie);
    expect(thread.data?.ticket.messages).toHaveLength(2);
  });

  it('asks an anonymous visitor to sign in', async () => {
    expect(codeOf(await app.graphql(MY_TICKETS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.graphql(CREATE, { input: { subject: 'Anonymous', category: 'other', body: 'Hello' } }))).toBe('UNAUTHENTICATED');
  });
});

describe('staff ticket handling', () => {
  it('assigns to staff only, replies with a notification, keeps internal notes from the customer, and audits each step', async () => {
    const ticket = await openTicket(customer.cookie, { subject: 'Sofa delivery date', category: 'shop' });
    const events: Array<{ id: string; userId: string }> = [];
    const unsubscribe = app.services.events.subscribe('ticket.changed', (payload) => events.push(payload));
    try {
      const assigned = await app.graphql<{ assignTicket: { assignee: { id: string } } }>(
        ASSIGN,
        { id: ticket.id, assigneeId: creditAnalyst.id },
        admin.cookie,
      );
      expect(assigned.errors).toBeUndefined();
      expect(assigned.data?.assignTicket.assignee.id).toBe(creditAnalyst.id);

      const toCustomer = await app.graphql(ASSIGN, { id: ticket.id, assigneeId: otherCustomer.id }, admin.cookie);
      expect(codeOf(toCustomer)).toBe('BAD_USER_INPUT');
      expect(errorOf(toCustomer)?.extensions?.field).toBe('assigneeId');
      const toNobody = await app.graphql(ASSIGN, { id: ticket.id, assigneeId: 'no-such-user' }, admin.cookie);
      expect(codeOf(toNobody)).toBe('BAD_USER_INPUT');

      const note = await app.graphql<{ staffReplyToTicket: TicketData }>(
        STAFF_REPLY,
        { id: ticket.id, body: 'Warehouse says Thursday; confirm before telling her.', internal: true },
        admin.cookie,
      );
      expect(note.errors).toBeUndefined();
      expect(note.data?.staffReplyToTicket.status).toBe('open');
      const notesSeen = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string }> } }>(NOTIFICATIONS, {}, customer.cookie);
      expect(notesSeen.data?.myNotifications.nodes.filter((node) => node.kind === 'ticket_reply')).toHaveLength(0);

      const reply = await app.graphql<{ staffReplyToTicket: TicketData }>(
        STAFF_REPLY,
        { id: ticket.id, body: 'Your sofa arrives on Thursday between 9am and 1pm.' },
        admin.cookie,
      );
      expect(reply.errors).toBeUndefined();
      expect(reply.data?.staffReplyToTicket.status).toBe('in_progress');
      expect(reply.data?.staffReplyToTicket.messages.map((message) => [message.internal, message.fromStaff])).toEqual([
        [false, false],
        [true, true],
        [false, true],
      ]);

      const notified = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string; title: string; body: string; target: { kind: string; id: string | null } }> } }>(
        NOTIFICATIONS,
        {},
        customer.cookie,
      );
      expect(notified.data?.myNotifications.nodes.filter((node) => node.kind === 'ticket_reply')).toEqual([
        {
          kind: 'ticket_reply',
          title: 'New reply to your support ticket',
          body: 'Our support team replied to “Sofa delivery date”.',
          target: { kind: 'TICKET', id: ticket.id },
        },
      ]);

      const customerView = await app.graphql<{ ticket: TicketData }>(GET, { id: ticket.id }, customer.cookie);
      expect(customerView.data?.ticket.messages.map((message) => message.body)).toEqual([
        'I paid GH₵750.00 by MTN MoMo yesterday.',
        'Your sofa arrives on Thursday between 9am and 1pm.',
      ]);
      expect(customerView.data?.ticket.assignee).toEqual({ id: creditAnalyst.id, firstName: 'Esi' });
      const customerList = await app.graphql<{ myTickets: PageData<TicketData> }>(MY_TICKETS, { first: 100 }, customer.cookie);
      const listed = customerList.data?.myTickets.nodes.find((node) => node.id === ticket.id);
      expect(listed?.messages.some((message) => message.internal)).toBe(false);
      expect(JSON.stringify(customerList.data)).not.toContain('Warehouse says Thursday');

      const staffView = await app.graphql<{ ticket: TicketData }>(GET, { id: ticket.id }, admin.cookie);
      expect(staffView.data?.ticket.messages).toHaveLength(3);

      const priority = await app.graphql<{ setTicketPriority: { priority: string } }>(SET_PRIORITY, { id: ticket.id, priority: 'urgent' }, admin.cookie);
      expect(priority.data?.setTicketPriority.priority).toBe('urgent');
      const status = await app.graphql<{ setTicketStatus: { status: string } }>(SET_STATUS, { id: ticket.id, status: 'resolved' }, admin.cookie);
      expect(status.data?.setTicketStatus.status).toBe('resolved');

      const audit = await auditActions(ticket.id);
      expect(audit.map((row) => row.action)).toEqual([
        'ticket.assign',
        'ticket.internal_note',
        'ticket.staff_reply',
        'ticket.priority',
        'ticket.status',
      ]);
      expect(audit.every((row) => row.actor_id === admin.id)).toBe(true);
      expect(audit[0]).toMatchObject({ before: { assigneeId: null }, after: { assigneeId: creditAnalyst.id } });
      expect(audit[4]).toMatchObject({ before: { status: 'in_progress' }, after: { status: 'resolved' } });
      // Refused assignments left no trail; every change was announced after it committed.
      expect(events.filter((event) => event.id === ticket.id)).toHaveLength(5);
      expect(events.every((event) => event.userId === customer.id)).toBe(true);
    } finally {
      unsubscribe();
    }
  });

  it('filters the queue by status, priority and assignee and pages through it without overlap', async () => {
    const first = await openTicket(otherCustomer.cookie, { subject: 'Queue filter one' });
    const second = await openTicket(otherCustomer.cookie, { subject: 'Queue filter two' });
    await app.graphql(SET_PRIORITY, { id: first.id, priority: 'high' }, admin.cookie);
    await app.graphql(ASSIGN, { id: second.id, assigneeId: admin.id }, admin.cookie);

    const high = await app.graphql<{ ticketQueue: PageData<TicketData> }>(QUEUE, { priority: 'high', first: 100 }, admin.cookie);
    expect(high.data?.ticketQueue.nodes.map((node) => node.id)).toContain(first.id);
    expect(high.data?.ticketQueue.nodes.every((node) => node.priority === 'high')).toBe(true);
    const mine = await app.graphql<{ ticketQueue: PageData<TicketData> }>(QUEUE, { assigneeId: admin.id, first: 100 }, admin.cookie);
    expect(mine.data?.ticketQueue.nodes.map((node) => node.id)).toEqual([second.id]);
    const open = await app.graphql<{ ticketQueue: PageData<TicketData> }>(QUEUE, { status: 'open', first: 100 }, admin.cookie);
    expect(open.data?.ticketQueue.nodes.every((node) => node.status === 'open')).toBe(true);

    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: GraphQLResult<{ ticketQueue: PageData<TicketData> }> = await app.graphql(QUEUE, { first: 2, after }, admin.cookie);
      seen.push(...page.data!.ticketQueue.nodes.map((node) => node.id));
      after = page.data!.ticketQueue.pageInfo.hasNextPage ? page.data!.ticketQueue.pageInfo.endCursor : null;
    } while (after);
    const all = await app.graphql<{ ticketQueue: PageData<TicketData> }>(QUEUE, { first: 100 }, admin.cookie);
    expect(seen).toEqual(all.data?.ticketQueue.nodes.map((node) => node.id));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuses a public reply on a closed ticket but still takes an internal note', async () => {
    const ticket = await openTicket(customer.cookie);
    await app.graphql(CLOSE, { id: ticket.id }, customer.cookie);
    expect(codeOf(await app.graphql(STAFF_REPLY, { id: ticket.id, body: 'Hello again' }, admin.cookie))).toBe('CONFLICT');
    const note = await app.graphql(STAFF_REPLY, { id: ticket.id, body: 'Closed by customer after call.', internal: true }, admin.cookie);
    expect(note.errors).toBeUndefined();
  });

  it('refuses every staff operation to roles without manageSystem and changes nothing', async () => {
    const ticket = await openTicket(customer.cookie);
    const roles = ['finance', 'credit_analyst', 'sales_executive', 'recovery_and_collections', 'inspection_and_verification'];
    for (const role of roles) {
      const { cookie } = role === 'credit_analyst' ? creditAnalyst : await app.signInAs(role);
      const attempts = [
        await app.graphql(QUEUE, {}, cookie),
        await app.graphql(CONTACT_MESSAGES, {}, cookie),
        await app.graphql(ASSIGN, { id: ticket.id, assigneeId: admin.id }, cookie),
        await app.graphql(STAFF_REPLY, { id: ticket.id, body: 'Not allowed' }, cookie),
        await app.graphql(SET_STATUS, { id: ticket.id, status: 'closed' }, cookie),
        await app.graphql(SET_PRIORITY, { id: ticket.id, priority: 'low' }, cookie),
      ];
      expect(attempts.map(codeOf), role).toEqual(Array(attempts.length).fill('FORBIDDEN'));
      // Staff without manageSystem read tickets like any customer: only their own.
      expect(codeOf(await app.graphql(GET, { id: ticket.id }, cookie)), role).toBe('NOT_FOUND');
    }
    expect(codeOf(await app.graphql(QUEUE, {}, customer.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(QUEUE, {}))).toBe('UNAUTHENTICATED');
    const unchanged = await app.graphql<{ ticket: TicketData }>(GET, { id: ticket.id }, customer.cookie);
    expect(unchanged.data?.ticket).toMatchObject({ status: 'open', priority: 'normal', assignee: null });
    expect(unchanged.data?.ticket.messages).toHaveLength(1);
    expect(await auditActions(ticket.id)).toEqual([]);
  });
});

describe('contact page', () => {
  it('stores a visitor’s message without an account and answers the same whether or not the email has one', async () => {
    const stranger = await app.graphql<{ submitContactMessage: { reference: string; receivedAt: string } }>(CONTACT, {
      input: { name: 'Kojo Mensah', email: 'kojo.visitor@example.com', phone: '024 400 0111', subject: 'Office hours', message: 'Are you open on Saturdays in Accra?' },
    });
    expect(stranger.errors).toBeUndefined();
    expect(stranger.data?.submitContactMessage.reference).toMatch(/^[0-9A-F]{8}$/);

    const member = await app.graphql<{ submitContactMessage: { reference: string } }>(CONTACT, {
      input: { name: 'Adwoa Sarpong', email: customer.email.toUpperCase(), subject: 'Statement request', message: 'Please send my statement for March.' },
    });
    expect(member.errors).toBeUndefined();
    expect(Object.keys(member.data!.submitContactMessage)).toEqual(Object.keys(stranger.data!.submitContactMessage));

    const tickets = await app.graphql<{ myTickets: PageData<TicketData> }>(MY_TICKETS, { first: 100 }, customer.cookie);
    const opened = tickets.data?.myTickets.nodes.find((node) => node.subject === 'Statement request');
    expect(opened).toMatchObject({ category: 'other', status: 'open' });
    expect(opened?.messages.map((message) => message.body)).toEqual(['Please send my statement for March.']);

    const listed = await app.graphql<{ contactMessages: PageData<{ email: string; ticketId: string | null; phone: string | null }> }>(
      CONTACT_MESSAGES,
      { first: 10 },
      admin.cookie,
    );
    expect(listed.errors).toBeUndefined();
    const [latest, earlier] = listed.data!.contactMessages.nodes;
    expect(latest).toMatchObject({ email: customer.email, ticketId: opened?.id });
    expect(earlier).toMatchObject({ email: 'kojo.visitor@example.com', ticketId: null, phone: '+233244000111' });
  });

  it('refuses malformed or oversized messages with BAD_USER_INPUT and stores nothing', async () => {
    const [{ count: before }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM contact_message');
    const base = { name: 'Efua', email: 'efua@example.com', subject: 'Question', message: 'A question about BNPL plans.' };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...base, phone: '024 412 345' }, 'phone'],
      [{ ...base, email: 'not-an-email' }, 'email'],
      [{ ...base, message: 'x'.repeat(5001) }, 'message'],
      [{ ...base, message: 'short' }, 'message'],
      [{ ...base, name: 'E'.repeat(101) }, 'name'],
    ];
    for (const [input, field] of cases) {
      const result = await app.graphql(CONTACT, { input });
      expect(codeOf(result), field).toBe('BAD_USER_INPUT');
      expect(errorOf(result)?.extensions?.field, field).toBe(field);
    }
    const [{ count: after }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM contact_message');
    expect(after).toBe(before);
  });

  it('shows contact messages to manageSystem staff only', async () => {
    expect(codeOf(await app.graphql(CONTACT_MESSAGES, {}, customer.cookie))).toBe('FORBIDDEN');
    expect(codeOf(await app.graphql(CONTACT_MESSAGES, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('SQL statements per page', () => {
  it('reads a queue page with customers, assignees and messages in the same number of statements at 20 and 100 rows', async () => {
    // 120 tickets with two messages each (one internal), written directly to keep the test fast.
    await app.database.query(
      `WITH created AS (
         INSERT INTO ticket (user_id, subject, category, assignee_id, created_at)
         SELECT $1, 'Bulk ticket ' || n, 'technical', $2, now() - n * interval '1 second' FROM generate_series(1, 120) AS n
         RETURNING id)
       INSERT INTO ticket_message (ticket_id, author_id, author_role, body, internal)
       SELECT id, $1, 'user', 'The app hangs on the payments page.', false FROM created
       UNION ALL SELECT id, $2, 'admin', 'Checked the logs.', true FROM created`,
      [otherCustomer.id, admin.id],
    );
    const count = async (query: string, first: number, cookie: string) => {
      app.statements.reset();
      const result = await app.graphql<Record<string, PageData<TicketData>>>(query, { first }, cookie);
      expect(result.errors).toBeUndefined();
      const page = Object.values(result.data!)[0];
      expect(page.nodes).toHaveLength(first);
      expect(page.nodes.every((node) => node.messages.length > 0)).toBe(true);
      return app.statements.count;
    };
    const queueAt20 = await count(QUEUE, 20, admin.cookie);
    const queueAt100 = await count(QUEUE, 100, admin.cookie);
    expect(queueAt100).toBe(queueAt20);
    const mineAt20 = await count(MY_TICKETS, 20, otherCustomer.cookie);
    const mineAt100 = await count(MY_TICKETS, 100, otherCustomer.cookie);
    expect(mineAt100).toBe(mineAt20);
    console.info(`ticketQueue statements: ${queueAt20} at 20 rows, ${queueAt100} at 100 rows; myTickets: ${mineAt20} / ${mineAt100}`);
  });
});

describe('attachments', () => {
  const PNG = fs.readFileSync(path.join(ROOT_DIR, 'server/seed-files/sample-ghana-card.png'));
  const WITH_FILES = `id messages { id body attachments { id fileName mimeType sizeBytes url } } }`;
  const CREATE_WITH = `mutation ($input: CreateTicketInput!) { createTicket(input: $input) { ${WITH_FILES} }`;
  const REPLY_WITH = `mutation ($id: ID!, $body: String!, $files: [ID!]) { replyToTicket(id: $id, body: $body, attachmentUploadIds: $files) { ${WITH_FILES} }`;
  const GET_WITH = `query ($id: ID!) { ticket(id: $id) { ${WITH_FILES} }`;
  type Attached = { id: string; messages: Array<{ body: string; attachments: Array<{ id: string; fileName: string; mimeType: string; sizeBytes: number; url: string }> }> };

  async function upload(cookie: string, content: Buffer, fileName: string): Promise<Response> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return fetch(`${app.url}/api/files`, { method: 'POST', headers: { cookie, origin: app.origin }, body: form });
  }
  async function uploadId(cookie: string, fileName = 'receipt.png'): Promise<string> {
    const response = await upload(cookie, PNG, fileName);
    expect(response.status).toBe(201);
    return ((await response.json()) as { upload: { id: string } }).upload.id;
  }

  it('a customer attaches an image to a new ticket and to a reply; they and support staff open it, nobody else does', async () => {
    const created = await app.graphql<{ createTicket: Attached }>(
      CREATE_WITH,
      { input: { subject: 'Payment not showing', category: 'payment', body: 'Here is my MoMo receipt.', attachmentUploadIds: [await uploadId(customer.cookie)] } },
      customer.cookie,
    );
    expect(created.errors).toBeUndefined();
    const ticket = created.data!.createTicket;
    expect(ticket.messages[0].attachments).toEqual([
      { id: expect.any(String), fileName: 'receipt.png', mimeType: 'image/png', sizeBytes: PNG.length, url: `/api/files/tickets/attachments/${ticket.messages[0].attachments[0].id}` },
    ]);

    const replied = await app.graphql<{ replyToTicket: Attached }>(REPLY_WITH, { id: ticket.id, body: 'And the second one.', files: [await uploadId(customer.cookie, 'second.png')] }, customer.cookie);
    expect(replied.errors).toBeUndefined();
    expect(replied.data!.replyToTicket.messages.map((message) => message.attachments.map((file) => file.fileName))).toEqual([['receipt.png'], ['second.png']]);

    // Staff see the attachment in the support view and can open it.
    const staffView = await app.graphql<{ ticket: Attached }>(GET_WITH, { id: ticket.id }, admin.cookie);
    const url = staffView.data!.ticket.messages[0].attachments[0].url;
    for (const cookie of [customer.cookie, admin.cookie]) {
      const response = await fetch(`${app.url}${url}`, { headers: { cookie } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('content-security-policy')).toContain('sandbox');
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
    }
    // Another customer, and staff without the support permission, get nothing.
    for (const cookie of [otherCustomer.cookie, creditAnalyst.cookie]) {
      expect((await fetch(`${app.url}${url}`, { headers: { cookie } })).status).toBe(404);
    }
    expect((await fetch(`${app.url}${url}`)).status).toBe(401);
  });

  it('refuses someone else’s upload, an upload used twice, and a file that is not a PDF or image, keeping no message', async () => {
    const [ticket] = (await app.graphql<{ myTickets: { nodes: Array<{ id: string; messages: unknown[] }> } }>(MY_TICKETS, { first: 1 }, customer.cookie)).data!.myTickets.nodes;
    const before = ticket.messages.length;
    const theirs = await uploadId(otherCustomer.cookie);
    const stolen = await app.graphql(REPLY_WITH, { id: ticket.id, body: 'Not mine', files: [theirs] }, customer.cookie);
    expect(stolen.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const mine = await uploadId(customer.cookie);
    expect((await app.graphql(REPLY_WITH, { id: ticket.id, body: 'First use', files: [mine] }, customer.cookie)).errors).toBeUndefined();
    const again = await app.graphql(REPLY_WITH, { id: ticket.id, body: 'Second use', files: [mine] }, customer.cookie);
    expect(again.errors?.[0].extensions?.code).toBe('NOT_FOUND');

    const after = await app.graphql<{ ticket: Attached }>(GET_WITH, { id: ticket.id }, customer.cookie);
    expect(after.data!.ticket.messages.map((message) => message.body)).not.toContain('Not mine');
    expect(after.data!.ticket.messages.map((message) => message.body)).not.toContain('Second use');
    expect(after.data!.ticket.messages).toHaveLength(before + 1);

    const script = await upload(customer.cookie, Buffer.from('#!/bin/sh\necho hi\n'), 'run.pdf');
    expect(script.status).toBe(415);
  });

  it('takes at most 3 files on a message', async () => {
    const ids = await Promise.all([1, 2, 3, 4].map((n) => uploadId(customer.cookie, `page-${n}.png`)));
    const result = await app.graphql(CREATE_WITH, { input: { subject: 'Four pages', category: 'documents', body: 'All of them', attachmentUploadIds: ids } }, customer.cookie);
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
