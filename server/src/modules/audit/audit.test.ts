import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRequestId } from '../../http/request-context.js';
import { startTestApp, type TestApp } from '../../test/harness.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

describe('the audit trail', () => {
  it('is append-only: the database refuses to change or delete an event', async () => {
    const admin = await app.signInAs('admin');
    const requestId = newRequestId();
    await app.services.audit.record(
      app.database.db,
      { viewer: { id: admin.id, email: admin.email, firstName: 'A', lastName: 'B', role: 'admin' }, requestId, ip: '127.0.0.1' },
      { action: 'test.recorded', entity: 'test', entityId: '1', after: { ok: true } },
    );
    await expect(app.database.query(`UPDATE audit_event SET action = 'tampered' WHERE request_id = $1`, [requestId])).rejects.toThrow(/append-only/);
    await expect(app.database.query('DELETE FROM audit_event WHERE request_id = $1', [requestId])).rejects.toThrow(/append-only/);
    const rows = await app.database.query<{ action: string }>('SELECT action FROM audit_event WHERE request_id = $1', [requestId]);
    expect(rows).toEqual([{ action: 'test.recorded' }]);
  });
});
