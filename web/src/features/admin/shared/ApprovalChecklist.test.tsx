import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ApprovalChecklist, approvalBlocker, awaitingSecondApproval, DecisionSteps } from './ApprovalChecklist';

const check = (key: string, passed: boolean, detail: string) => ({ __typename: 'ApprovalCheck' as const, key, label: `Check ${key}`, passed, detail });
const CHECKS = [
  check('documents', false, 'Not verified: mobile money statement (waiting for review).'),
  check('property', true, '5 Test Close, Osu, Accra: passed on 18 Nov 2026.'),
  check('affordability', false, 'GH₵511.45 a month against a monthly net income of GH₵1,500.00 (34.1%); the limit is GH₵450.00.'),
];
const approval = { __typename: 'CreditApprovalGiven' as const, approverId: 'staff-1', approverName: 'Akosua Darko', reason: 'Income confirmed.', approvedAt: '2026-11-21T09:00:00Z' };
const progress = (approvals: (typeof approval)[], required = 2) => ({ __typename: 'ApprovalProgress' as const, required, threshold: 1_000_000, approvals });

describe('ApprovalChecklist', () => {
  it('shows each check with a tick or a cross and its detail, and counts the failures', () => {
    render(<ApprovalChecklist checks={CHECKS} progress={progress([], 1)} open />);
    const region = screen.getByRole('region', { name: 'Approval checks' });
    expect(within(region).getByText('2 of 3 checks have not passed: approval is refused until they do.')).toBeInTheDocument();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-passed'))).toEqual(['false', 'true', 'false']);
    expect(within(items[0]).getByTitle('Not passed')).toBeInTheDocument();
    expect(within(items[1]).getByTitle('Passed')).toBeInTheDocument();
    expect(within(items[2]).getByText(/34\.1%/)).toBeInTheDocument();
  });

  it('says when every check passed and when two approvers are needed', () => {
    render(<ApprovalChecklist checks={[check('identity', true, 'Ghana Card number ending 678-3; no other customer holds it.')]} progress={progress([])} open />);
    expect(screen.getByText('Every check has passed.')).toBeInTheDocument();
    expect(screen.getByText('Above GH₵10,000.00: two different approvers are needed.')).toBeInTheDocument();
  });

  it('shows a half-done four-eyes approval with who approved first', () => {
    render(<ApprovalChecklist checks={[]} progress={progress([approval])} open />);
    expect(screen.getByText('1 of 2 approvals.')).toBeInTheDocument();
    expect(screen.getByText(/Awaiting second approval \(approved by Akosua Darko on 21 Nov 2026/)).toBeInTheDocument();
  });
});

describe('approvalBlocker', () => {
  it('names the failed checks first, then the viewer who already approved, else nothing', () => {
    expect(approvalBlocker(CHECKS, progress([]), 'staff-1')).toBe('2 approval checks have not passed.');
    expect(approvalBlocker(CHECKS.slice(0, 2), progress([]), 'staff-1')).toBe('1 approval check has not passed.');
    const passing = [CHECKS[1]];
    expect(approvalBlocker(passing, progress([approval]), 'staff-1')).toBe('You gave the first approval; a second approver must complete it.');
    expect(approvalBlocker(passing, progress([approval]), 'staff-2')).toBeNull();
    expect(awaitingSecondApproval(progress([approval], 1))).toBeNull();
  });
});

describe('DecisionSteps', () => {
  // The steps as the server answers them: each with the person, time and reason of its own record.
  const person = (id: string, firstName: string, lastName: string, role: string) => ({ __typename: 'DecisionPerson' as const, id, firstName, lastName, role: role as never });
  const step = (kind: string, label: string, who: ReturnType<typeof person> | null, at: string | null, reason: string | null) => ({
    __typename: 'DecisionStep' as const,
    kind: kind as never,
    label,
    person: who,
    at,
    reason,
  });
  const analyst = person('staff-1', 'Akosua', 'Darko', 'credit_analyst');
  const admin = person('staff-2', 'Kofi', 'Boateng', 'admin');

  it('shows each approval of a four-eyes decision under its own person, role and time, in the order given', () => {
    render(
      <DecisionSteps
        steps={[
          step('approval', 'First approval', analyst, '2026-11-21T09:00:00Z', 'Income confirmed.'),
          step('approved', 'Second approval', admin, '2026-11-22T10:30:00Z', 'Second approval: file reviewed.'),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Decision steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^First approval by Akosua Darko \(Credit Analyst\) on 21 Nov 2026.*: Income confirmed\.$/),
      expect.stringMatching(/^Second approval by Kofi Boateng \(Admin\) on 22 Nov 2026.*: Second approval: file reviewed\.$/),
    ]);
    // The admin's words never sit under the analyst's name.
    expect(items[0].textContent).not.toMatch(/file reviewed/);
    expect(items.map((item) => item.getAttribute('data-kind'))).toEqual(['approval', 'approved']);
  });

  it('shows a rejection after a first approval with the rejecting admin, and a step whose account is gone', () => {
    render(
      <DecisionSteps
        steps={[
          step('approval', 'First approval', analyst, '2026-11-21T09:00:00Z', null),
          step('rejected', 'Rejected', admin, '2026-11-23T08:00:00Z', 'Income could not be confirmed.'),
          step('review_answered', 'Review answered', null, null, 'We looked again.'),
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Decision steps' })).getAllByRole('listitem');
    expect(items[0].textContent).toMatch(/^First approval by Akosua Darko \(Credit Analyst\) on 21 Nov 2026, 9:00 am$/);
    expect(items[1].textContent).toMatch(/^Rejected by Kofi Boateng \(Admin\) on 23 Nov 2026.*: Income could not be confirmed\.$/);
    expect(items[2].textContent).toBe('Review answered by a former staff member: We looked again.');
  });
});
