import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { validApplicationInput } from '../../test/application-fixtures.js';
import { makeApplicationApprovable } from '../../test/approval-fixtures.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

const FIELDS = `
  id status monthlyRent advanceMonths repaymentMonths amountRequested rentActWarning
  propertyAddress propertyDigitalAddress landlordName landlordPhone propertyId
  decisionReason decidedAt createdAt
  applicant { id firstName email }
  emergencyContacts { name phone relationship }
  employerInformation { employerName employerAddress employerPhone jobTitle employmentType monthlyNetIncome startDate }
`;

const SUBMIT = `mutation Submit($input: ApplicationInput!) { submitApplication(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ApplicationInput!) { updateApplication(id: $id, input: $input) { ${FIELDS} } }`;
const CANCEL = `mutation Cancel($id: ID!) { cancelApplication(id: $id) { id status } }`;
const START_REVIEW = `mutation Start($id: ID!) { startApplicationReview(id: $id) { id status } }`;
const APPROVE = `mutation Approve($id: ID!, $reason: String!) { approveApplication(id: $id, reason: $reason) { id status decisionReason decidedAt reviewer { id firstName } } }`;
const REJECT = `mutation Reject($id: ID!, $reason: String!) { rejectApplication(id: $id, reason: $reason) { id status decisionReason decidedAt } }`;
const MY_LATEST = `{ myLatestApplication { id status createdAt } }`;

type ApplicationData = {
  id: string;
  status: string;
  amountRequested: number;
  rentActWarning: string | null;
  landlordPhone: string;
  decisionReason: string | null;
  decidedAt: string | null;
  applicant: { id: string; firstName: string; email: string };
  emergencyContacts: Array<{ name: string; phone: string; relationship: string }>;
  employerInformation: { employerName: string; monthlyNetIncome: number; employmentType: string; startDate: string };
};

const validInput = validApplicationInput;

function errorOf(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result.data)).toBeDefined();
  return { message: result.errors![0].message, ...result.errors![0].extensions };
}

async function submit(cookie: string, overrides: Record<string, unknown> = {}): Promise<ApplicationData> {
  const result = await app.graphql<{ submitApplication: ApplicationData }>(SUBMIT, { input: validInput(overrides) }, cookie);
  expect(result.errors).toBeUndefined();
  return result.data!.submitApplication;
}

async function rowCounts() {
  const [row] = await app.database.query<{ applications: number; contacts: number; employers: number }>(
    `SELECT (SELECT count(*)::int FROM application) AS applications,
            (SELECT count(*)::int FROM emergency_contact) AS contacts,
            (SELECT count(*)::int FROM employer_information) AS employers`,
  );
  return row;
}

describe('submitting an application', () => {
  it('stores the application with its contacts and employer, pending, and shows it to its owner', async () => {
    const customer = await app.signUp({ firstName: 'Akua' });
    const contacts = [
      { name: 'Kojo Mensah', phone: '+233201112233', relationship: 'brother' },
      { name: 'Efua Ansah', phone: '+233551112233', relationship: 'colleague' },
    ];
    const created = await submit(customer.cookie, { emergencyContacts: contacts });
    expect(created).toMatchObject({
      status: 'pending',
      amountRequested: 480_000,
      rentActWarning: null,
      landlordPhone: '+233244000111',
      decisionReason: null,
      decidedAt: null,
      applicant: { id: customer.id, firstName: 'Akua', email: customer.email },
      emergencyContacts: contacts,
      employerInformation: { employerName: 'Accra Brewery Ltd', monthlyNetIncome: 450_000, employmentType: 'full_time', startDate: '2021-02-01' },
    });

    const mine = await app.graphql<{ myApplications: { nodes: ApplicationData[] } }>(`{ myApplications { nodes { ${FIELDS} } } }`, {}, customer.cookie);
    expect(mine.data?.myApplications.nodes).toEqual([created]);
  });

  it('accepts the usual local and international phone forms and stores every number as E.164', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie, {
      landlordPhone: '024 400 0111',
      emergencyContacts: [
        { name: 'Kojo Mensah', phone: '0201112233', relationship: 'brother' },
        { name: 'Efua Ansah', phone: '+233 55 111 2233', relationship: 'colleague' },
        { name: 'Yaw Boateng', phone: '233501234567', relationship: 'uncle' },
      ],
      employer: { ...validInput().employer, employerPhone: '030 212 3456' },
    });
    expect(created.landlordPhone).toBe('+233244000111');
    expect(created.emergencyContacts.map((contact) => contact.phone)).toEqual(['+233201112233', '+233551112233', '+233501234567']);
    const stored = await app.database.query<{ phone: string }>('SELECT phone FROM emergency_contact ORDER BY phone');
    expect(stored.map((row) => row.phone)).toEqual(expect.arrayContaining(['+233201112233', '+233551112233', '+233501234567']));
  });

  it('sees one contact typed two ways as the same number', async () => {
    const customer = await app.signUp();
    const result = await app.graphql(
      SUBMIT,
      { input: validInput({ emergencyContacts: [{ name: 'Kojo Mensah', phone: '020 111 2233', relationship: 'brother' }, { name: 'Kojo M', phone: '+233201112233', relationship: 'friend' }] }) },
      customer.cookie,
    );
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'emergencyContacts.1.phone' });
  });

  it('takes the eligibility check’s employment types, refuses unemployed with its reason, and repayment up to 24 months', async () => {
    const customer = await app.signUp();
    const retired = await submit(customer.cookie, { repaymentMonths: 24, employer: { ...validInput().employer, employmentType: 'retired' } });
    expect(retired).toMatchObject({ employerInformation: { employmentType: 'retired' } });
    const other = await app.signUp();
    const unemployed = await app.graphql(SUBMIT, { input: validInput({ employer: { ...validInput().employer, employmentType: 'unemployed' } }) }, other.cookie);
    expect(errorOf(unemployed)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'employer.employmentType' });
    expect(errorOf(unemployed).message).toMatch(/unemployed applicants are not eligible/);
  });

  it("warns when more than 6 months' advance is requested (Rent Act)", async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie, { monthlyRent: 50_000, advanceMonths: 12 });
    expect(created.rentActWarning).toMatch(/Rent Act 1963/);
  });

  it('writes nothing when a contact is invalid, and names the field', async () => {
    const customer = await app.signUp();
    const before = await rowCounts();
    const result = await app.graphql(
      SUBMIT,
      {
        input: validInput({
          emergencyContacts: [
            { name: 'Kojo Mensah', phone: '+233201112233', relationship: 'brother' },
            { name: 'Ama Serwaa', phone: '011 412 3456', relationship: 'friend' },
          ],
        }),
      },
      customer.cookie,
    );
    expect(errorOf(result)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'emergencyContacts.1.phone' });
    expect(errorOf(result).message).toMatch(/011 is not a Ghana phone prefix\. Mobile numbers start with MTN 024, 025, 053, 054, 055 or 059; Telecel 020 or 050; AirtelTigo 026, 027, 056 or 057/);

    const duplicate = await app.graphql(
      SUBMIT,
      {
        input: validInput({
          emergencyContacts: [
            { name: 'Kojo Mensah', phone: '+233201112233', relationship: 'brother' },
            { name: 'Ama Serwaa', phone: '+233201112233', relationship: 'friend' },
          ],
        }),
      },
      customer.cookie,
    );
    expect(errorOf(duplicate)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'emergencyContacts.1.phone' });
    expect(await rowCounts()).toEqual(before);
  });

  it('names the offending field for each kind of bad input', async () => {
    const customer = await app.signUp();
    const before = await rowCounts();
    const employer = validInput().employer;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ landlordPhone: '+23324400011' }, 'landlordPhone'],
      [{ propertyDigitalAddress: 'Accra' }, 'propertyDigitalAddress'],
      [{ advanceMonths: 25 }, 'advanceMonths'],
      [{ monthlyRent: 0 }, 'monthlyRent'],
      [{ emergencyContacts: [] }, 'emergencyContacts'],
      [{ emergencyContacts: ['+233201000001', '+233201000002', '+233201000003', '+233201000004'].map((phone) => ({ name: 'Contact', phone, relationship: 'friend' })) }, 'emergencyContacts'],
      [{ employer: { ...employer, monthlyNetIncome: -5 } }, 'employer.monthlyNetIncome'],
      // Rules that read settings or the clock are checked by the service and name the field the same way.
      [{ repaymentMonths: 5 }, 'repaymentMonths'],
      [{ monthlyRent: 1_000_000, advanceMonths: 6 }, 'monthlyRent'],
      [{ monthlyRent: 1_000, advanceMonths: 1 }, 'monthlyRent'],
      [{ employer: { ...employer, startDate: '2999-01-01' } }, 'employer.startDate'],
      [{ employer: { ...employer, startDate: '2023-02-30' } }, 'employer.startDate'],
    ];
    for (const [overrides, field] of cases) {
      const result = await app.graphql(SUBMIT, { input: validInput(overrides) }, customer.cookie);
      expect(errorOf(result), JSON.stringify(overrides)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('explains the amount limits in cedis', async () => {
    const customer = await app.signUp();
    const result = await app.graphql(SUBMIT, { input: validInput({ monthlyRent: 1_000_000, advanceMonths: 6 }) }, customer.cookie);
    expect(errorOf(result).message).toBe(
      'The amount financed (monthly rent × advance months, GH₵60,000.00) must be between GH₵500.00 and GH₵50,000.00.',
    );
  });

  it('refuses a second open application, also when submissions race', async () => {
    const customer = await app.signUp();
    const results = await Promise.all(Array.from({ length: 5 }, () => app.graphql(SUBMIT, { input: validInput() }, customer.cookie)));
    expect(results.filter((result) => !result.errors)).toHaveLength(1);
    for (const failed of results.filter((result) => result.errors)) {
      expect(errorOf(failed)).toMatchObject({
        code: 'CONFLICT',
        message: 'You already have an application in progress. Update or cancel it before submitting a new one.',
      });
    }
    const [{ count }] = await app.database.query<{ count: number }>('SELECT count(*)::int AS count FROM application WHERE user_id = $1', [customer.id]);
    expect(count).toBe(1);
  });

  it('asks a visitor to sign in', async () => {
    const result = await app.graphql(SUBMIT, { input: validInput() });
    expect(errorOf(result)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'You need to log in to access this feature.' });
  });
});

describe('the application a customer sees', () => {
  it('is the newest one, and null before the first', async () => {
    const customer = await app.signUp();
    expect((await app.graphql(MY_LATEST, {}, customer.cookie)).data).toEqual({ myLatestApplication: null });

    const first = await submit(customer.cookie);
    await makeApplicationApprovable(app, first.id);
    expect((await app.graphql(APPROVE, { id: first.id, reason: 'Income verified with the employer.' }, analyst.cookie)).errors).toBeUndefined();
    const second = await submit(customer.cookie, { monthlyRent: 90_000 });

    const latest = await app.graphql<{ myLatestApplication: { id: string; status: string } }>(MY_LATEST, {}, customer.cookie);
    expect(latest.data?.myLatestApplication).toMatchObject({ id: second.id, status: 'pending' });
    const list = await app.graphql<{ myApplications: { nodes: Array<{ id: string }> } }>('{ myApplications { nodes { id } } }', {}, customer.cookie);
    expect(list.data?.myApplications.nodes.map((node) => node.id)).toEqual([second.id, first.id]);
  });

  it('pages through the customer’s own applications only', async () => {
    const customer = await app.signUp();
    const other = await app.signUp();
    await submit(other.cookie);
    const ids: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = await submit(customer.cookie);
      ids.unshift(created.id);
      await app.graphql(CANCEL, { id: created.id }, customer.cookie);
    }
    const query = 'query Mine($after: String) { myApplications(first: 2, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } } }';
    type Mine = { myApplications: { nodes: Array<{ id: string }>; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const page1 = await app.graphql<Mine>(query, {}, customer.cookie);
    const page2 = await app.graphql<Mine>(query, { after: page1.data!.myApplications.pageInfo.endCursor }, customer.cookie);
    expect(page1.data!.myApplications.pageInfo.hasNextPage).toBe(true);
    expect(page2.data!.myApplications.pageInfo.hasNextPage).toBe(false);
    expect([...page1.data!.myApplications.nodes, ...page2.data!.myApplications.nodes].map((node) => node.id)).toEqual(ids);
  });
});

describe('changing an application', () => {
  it('lets the owner replace it while pending, contacts and employer included', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie, {
      emergencyContacts: [
        { name: 'Kojo Mensah', phone: '+233201112233', relationship: 'brother' },
        { name: 'Efua Ansah', phone: '+233551112233', relationship: 'colleague' },
      ],
    });
    const newContacts = [{ name: 'Yaw Boateng', phone: '+233501234567', relationship: 'uncle' }];
    const result = await app.graphql<{ updateApplication: ApplicationData }>(
      UPDATE,
      {
        id: created.id,
        input: validInput({
          monthlyRent: 100_000,
          emergencyContacts: newContacts,
          employer: { ...validInput().employer, employerName: 'MTN Ghana', monthlyNetIncome: 600_000, employmentType: 'contract' },
        }),
      },
      customer.cookie,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateApplication).toMatchObject({
      id: created.id,
      status: 'pending',
      amountRequested: 600_000,
      emergencyContacts: newContacts,
      employerInformation: { employerName: 'MTN Ghana', monthlyNetIncome: 600_000, employmentType: 'contract' },
    });
    const [{ count }] = await app.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM emergency_contact WHERE application_id = $1',
      [created.id],
    );
    expect(count).toBe(1);
  });

  it('answers NOT_FOUND for another customer’s application (and for an id that is not one)', async () => {
    const owner = await app.signUp();
    const stranger = await app.signUp();
    const created = await submit(owner.cookie);
    for (const id of [created.id, 'not-a-uuid']) {
      expect(errorOf(await app.graphql(UPDATE, { id, input: validInput() }, stranger.cookie))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Application was not found.',
      });
      expect(errorOf(await app.graphql(CANCEL, { id }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    }
    const untouched = await app.graphql<{ myLatestApplication: { status: string } }>(MY_LATEST, {}, owner.cookie);
    expect(untouched.data?.myLatestApplication.status).toBe('pending');
  });

  it('refuses changes once review has started, but still allows cancelling', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie);
    expect((await app.graphql(START_REVIEW, { id: created.id }, analyst.cookie)).data).toEqual({
      startApplicationReview: { id: created.id, status: 'under_review' },
    });
    expect(errorOf(await app.graphql(UPDATE, { id: created.id, input: validInput() }, customer.cookie))).toMatchObject({
      code: 'CONFLICT',
      message: 'This application is under review; only a pending application can be changed.',
    });
    expect((await app.graphql(CANCEL, { id: created.id }, customer.cookie)).data).toEqual({
      cancelApplication: { id: created.id, status: 'cancelled' },
    });
    expect(errorOf(await app.graphql(CANCEL, { id: created.id }, customer.cookie))).toMatchObject({
      code: 'CONFLICT',
      message: 'This application is already cancelled and cannot be cancelled.',
    });
    // Cancelling frees the customer to apply again.
    await submit(customer.cookie);
  });
});

describe('staff review', () => {
  it('approves with a reason: reviewer, decision time, audit event, notification and event after commit', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie);
    const events: Array<{ id: string; userId: string }> = [];
    const unsubscribe = app.services.events.subscribe('application.changed', (payload) => events.push(payload));
    try {
      await app.graphql(START_REVIEW, { id: created.id }, analyst.cookie);
      await makeApplicationApprovable(app, created.id);
      const result = await app.graphql<{ approveApplication: { status: string; decisionReason: string; decidedAt: string; reviewer: { id: string } } }>(
        APPROVE,
        { id: created.id, reason: '  Payslips and tenancy agreement check out.  ' },
        analyst.cookie,
      );
      expect(result.errors).toBeUndefined();
      expect(result.data?.approveApplication).toMatchObject({
        status: 'approved',
        decisionReason: 'Payslips and tenancy agreement check out.',
        reviewer: { id: analyst.id },
      });
      expect(Date.now() - Date.parse(result.data!.approveApplication.decidedAt)).toBeLessThan(60_000);
    } finally {
      unsubscribe();
    }
    expect(events).toEqual([
      { id: created.id, userId: customer.id },
      { id: created.id, userId: customer.id },
    ]);

    const audit = await app.database.query<{ action: string; actor_id: string; actor_role: string; after: { status: string } }>(
      'SELECT action, actor_id, actor_role, after FROM audit_event WHERE entity = $1 AND entity_id = $2 ORDER BY at',
      ['application', created.id],
    );
    expect(audit.map((row) => [row.action, row.actor_id, row.actor_role, row.after.status])).toEqual([
      ['application.start_review', analyst.id, 'credit_analyst', 'under_review'],
      ['application.approve', analyst.id, 'credit_analyst', 'approved'],
    ]);

    const notifications = await app.graphql<{ myNotifications: { nodes: Array<{ kind: string; title: string; body: string; target: { kind: string; id: string | null } }> } }>(
      '{ myNotifications { nodes { kind title body target { kind id } } } }',
      {},
      customer.cookie,
    );
    expect(notifications.data?.myNotifications.nodes).toEqual([
      {
        kind: 'application_status',
        title: 'Your application has been approved',
        body: 'Your rent assistance application for GH₵4,800.00 has been approved. Payslips and tenancy agreement check out.',
        target: { kind: 'APPLICATION', id: expect.any(String) },
      },
      expect.objectContaining({ kind: 'application_status', title: 'Your application is under review' }),
    ]);
  });

  it('rejects straight from pending and tells the applicant why', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie);
    const result = await app.graphql<{ rejectApplication: { status: string; decisionReason: string } }>(
      REJECT,
      { id: created.id, reason: 'Rent exceeds 30% of net income.' },
      analyst.cookie,
    );
    expect(result.data?.rejectApplication).toMatchObject({ status: 'rejected', decisionReason: 'Rent exceeds 30% of net income.' });
    const latest = await app.graphql<{ myLatestApplication: { status: string } }>(MY_LATEST, {}, customer.cookie);
    expect(latest.data?.myLatestApplication.status).toBe('rejected');
    const notifications = await app.graphql<{ myNotifications: { nodes: Array<{ body: string }> } }>('{ myNotifications { nodes { body } } }', {}, customer.cookie);
    expect(notifications.data?.myNotifications.nodes[0].body).toBe(
      'Your rent assistance application for GH₵4,800.00 was not approved. Reason: Rent exceeds 30% of net income.',
    );
    const [{ count }] = await app.database.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM audit_event WHERE entity_id = $1 AND action = 'application.reject'",
      [created.id],
    );
    expect(count).toBe(1);
  });

  it('needs a reason of 5 to 1000 characters and changes nothing without one', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie);
    for (const reason of ['no', '   ok   ', 'x'.repeat(1001)]) {
      expect(errorOf(await app.graphql(APPROVE, { id: created.id, reason }, analyst.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reason' });
    }
    const [row] = await app.database.query<{ status: string; audits: number }>(
      'SELECT status, (SELECT count(*)::int FROM audit_event WHERE entity_id = $2) AS audits FROM application WHERE id = $1',
      [created.id, created.id],
    );
    expect(row).toEqual({ status: 'pending', audits: 0 });
  });

  it('refuses transitions from the wrong state with CONFLICT', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie);
    await makeApplicationApprovable(app, created.id);
    expect((await app.graphql(APPROVE, { id: created.id, reason: 'All documents verified.' }, analyst.cookie)).errors).toBeUndefined();
    const attempts: Array<[string, Record<string, unknown>, string, string]> = [
      [APPROVE, { id: created.id, reason: 'Approve it again.' }, analyst.cookie, 'This application is already approved; only a pending or under-review application can be decided.'],
      [REJECT, { id: created.id, reason: 'Changed my mind.' }, analyst.cookie, 'This application is already approved; only a pending or under-review application can be decided.'],
      [START_REVIEW, { id: created.id }, analyst.cookie, 'This application is approved; only a pending application can be taken into review.'],
      [CANCEL, { id: created.id }, customer.cookie, 'This application is already approved and cannot be cancelled.'],
      [UPDATE, { id: created.id, input: validInput() }, customer.cookie, 'This application is approved; only a pending application can be changed.'],
    ];
    for (const [mutation, variables, cookie, message] of attempts) {
      expect(errorOf(await app.graphql(mutation, variables, cookie))).toEqual({ code: 'CONFLICT', message });
    }
    const cancelled = await submit(customer.cookie);
    await app.graphql(CANCEL, { id: cancelled.id }, customer.cookie);
    expect(errorOf(await app.graphql(APPROVE, { id: cancelled.id, reason: 'Too late now.' }, analyst.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect(errorOf(await app.graphql(START_REVIEW, { id: '00000000-0000-4000-8000-000000000000' }, analyst.cookie))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets only the SPEC §6 flags read and decide', async () => {
    const customer = await app.signUp();
    const created = await submit(customer.cookie);
    const sales = await app.signInAs('sales_executive');
    const finance = await app.signInAs('finance');

    expect(errorOf(await app.graphql('{ applications { nodes { id } } }', {}, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql('query One($id: ID!) { application(id: $id) { id } }', { id: created.id }, customer.cookie))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(errorOf(await app.graphql('{ applications { nodes { id } } }'))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await app.graphql(START_REVIEW, { id: created.id }, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(START_REVIEW, { id: created.id }, sales.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(APPROVE, { id: created.id, reason: 'Looks fine to me.' }, finance.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    expect(errorOf(await app.graphql(REJECT, { id: created.id, reason: 'Looks bad to me.' }, sales.cookie))).toMatchObject({ code: 'FORBIDDEN' });

    // Viewing staff see the sensitive fields of any application.
    const read = await app.graphql<{ application: { landlordPhone: string; emergencyContacts: Array<{ phone: string }>; employerInformation: { monthlyNetIncome: number } } }>(
      'query One($id: ID!) { application(id: $id) { landlordPhone emergencyContacts { phone } employerInformation { monthlyNetIncome employerPhone } } }',
      { id: created.id },
      sales.cookie,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data?.application).toMatchObject({ landlordPhone: '+233244000111', employerInformation: { monthlyNetIncome: 450_000 } });
    const [{ status }] = await app.database.query<{ status: string }>('SELECT status FROM application WHERE id = $1', [created.id]);
    expect(status).toBe('pending');
  });

  it('lists by status and finds applications by applicant name, email, address or landlord', async () => {
    const customer = await app.signUp({ firstName: 'Mawuli', lastName: 'Zigah' });
    const created = await submit(customer.cookie, { landlordName: 'Togbe Kwasi Ahiadzro', propertyAddress: '4 Ho Road, Volta Estates' });
    type List = { applications: { nodes: Array<{ id: string; status: string }> } };
    const query = 'query List($status: ApplicationStatus, $search: String) { applications(status: $status, search: $search, first: 100) { nodes { id status } } }';
    for (const search of ['mawuli zigah', customer.email.toUpperCase(), 'volta estates', 'Ahiadzro']) {
      const found = await app.graphql<List>(query, { search }, analyst.cookie);
      expect(found.data?.applications.nodes.map((node) => node.id), search).toEqual([created.id]);
    }
    expect((await app.graphql<List>(query, { search: '100%_' }, analyst.cookie)).data?.applications.nodes).toEqual([]);

    const pending = await app.graphql<List>(query, { status: 'pending' }, analyst.cookie);
    expect(pending.data?.applications.nodes.map((node) => node.id)).toContain(created.id);
    expect(pending.data?.applications.nodes.every((node) => node.status === 'pending')).toBe(true);
    const approved = await app.graphql<List>(query, { status: 'approved' }, analyst.cookie);
    expect(approved.data?.applications.nodes.map((node) => node.id)).not.toContain(created.id);
  });
});

describe('SQL statements per page', () => {
  it('stay the same at 20 and 100 rows, for myApplications and the staff list', async () => {
    const customer = await app.signUp();
    // 120 decided applications with two contacts, an employer and some linked properties, written directly.
    await app.database.query(`INSERT INTO property (address, digital_address, landlord_name, landlord_phone, property_type)
      SELECT 'House ' || i || ', Kasoa', 'CP-' || (1000 + i) || '-1234', 'Landlord ' || i, '+23324' || lpad(i::text, 7, '0'), 'house'
      FROM generate_series(1, 5) AS i`);
    await app.database.query(
      `INSERT INTO application (user_id, status, monthly_rent, advance_months, repayment_months, property_address,
         property_digital_address, landlord_name, landlord_phone, property_id, created_at)
       SELECT $1, (ARRAY['approved','rejected','cancelled'])[1 + i % 3]::application_status, 50000 + i, 6, 12, 'Flat ' || i || ', Tema',
         'GT-123-' || lpad(i::text, 4, '0'), 'Landlord', '+233244000000',
         CASE WHEN i % 4 = 0 THEN (SELECT id FROM property ORDER BY address LIMIT 1 OFFSET i % 5) END,
         now() - make_interval(mins => i)
       FROM generate_series(1, 120) AS i`,
      [customer.id],
    );
    await app.database.query(`INSERT INTO emergency_contact (application_id, position, name, phone, relationship)
      SELECT a.id, p, 'Contact ' || p, '+23320000000' || p, 'friend' FROM application a CROSS JOIN generate_series(0, 1) AS p WHERE a.user_id = $1`, [customer.id]);
    await app.database.query(`INSERT INTO employer_information (application_id, employer_name, employer_address, employer_phone, job_title, employment_type, monthly_net_income, start_date)
      SELECT id, 'Employer', 'Ring Road, Accra', '+233302000000', 'Clerk', 'full_time', 400000, '2020-01-01' FROM application WHERE user_id = $1`, [customer.id]);
    // The newest application overall gets a property too, so the staff pages of 20 and 100 both load properties.
    await app.database.query(`UPDATE application SET property_id = (SELECT id FROM property ORDER BY address LIMIT 1)
      WHERE id = (SELECT id FROM application ORDER BY created_at DESC, id DESC LIMIT 1)`);

    const nested = 'nodes { id status amountRequested landlordPhone property { id inspectionStatus } emergencyContacts { name phone } employerInformation { employerName monthlyNetIncome } } pageInfo { hasNextPage }';
    const count = async (query: string, first: number, cookie: string) => {
      app.statements.reset();
      const result = await app.graphql<Record<string, { nodes: unknown[] }>>(query, { first }, cookie);
      expect(result.errors).toBeUndefined();
      expect(Object.values(result.data!)[0].nodes).toHaveLength(first);
      return app.statements.count;
    };
    const mine = `query Mine($first: Int!) { myApplications(first: $first) { ${nested} } }`;
    const staff = `query Staff($first: Int!) { applications(first: $first) { ${nested} } }`;
    const mine20 = await count(mine, 20, customer.cookie);
    const mine100 = await count(mine, 100, customer.cookie);
    const staff20 = await count(staff, 20, analyst.cookie);
    const staff100 = await count(staff, 100, analyst.cookie);
    console.log(`SQL statements per request: myApplications first:20 = ${mine20}, first:100 = ${mine100}; applications (staff) first:20 = ${staff20}, first:100 = ${staff100}`);
    expect(mine100).toBe(mine20);
    expect(staff100).toBe(staff20);
  });
});
