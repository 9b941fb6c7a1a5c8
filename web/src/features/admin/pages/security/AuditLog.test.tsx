import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockedResponse } from '@apollo/client/testing';
import { ListAuditEventsDocument } from '../../gql/graphql';
import { meMock, renderAdminPage, shownColumns } from '../../shared/testing';
import { AuditLog } from './AuditLog';

const event = (id: string, extra: Record<string, unknown>) => ({
  __typename: 'AuditEvent', id, at: '2026-11-20T09:00:00Z', action: 'loan.disbursed', entity: 'loan', entityId: 'ab12cd34-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  entityLabel: 'LN-AB12CD34 · Ama Mensah', actorId: 'staff-2', actorName: 'Kofi Darko', actorEmail: 'kofi@ghanahomes.example', actorRole: 'finance',
  apiKeyId: null, ip: '10.0.0.1', requestId: 'req-1', before: null, after: { status: 'active' }, ...extra,
});
const list = (variables: Record<string, string | null>, nodes: unknown[]): MockedResponse => ({
  request: { query: ListAuditEventsDocument, variables: { first: 25, after: null, entity: null, action: null, actor: null, ...variables } },
  result: { data: { auditEvents: { __typename: 'AuditEventConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});
const gone = event('e-2', { entity: 'setting', entityId: 'credit.grace_days', entityLabel: null, actorId: null, actorName: null, actorEmail: null, actorRole: 'system', action: 'setting.updated' });

describe('the audit log', { timeout: 60_000 }, () => {
  it('names records and people instead of ids, and filters by a person’s name on the server', async () => {
    renderAdminPage(<AuditLog />, {
      path: '/admin/security',
      route: 'security',
      mocks: [meMock('admin', ['manageSystem']), list({}, [event('e-1', {}), gone]), list({ actor: 'Darko' }, [event('e-1', {})])],
    });
    expect(await screen.findByText('Loan: LN-AB12CD34 · Ama Mensah')).toBeInTheDocument();
    expect(screen.getByText('Kofi Darko (finance)')).toBeInTheDocument();
    // A record with no name keeps its id; a scheduled job says so.
    expect(screen.getByText('Setting credit.grace_days')).toBeInTheDocument();
    expect(screen.getByText('Scheduled job (system)')).toBeInTheDocument();
    const form = within(screen.getByRole('form', { name: 'Audit filters' }));
    fireEvent.change(form.getByLabelText('Person'), { target: { value: ' Darko ' } });
    fireEvent.click(form.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByRole('link', { name: 'Download CSV of audit events' })).toHaveAttribute('href', '/api/files/lists/audit.csv?actor=Darko');
    expect(await screen.findByText('Kofi Darko (finance)')).toBeInTheDocument();
    expect(screen.queryByText('Setting credit.grace_days')).not.toBeInTheDocument();
  });

  it('shows the record and who acted on a laptop, and only when on a phone (a row opens the whole event)', async () => {
    renderAdminPage(<AuditLog />, { path: '/admin/security', route: 'security', mocks: [meMock('admin', ['manageSystem']), list({}, [event('e-1', {})])], width: 1280 });
    expect(await screen.findByText('Kofi Darko (finance)')).toBeInTheDocument();
    expect(await shownColumns('Audit events')).toEqual(['When', 'Action', 'Record', 'Actor']);
  });

  it('shows only when on a phone; a row opens the whole event', async () => {
    renderAdminPage(<AuditLog />, { path: '/admin/security', route: 'security', mocks: [meMock('admin', ['manageSystem']), list({}, [event('e-1', {})])], width: 360 });
    expect(await shownColumns('Audit events')).toEqual(['When']);
    fireEvent.click(await screen.findByText(/20 Nov 2026/));
    expect(await screen.findByRole('dialog', { name: 'loan.disbursed' })).toHaveTextContent('Loan: LN-AB12CD34 · Ama Mensah · by Kofi Darko (finance)');
  });
});
