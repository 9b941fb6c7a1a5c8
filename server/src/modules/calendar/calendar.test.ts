// The public holiday calendar: seeded from date-holidays plus the statutory days it lacks (Republic Day, 1 July),
// edited by staff with manageSystem (audited), and read by early-settlement quotes' working days.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { bnplLoan } from '../loans/loan.fixtures.js';

type Account = { cookie: string; id: string; email: string };
type Holiday = { date: string; name: string; source: string; changedByName: string | null };

let app: TestApp;
let admin: Account;
let analyst: Account;
let customer: Account;

beforeAll(async () => {
  app = await startTestApp();
  app.services.clock.set(new Date('2027-06-01T10:00:00Z'));
  admin = await app.signInAs('admin');
  analyst = await app.signInAs('credit_analyst');
  customer = await app.signUp({ firstName: 'Yaw', lastName: 'Asante' });
});
afterAll(async () => {
  await app?.stop();
});

const LIST = 'query ($year: Int!) { publicHolidays(year: $year) { date name source changedByName } }';
const ADD = 'mutation ($date: String!, $name: String!) { addPublicHoliday(date: $date, name: $name) { date name source changedByName } }';
const REMOVE = 'mutation ($date: String!) { removePublicHoliday(date: $date) { date name source } }';
const QUOTE = 'query ($loanId: ID!, $on: String) { earlySettlementQuote(loanId: $loanId, on: $on) { on validUntil } }';

const errorOf = (result: GraphQLResult) => ({ code: result.errors?.[0]?.extensions?.code, message: result.errors?.[0]?.message, field: result.errors?.[0]?.extensions?.field });

async function holidays(year: number): Promise<Holiday[]> {
  const listed = await app.graphql<{ publicHolidays: Holiday[] }>(LIST, { year }, admin.cookie);
  expect(listed.errors).toBeUndefined();
  return listed.data!.publicHolidays;
}

async function auditOf(action: string, entityId: string) {
  return app.database.query<{ actor_id: string; before: unknown; after: unknown }>(
    'SELECT actor_id, before, after FROM audit_event WHERE action = $1 AND entity_id = $2 ORDER BY at',
    [action, entityId],
  );
}

describe('public holiday calendar', () => {
  it('seeds a year from the library and the statutory additions, each with its source', async () => {
    const year = await holidays(2027);
    expect(year.find((day) => day.date === '2027-07-01')).toEqual({ date: '2027-07-01', name: 'Republic Day', source: 'statute', changedByName: null });
    expect(year.find((day) => day.date === '2027-03-06')).toMatchObject({ name: 'Independence Day', source: 'library' });
    expect(year.map((day) => day.date)).toEqual([...year.map((day) => day.date)].sort());
    // Seeding again (a second look) adds nothing twice.
    expect(await holidays(2027)).toEqual(year);
  });

  it('lets only staff with manageSystem list, add or remove holidays', async () => {
    for (const account of [analyst, customer]) {
      expect(errorOf(await app.graphql(LIST, { year: 2027 }, account.cookie)).code).toBe('FORBIDDEN');
      expect(errorOf(await app.graphql(ADD, { date: '2027-10-15', name: 'Festival' }, account.cookie)).code).toBe('FORBIDDEN');
      expect(errorOf(await app.graphql(REMOVE, { date: '2027-07-01' }, account.cookie)).code).toBe('FORBIDDEN');
    }
    expect(errorOf(await app.graphql(LIST, { year: 2027 })).code).toBe('UNAUTHENTICATED');
    expect((await holidays(2027)).some((day) => day.date === '2027-10-15')).toBe(false);
    expect((await holidays(2027)).some((day) => day.date === '2027-07-01')).toBe(true);
  });

  it('adds and removes a day with an audit entry each, and refuses duplicates and bad dates in words', async () => {
    const added = await app.graphql<{ addPublicHoliday: Holiday }>(ADD, { date: '2027-10-15', name: '  Day of  National Mourning ' }, admin.cookie);
    expect(added.errors).toBeUndefined();
    expect(added.data!.addPublicHoliday).toMatchObject({ date: '2027-10-15', name: 'Day of National Mourning', source: 'staff' });
    expect(added.data!.addPublicHoliday.changedByName).toBeTruthy();
    expect((await holidays(2027)).find((day) => day.date === '2027-10-15')).toMatchObject({ source: 'staff', name: 'Day of National Mourning' });
    expect(await auditOf('public_holiday.add', '2027-10-15')).toEqual([{ actor_id: admin.id, before: null, after: { name: 'Day of National Mourning', source: 'staff' } }]);

    expect(errorOf(await app.graphql(ADD, { date: '2027-07-01', name: 'Republic Day again' }, admin.cookie))).toEqual({
      code: 'CONFLICT',
      message: '1 Jul 2027 is already a public holiday (Republic Day).',
      field: undefined,
    });
    expect(errorOf(await app.graphql(ADD, { date: '2027-02-30', name: 'Nowhere' }, admin.cookie))).toEqual({ code: 'BAD_USER_INPUT', message: 'Enter the date as YYYY-MM-DD.', field: 'date' });
    expect(errorOf(await app.graphql(ADD, { date: '2027-10-16', name: '   ' }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(errorOf(await app.graphql(LIST, { year: 1899 }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'year' });

    const removed = await app.graphql<{ removePublicHoliday: Holiday }>(REMOVE, { date: '2027-03-06' }, admin.cookie);
    expect(removed.errors).toBeUndefined();
    expect(removed.data!.removePublicHoliday).toMatchObject({ date: '2027-03-06', name: 'Independence Day', source: 'library' });
    expect(await auditOf('public_holiday.remove', '2027-03-06')).toEqual([{ actor_id: admin.id, before: { name: 'Independence Day', source: 'library' }, after: null }]);
    // Gone from the list, and a second look (which seeds missing years) does not bring the library's day back.
    expect((await holidays(2027)).some((day) => day.date === '2027-03-06')).toBe(false);
    expect(errorOf(await app.graphql(REMOVE, { date: '2027-03-06' }, admin.cookie))).toMatchObject({ code: 'NOT_FOUND', message: 'A public holiday on 6 Mar 2027 was not found.' });
    expect(errorOf(await app.graphql(REMOVE, { date: 'soon' }, admin.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', field: 'date' });
  });

  it('skips Republic Day in an early-settlement quote’s working days, and follows staff removing it', async () => {
    const loanId = await bnplLoan(app, customer, analyst.cookie);
    // From Thu 10 June 2027, 20 working days: 11, 14–18, 21–25, 28–30 June (14), then 2 July (15) past Republic
    // Day on the 1st, and 5–9 July (20): valid until Fri 9 July. Without it, 1 July is the 15th: Thu 8 July.
    const quoted = await app.graphql<{ earlySettlementQuote: { on: string; validUntil: string } }>(QUOTE, { loanId, on: '2027-06-10' }, customer.cookie);
    expect(quoted.errors).toBeUndefined();
    expect(quoted.data!.earlySettlementQuote).toEqual({ on: '2027-06-10', validUntil: '2027-07-09' });

    expect((await app.graphql(REMOVE, { date: '2027-07-01' }, admin.cookie)).errors).toBeUndefined();
    const requoted = await app.graphql<{ earlySettlementQuote: { validUntil: string } }>(QUOTE, { loanId, on: '2027-06-10' }, customer.cookie);
    expect(requoted.data!.earlySettlementQuote.validUntil).toBe('2027-07-08');

    // Back on the calendar, as staff added it: quotes skip it again.
    expect((await app.graphql(ADD, { date: '2027-07-01', name: 'Republic Day' }, admin.cookie)).errors).toBeUndefined();
    const again = await app.graphql<{ earlySettlementQuote: { validUntil: string } }>(QUOTE, { loanId, on: '2027-06-10' }, customer.cookie);
    expect(again.data!.earlySettlementQuote.validUntil).toBe('2027-07-09');
  });
});
