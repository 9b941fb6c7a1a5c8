// The approval checklist of a rent application or BNPL order, exactly as the server computes and enforces it
// (`approvalChecks`), where four eyes stand (`approvalProgress`), and the steps of a decision taken (`decisionSteps`,
// each with the person, time and reason of its own record). The server still decides: a button disabled here is a
// courtesy, the approve mutation refuses the same cases.
import { Alert, Box, Card, CardContent, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CancelOutlined from '@mui/icons-material/CancelOutlined';
import { formatCedis, formatDateTime } from '../../../lib/money';
import type { ApprovalCheckFieldsFragment, ApprovalProgressFieldsFragment, DecisionStepFieldsFragment } from '../gql/graphql';
import { roleName } from '../layout/menu';

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

/** "Kofi Boateng (Admin)": who took a step, with their role; "a former staff member" when the account is gone. */
export function decisionPerson(person: DecisionStepFieldsFragment['person']): string {
  return person ? `${person.firstName} ${person.lastName} (${roleName(person.role)})` : 'a former staff member';
}

/**
 * The steps of a decision in order, exactly as the server records them (`decisionSteps`): each approval, the
 * rejection or cancellation, a review request and its answer, each with its own person, time and reason.
 */
export function DecisionSteps({ steps }: { steps: readonly DecisionStepFieldsFragment[] }) {
  return (
    <Box component="ol" aria-label="Decision steps" sx={{ m: 0, pl: 2.5 }}>
      {steps.map((step, index) => (
        <Typography component="li" variant="body2" key={index} data-kind={step.kind} sx={{ overflowWrap: 'anywhere' }}>
          <strong>{step.label}</strong> by {decisionPerson(step.person)}
          {step.at ? ` on ${formatDateTime(step.at)}` : ''}
          {step.reason ? `: ${step.reason}` : ''}
        </Typography>
      ))}
    </Box>
  );
}
