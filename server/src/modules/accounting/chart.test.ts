// Finance keeps the chart of accounts over GraphQL: add, rename, deactivate and delete, with the refusals that keep
// the books whole (a product's account stays active, an account with entries is never deleted).
import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness.js';
import { errorOf } from '../loans/loan.fixtures.js';
import { CHART_MESSAGES } from './chart.service.js';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.stop();
});

const FIELDS = 'code name type active debit credit balance';
const CREATE = `mutation C($input: CreateGlAccountInput!) { createGlAccount(input: $input) { ${FIELDS} } }`;
const RENAME = `mutation R($code: String!, $name: String!) { renameGlAccount(code: $code, name: $name) { ${FIELDS} } }`;
const ACTIVE = `mutation A($code: String!, $active: Boolean!) { setGlAccountActive(code: $code, active: $active) { ${FIELDS} } }`;
const DELETE = `mutation D($code: String!) { deleteGlAccount(code: $code) }`;

describe('chart of accounts', () => {
  it('lets finance add, rename, deactivate and delete accounts, and refuses what would break the books', async () => {
    const finance = await app.signInAs('finance');
    const created = await app.graphql(CREATE, { input: { code: '1030', name: '  Ecobank   current account ', type: 'asset' } }, finance.cookie);
    expect(created.errors).toBeUndefined();
    expect(created.data).toEqual({ createGlAccount: { code: '1030', name: 'Ecobank current account', type: 'asset', active: true, debit: 0, credit: 0, balance: 0 } });
    expect(errorOf(await app.graphql(CREATE, { input: { code: '1030', name: 'Again', type: 'asset' } }, finance.cookie))).toMatchObject({ code: 'CONFLICT', message: CHART_MESSAGES.exists('1030') });
    expect(errorOf(await app.graphql(CREATE, { input: { code: '10A', name: 'Bad code', type: 'asset' } }, finance.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', message: CHART_MESSAGES.code, field: 'code' });
    expect(errorOf(await app.graphql(CREATE, { input: { code: '1040', name: 'Bad type', type: 'revenue' } }, finance.cookie))).toMatchObject({ code: 'BAD_USER_INPUT', message: CHART_MESSAGES.type });

    const renamed = await app.graphql<{ renameGlAccount: { name: string } }>(RENAME, { code: '1030', name: 'Ecobank operating account' }, finance.cookie);
    expect(renamed.data!.renameGlAccount.name).toBe('Ecobank operating account');
    const chart = await app.graphql<{ chartOfAccounts: Array<{ code: string; name: string }> }>('{ chartOfAccounts { code name } }', {}, finance.cookie);
    expect(chart.data!.chartOfAccounts.find((account) => account.code === '1030')?.name).toBe('Ecobank operating account');

    // The bank is where rent disbursements come from: it stays active.
    const bank = errorOf(await app.graphql(ACTIVE, { code: '1000', active: false }, finance.cookie));
    expect(bank).toMatchObject({ code: 'CONFLICT' });
    expect(bank?.message).toMatch(/^Account 1000 is where the \w+ product's .+ post: map another account there first\.$/);
    expect((await app.graphql<{ setGlAccountActive: { active: boolean } }>(ACTIVE, { code: '1030', active: false }, finance.cookie)).data!.setGlAccountActive.active).toBe(false);
    expect((await app.graphql<{ setGlAccountActive: { active: boolean } }>(ACTIVE, { code: '1030', active: true }, finance.cookie)).data!.setGlAccountActive.active).toBe(true);

    // An account with a line is never deleted; one without goes.
    await app.graphql(CREATE, { input: { code: '1031', name: 'Petty cash', type: 'asset' } }, finance.cookie);
    await app.database.query(`
      WITH e AS (INSERT INTO journal_entry (source, kind, posted_on, description) VALUES ('ledger', 'manual', current_date, 'Float') RETURNING id)
      INSERT INTO journal_line (entry_id, account_code, debit, credit) SELECT e.id, '1031', 500, 0 FROM e UNION ALL SELECT e.id, '1000', 0, 500 FROM e`);
    expect(errorOf(await app.graphql(DELETE, { code: '1031' }, finance.cookie))).toMatchObject({ code: 'CONFLICT', message: CHART_MESSAGES.hasLines('1031') });
    expect((await app.graphql(DELETE, { code: '1030' }, finance.cookie)).data).toEqual({ deleteGlAccount: true });
    expect(errorOf(await app.graphql(RENAME, { code: '1030', name: 'Gone' }, finance.cookie))).toMatchObject({ code: 'NOT_FOUND' });

    const audit = await app.database.query<{ action: string }>(`SELECT action FROM audit_event WHERE entity = 'gl_account'`);
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['gl_account.create', 'gl_account.rename', 'gl_account.deactivate', 'gl_account.activate', 'gl_account.delete']));

    for (const role of ['credit_analyst', 'sales_executive', 'recovery_and_collections']) {
      expect(errorOf(await app.graphql(CREATE, { input: { code: '1050', name: 'Not mine', type: 'asset' } }, (await app.signInAs(role)).cookie))).toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
