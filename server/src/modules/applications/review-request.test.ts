import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type GraphQLResult, type TestApp } from '../../test/harness.js';
import { SUBMIT_APPLICATION, validApplicationInput } from '../../test/application-fixtures.js';

let app: TestApp;
let analyst: { cookie: string; id: string };
beforeAll(async () => {
  app = await startTestApp();
  analyst = await app.signInAs('credit_analyst');
});
afterAll(async () => {
  await app?.stop();
});

const REJECT = `mutation R($id: ID!, $reason: String!) { rejectApplication(id: $id, reason: $reason) { id status } }`;
const REQUEST = `mutation Q($applicationId: ID!, $message: String!) { requestApplicationReview(applicationId: $applicationId, message: $message) { id status message decisionReason } }`;
const QUEUE = `query { applicationReviewRequests(first: 20, status: open) { nodes { id applicationId message customerEmail decisionReason status } } }`;
const ANSWER = `mutation A($id: ID!, $answer: String!) { answerApplicationReview(id: $id, answer: $answer) { id status answer answeredAt } }`;
const MINE = `query M($id: ID!) { myApplications(first: 5) { nodes { id status decisionReason reviewRequest { status message answer } } } applicationReviewRequest(applicationId: $id) { id } }`;
const ELIGIBILITY = `query E($input: EligibilityInput!) { eligibilityCheck(input: $input) { eligible reasons explanations { code passed text } } }`;

function errorOf(result: GraphQLResult) {
  expect(result.errors, JSON.stringify(result.data)).toBeDefined();
  return { message: result.errors![0].message, ...result.errors![0].extensions };
}

async function rejectedApplication() {
  const customer = await app.signUp();
  const submitted = await app.graphql<{ submitApplication: { id: string } }>(SUBMIT_APPLICATION, { input: validApplicationInput() }, customer.cookie);
  expect(submitted.errors).toBeUndefined();
  const id = submitted.data!.submitApplication.id;
  return { customer, id };
}

describe('eligibility explained', () => {
  it('returns every rule with its code and plain words; the failed ones are the reasons', async () => {
    const base = { monthlyNetIncome: 500_000, employmentType: 'full_time', amountRequested: 600_000, existingMonthlyDebts: 0, months: 6 };
    const yes = await app.graphql<{ eligibilityCheck: { eligible: boolean; reasons: string[]; explanations: Array<{ code: string; passed: boolean; text: string }> } }>(ELIGIBILITY, { input: base });
    expect(yes.errors).toBeUndefined();
    expect(yes.data!.eligibilityCheck.eligible).toBe(true);
    expect(yes.data!.eligibilityCheck.explanations.map((entry) => entry.code)).toEqual(['EMPLOYMENT', 'MIN_INCOME', 'MIN_AMOUNT', 'MAX_AMOUNT', 'AFFORDABILITY']);
    expect(yes.data!.eligibilityCheck.explanations.every((entry) => entry.passed)).toBe(true);

    const no = await app.graphql<{ eligibilityCheck: { eligible: boolean; reasons: string[]; explanations: Array<{ code: string; passed: boolean; text: string }> } }>(ELIGIBILITY, {
      input: { ...base, monthlyNetIncome: 50_000 },
    });
    const result = no.data!.eligibilityCheck;
    expect(result.eligible).toBe(false);
    const failed = result.explanations.filter((entry) => !entry.passed);
    expect(failed.map((entry) => entry.code)).toEqual(['MIN_INCOME', 'AFFORDABILITY']);
    expect(result.reasons).toEqual(failed.map((entry) => entry.text));
    expect(failed[0].text).toMatch(/below the minimum/);
  });
});

describe('human review of a rejected application', () => {
  it('is asked once by the owner of a rejected application, queued for credit analysts, answered, and the customer told', async () => {
    const { customer, id } = await rejectedApplication();
    // Not rejected yet: refused.
    expect(errorOf(await app.graphql(REQUEST, { applicationId: id, message: 'Please look again at my income.' }, customer.cookie))).toMatchObject({ code: 'CONFLICT' });
    expect((await app.graphql(REJECT, { id, reason: 'Your income could not be verified from the payslips.' }, analyst.cookie)).errors).toBeUndefined();

    // Someone else's application: NOT_FOUND, nothing stored.
    const stranger = await app.signUp();
    expect(errorOf(await app.graphql(REQUEST, { applicationId: id, message: 'Please look again at this.' }, stranger.cookie))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await app.graphql(REQUEST, { applicationId: 'x', message: 'Please look again at this.' }, customer.cookie))).toMatchObject({ code: 'NOT_FOUND' });

    const asked = await app.graphql<{ requestApplicationReview: { id: string; status: string; decisionReason: string } }>(
      REQUEST,
      { applicationId: id, message: 'My new payslips are uploaded; please look again.' },
      customer.cookie,
    );
    expect(asked.errors).toBeUndefined();
    expect(asked.data!.requestApplicationReview).toMatchObject({ status: 'open', decisionReason: 'Your income could not be verified from the payslips.' });
    // Twice: refused.
    expect(errorOf(await app.graphql(REQUEST, { applicationId: id, message: 'Again, please look again.' }, customer.cookie))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('already asked'),
    });

    const queue = await app.graphql<{ applicationReviewRequests: { nodes: Array<{ id: string; applicationId: string }> } }>(QUEUE, {}, analyst.cookie);
    expect(queue.data!.applicationReviewRequests.nodes.map((node) => node.applicationId)).toContain(id);
    expect(errorOf(await app.graphql(QUEUE, {}, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    const sales = await app.signInAs('sales_executive');
    expect(errorOf(await app.graphql(QUEUE, {}, sales.cookie))).toMatchObject({ code: 'FORBIDDEN' });

    const requestId = asked.data!.requestApplicationReview.id;
    expect(errorOf(await app.graphql(ANSWER, { id: requestId, answer: 'We checked.' }, customer.cookie))).toMatchObject({ code: 'FORBIDDEN' });
    const answered = await app.graphql<{ answerApplicationReview: { status: string; answer: string } }>(
      ANSWER,
      { id: requestId, answer: 'We looked again with your new payslips; the decision stands for now. You may apply again in three months.' },
      analyst.cookie,
    );
    expect(answered.data!.answerApplicationReview).toMatchObject({ status: 'answered' });
    expect(errorOf(await app.graphql(ANSWER, { id: requestId, answer: 'A second answer.' }, analyst.cookie))).toMatchObject({ code: 'CONFLICT' });

    const mine = await app.graphql<{ myApplications: { nodes: Array<{ id: string; reviewRequest: { status: string; answer: string } | null }> }; applicationReviewRequest: { id: string } | null }>(
      MINE,
      { id },
      customer.cookie,
    );
    expect(mine.data!.myApplications.nodes.find((node) => node.id === id)!.reviewRequest).toMatchObject({ status: 'answered', answer: expect.stringContaining('decision stands') });
    expect(mine.data!.applicationReviewRequest).toMatchObject({ id: requestId });
    const strangerRead = await app.graphql<{ applicationReviewRequest: unknown }>(MINE, { id }, stranger.cookie);
    expect(strangerRead.data!.applicationReviewRequest).toBeNull();

    const notes = await app.database.query<{ title: string }>('SELECT title FROM notification WHERE user_id = $1 ORDER BY created_at', [customer.id]);
    expect(notes.map((note) => note.title)).toEqual(expect.arrayContaining(['We received your review request', 'Your review request was answered']));
  });
});
