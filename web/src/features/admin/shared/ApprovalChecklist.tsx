// The approval checklist of a rent application or BNPL order, exactly as the server computes and enforces it
// (`approvalChecks`), and where four eyes stand (`approvalProgress`). The server still decides: a button disabled here
// is a courtesy, the approve mutation refuses the same cases.
import { Alert, Box, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { formatCedis, formatDateTime } from '../../../lib/money';
import type { ApprovalCheckFieldsFragment, ApprovalProgressFieldsFragment } from '../gql/graphql';

export interface ApprovalChecklistProps {
  checks: readonly ApprovalCheckFieldsFragment[];
  progress?: ApprovalProgressFieldsFragment | null;
  /** Whether the subject is still open for a decision (the progress line is shown only then). */
  open: boolean;
}

/** Why the Approve button is disabled for this staff member, or null when they may approve. */
export function approvalBlocker(
  checks: readonly ApprovalCheckFieldsFragment[],
  progress: ApprovalProgressFieldsFragment | null | undefined,
  viewerId: string | null | undefined,
): string | null {
  const failed = checks.filter((check) => !check.passed).length;
  if (failed > 0) return failed === 1 ? '1 approval check has not passed.' : `${failed} approval checks have not passed.`;
  if (viewerId && progress?.approvals.some((approval) => approval.approverId === viewerId)) {
    return 'You gave the first approval; a second approver must complete it.';
  }
  return null;
}

/** "Awaiting second approval (approved by X)" while a four-eyes approval is half done; null otherwise. */
export function awaitingSecondApproval(progress: ApprovalProgressFieldsFragment | null | undefined): string | null {
  if (!progress || progress.approvals.length === 0 || progress.approvals.length >= progress.required) return null;
  const [first] = progress.approvals;
  return `Awaiting second approval (approved by ${first.approverName} on ${formatDateTime(first.approvedAt)}).`;
}

export function ApprovalChecklist({ checks, progress, open }: ApprovalChecklistProps) {
  const failed = checks.filter((check) => !check.passed).length;
  const waiting = open ? awaitingSecondApproval(progress) : null;
  return (
    <Card variant="outlined" component="section" aria-label="Approval checks">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Approval checks
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {failed === 0 ? 'Every check has passed.' : `${failed} of ${checks.length} checks have not passed: approval is refused until they do.`}
        </Typography>
        <List dense disablePadding aria-label="Checklist">
          {checks.map((check) => (
            <ListItem key={check.key} disableGutters alignItems="flex-start" data-passed={check.passed}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                {check.passed ? (
                  <CheckCircleOutlined color="success" titleAccess="Passed" />
                ) : (
                  <CancelOutlined color="error" titleAccess="Not passed" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={check.label}
                secondary={check.detail}
                slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
        {progress && open ? (
          <Box sx={{ mt: 1 }}>
            {waiting ? (
              <Alert severity="info">
                <strong>1 of 2 approvals.</strong> {waiting}
              </Alert>
            ) : progress.required > 1 ? (
              <Typography variant="body2" color="text.secondary">
                Above {formatCedis(progress.threshold)}: two different approvers are needed.
              </Typography>
            ) : null}
          </Box>
        ) : null}
      </CardContent>
    </Card>
  );
}

export interface DecisionOutcome {
  status: string;
  reason: string | null | undefined;
  decidedAt: string | null | undefined;
  /** Who recorded the final decision (the reviewer of a rejection). */
  decidedBy: string | null | undefined;
}

export interface DecisionStep {
  label: string;
  person: string;
  at: string | null;
  reason: string | null;
}

/**
 * Every step of a decision in order, each with its own person, time and reason: the approvals given (the first and
 * the second under four eyes), then a rejection when it ended so. Never one person's name under another's words.
 */
export function decisionSteps(progress: ApprovalProgressFieldsFragment | null | undefined, outcome: DecisionOutcome): DecisionStep[] {
  const approvals = progress?.approvals ?? [];
  const many = approvals.length > 1 || (progress?.required ?? 1) > 1;
  const steps: DecisionStep[] = approvals.map((approval, index) => ({
    label: many ? `${index === 0 ? 'First' : index === 1 ? 'Second' : `Approval ${index + 1}:`} approval` : 'Approved',
    person: approval.approverName,
    at: approval.approvedAt,
    reason: approval.reason ?? null,
  }));
  if (outcome.status === 'rejected') {
    steps.push({ label: 'Rejected', person: outcome.decidedBy ?? 'a reviewer', at: outcome.decidedAt ?? null, reason: outcome.reason ?? null });
  }
  return steps;
}

/** The steps of a decided application or order as an ordered list. */
export function DecisionSteps({ steps }: { steps: readonly DecisionStep[] }) {
  return (
    <Box component="ol" aria-label="Decision steps" sx={{ m: 0, pl: 2.5 }}>
      {steps.map((step, index) => (
        <Typography component="li" variant="body2" key={index} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{step.label}</strong> by {step.person}
          {step.at ? ` on ${formatDateTime(step.at)}` : ''}
          {step.reason ? `: ${step.reason}` : ''}
        </Typography>
      ))}
    </Box>
  );
}
