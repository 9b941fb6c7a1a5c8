// Close of business never runs for a day after the real today outside tests: a run dated ahead would become the
// latest closed date, and no real day before it could be closed again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../finance/index.js';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { realToday } from '../quotes/clock.js';
import { closeOfBusinessJob } from '../../jobs/close-of-business.job.js';
import { CloseOfBusiness } from './close-of-business.js';
import { SystemService, type JobQueuePort } from './system.service.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  app.services.clock.set(null);
  await app?.stop();
});

const tomorrow = () => addDays(realToday(), 1);
const refusal = (date: string) => ({
  message: `Close of business cannot run for ${date}: that is after today (${realToday()}).`,
  extensions: { code: 'BAD_USER_INPUT', field: 'businessDate' },
});

describe('close of business beyond the real today', () => {
  it('is refused by the run itself, and by its job, outside a test process', async () => {
    const closeOfBusiness = new CloseOfBusiness(app.database.db, app.services.events);
    const date = tomorrow();
    await expect(closeOfBusiness.run(date)).rejects.toMatchObject(refusal(date));
    const job = closeOfBusinessJob(closeOfBusiness, 100);
    await expect(job.handle({ date }, { queuedAt: new Date(), signal: new AbortController().signal } as never)).rejects.toMatchObject(refusal(date));
    // Nothing was opened for the date, so it cannot stand as the latest closed day.
    expect(await app.database.query('SELECT business_date FROM close_of_business_run WHERE business_date = $1', [date])).toEqual([]);
  });

  it('is refused on demand even when the app clock was moved ahead, and nothing is queued', async () => {
    const sent: string[] = [];
    const jobs: JobQueuePort = {
      definitions: [],
      send: async (_queue, data) => (sent.push(String(data.date)), 'job-id'),
      queueSize: async () => 0,
    };
    const system = new SystemService(app.database.db, app.services.audit, app.services.clock, false);
    system.attachJobs(jobs);
    const admin = await app.signInAs('admin');
    const actor = { viewer: { id: admin.id, email: admin.email, firstName: 'Ada', lastName: 'Admin', role: 'admin' as const }, requestId: 'test', ip: null };
    const ahead = addDays(realToday(), 10);
    app.services.clock.set(new Date(`${ahead}T12:00:00Z`));
    await expect(system.runCloseOfBusiness(actor, ahead)).rejects.toMatchObject(refusal(ahead));
    expect(sent).toEqual([]);
  });

  it('runs a day ahead in a test process, where tests replay months on a pinned clock', async () => {
    const date = tomorrow();
    const result = await app.services.closeOfBusiness.run(date);
    expect(result).toMatchObject({ businessDate: date, ran: true });
  });
});
