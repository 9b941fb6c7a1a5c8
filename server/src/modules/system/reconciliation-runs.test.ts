import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';

// Finance sees what the 10-minute reconciliation job did: its runs from job_run, newest first.
vi.setConfig({ testTimeout: 120_000 });

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
  await app.database.query(`
    INSERT INTO job_run (queue, job_id, state, output, error, final, started_at, finished_at) VALUES
      ('reconcile-payments', 'j1', 'completed', '{"checked":0,"credited":0,"failed":0,"abandoned":0,"expired":0,"stillPending":0,"errors":0}', NULL, 0, '2026-03-01T10:00:00Z', '2026-03-01T10:00:01Z'),
      ('reconcile-payments', 'j2', 'completed', '{"checked":3,"credited":1,"failed":1,"abandoned":0,"expired":1,"stillPending":0,"errors":0}', NULL, 0, '2026-03-01T10:10:00Z', '2026-03-01T10:10:02.5Z'),
      ('reconcile-payments', 'j3', 'failed', '{"message":"provider down"}', 'provider down', 1, '2026-03-01T10:20:00Z', '2026-03-01T10:20:00.2Z'),
      ('close-of-business', 'j4', 'completed', '{}', NULL, 0, '2026-03-01T10:30:00Z', '2026-03-01T10:30:01Z')`);
});
afterAll(async () => {
  await app?.stop();
});

const QUERY = 'query R($changes: Boolean!) { reconciliationRuns(first: 10, withChangesOnly: $changes) { state durationMs checked credited failed abandoned expired stillPending errors error } }';

describe('reconciliation runs', () => {
  it('shows finance every run of the reconciliation job with its counts, and only the eventful ones on request', async () => {
    const finance = await app.signInAs('finance');
    const all = await app.graphql<{ reconciliationRuns: Array<Record<string, unknown>> }>(QUERY, { changes: false }, finance.cookie);
    expect(all.errors).toBeUndefined();
    expect(all.data!.reconciliationRuns).toEqual([
      { state: 'failed', durationMs: 200, checked: 0, credited: 0, failed: 0, abandoned: 0, expired: 0, stillPending: 0, errors: 0, error: 'provider down' },
      { state: 'completed', durationMs: 2500, checked: 3, credited: 1, failed: 1, abandoned: 0, expired: 1, stillPending: 0, errors: 0, error: null },
      { state: 'completed', durationMs: 1000, checked: 0, credited: 0, failed: 0, abandoned: 0, expired: 0, stillPending: 0, errors: 0, error: null },
    ]);
    const eventful = await app.graphql<{ reconciliationRuns: Array<{ state: string; checked: number }> }>(QUERY, { changes: true }, finance.cookie);
    expect(eventful.data!.reconciliationRuns.map((run) => [run.state, run.checked])).toEqual([['failed', 0], ['completed', 3]]);
  });

  it('is refused to staff who cannot read payments', async () => {
    const inspector = await app.signInAs('inspection_and_verification');
    const refused = await app.graphql(QUERY, { changes: false }, inspector.cookie);
    expect(refused.errors![0].extensions?.code).toBe('FORBIDDEN');
  });
});
