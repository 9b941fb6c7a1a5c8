import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert, Box, Button, Card, CardContent, Chip, Grid, Link, List, ListItem, ListItemText, Stack, Typography,
} from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useSnackbar } from 'notistack';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paths } from '../../../../lib/paths';
import { CreditDisclosure } from '../../../../components/CreditDisclosure';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { StaffApplicantDocumentsDocument, StaffApplicationAuditDocument, StaffApplicationDetailDocument, StaffApplicationLoanDocument, StaffApproveApplicationDocument, StaffRejectApplicationDocument, StaffRequestDocumentDocument, StaffStartApplicationReviewDocument, type StaffApplicantDocumentsQuery, type StaffApplicationAuditQuery, type StaffApplicationDetailQuery } from '../../gql/graphql';
import { formatCedis, formatDate, formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { describeServerError } from '../../shared/errors';
import { FilePreview } from '../../shared/FilePreview';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StatusChip, humanize } from '../../shared/StatusChip';
import { usePermissions } from '../../shared/usePermissions';
import { LinkPropertyDialog } from './LinkPropertyDialog';
import { formatGhanaPhone } from '../../../../lib/phone-format';
import { ApprovalChecklist, approvalBlocker, DecisionSteps } from '../../shared/ApprovalChecklist';

export type StaffApplication = StaffApplicationDetailQuery['application'];
export type ApplicantDocument = StaffApplicantDocumentsQuery['documents']['nodes'][number];
export type AuditEntry = StaffApplicationAuditQuery['auditEvents']['nodes'][number];
export type ApplicationAction = 'review' | 'approve' | 'reject';

export const REASON_MIN = 5;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, auto) 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.75 } }}>
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The loan an approved application became (number and status), linked to its loan view. */
export interface ApplicationLoan {
  id: string;
  number: string;
  status: string;
}

export interface ApplicationDetailProps {
  application: StaffApplication;
  /** The loan of an approved application, when there is one. */
  loan?: ApplicationLoan | null;
  /** Null hides the section (the role may not view all documents). */
  documents: ApplicantDocument[] | null;
  /** Null hides the section (the role lacks manageSystem). */
  audit: AuditEntry[] | null;
  canManage: boolean;
  busy: boolean;
  onAction(action: ApplicationAction): void;
  /** Shown with manageProperties: opens the dialog that links the application to an inspected property. */
  onLinkProperty?: () => void;
  /** The signed-in staff member: a first approver cannot give the second approval. */
  viewerId?: string | null;
  /** Shown with verifyDocuments while the application is open: asks the applicant for a document again. */
  onRequestDocument?: (requirement: { kind: string; label: string }) => void;
}

const REQUIREMENT_STATE_TEXT: Record<string, string> = {
  missing: 'Not uploaded',
  requested: 'Requested',
  pending: 'Waiting for review',
  verified: 'Verified',
  rejected: 'Rejected',
};

export function ApplicationDetail({ application, loan, documents, audit, canManage, busy, onAction, onLinkProperty, viewerId, onRequestDocument }: ApplicationDetailProps) {
  const rent = application.monthlyRent !== null;
  const name = `${application.applicant.firstName} ${application.applicant.lastName}`;
  const open = application.status === 'pending' || application.status === 'under_review';
  // The server refuses the same cases; the reason is shown beside the disabled button.
  const blocker = open ? approvalBlocker(application.approvalChecks, application.approvalProgress, viewerId) : null;
  // Who decided, step by step, as the server recorded each step (never rebuilt here from the reviewer). While the
  // application is open the checklist says where four eyes stand.
  const decision = open ? [] : (application.decisionSteps ?? []);
  const employer = application.employerInformation;
  return (
    <PageContainer
      title={`Application from ${name}`}
      subtitle={
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <StatusChip status={application.status} />
          <span>Submitted {formatDateTime(application.createdAt)}</span>
        </Stack>
      }
      actions={
        canManage && open ? (
          <Stack spacing={0.5}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {application.status === 'pending' ? (
                <Button variant="outlined" onClick={() => onAction('review')} disabled={busy}>
                  Start review
                </Button>
              ) : null}
              <Button
                variant="contained"
                color="success"
                onClick={() => onAction('approve')}
                disabled={busy || blocker !== null}
                aria-describedby={blocker ? 'approve-blocked-reason' : undefined}
              >
                Approve
              </Button>
              <Button variant="contained" color="error" onClick={() => onAction('reject')} disabled={busy}>
                Reject
              </Button>
            </Stack>
            {blocker ? (
              <Typography id="approve-blocked-reason" variant="caption" color="text.secondary">
                Approve is unavailable: {blocker}
              </Typography>
            ) : null}
          </Stack>
        ) : null
      }
    >
      <Button component={RouterLink} to={paths.adminPage('applications')} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        All applications
      </Button>
      <Stack spacing={2} sx={{ mb: 2 }}>
        {application.rentActWarning ? (
          <Alert severity="warning" role="alert">
            <strong>Rent Act:</strong> {application.rentActWarning}
          </Alert>
        ) : null}
        {decision.length > 0 ? (
          <Alert severity={application.status === 'approved' ? 'success' : application.status === 'rejected' ? 'error' : 'info'}>
            <strong>Decision{application.decidedAt ? ` on ${formatDate(application.decidedAt)}` : ''}</strong>
            <DecisionSteps steps={decision} />
          </Alert>
        ) : open && application.reviewer ? (
          <Alert severity="info">
            Under review by {application.reviewer.firstName} {application.reviewer.lastName}.
          </Alert>
        ) : null}
        {open ? <ApprovalChecklist checks={application.approvalChecks} progress={application.approvalProgress} open={open} /> : null}
        {loan ? (
          <Alert
            severity="info"
            action={
              <Button component={RouterLink} to={paths.adminLoan(loan.id)} color="inherit" size="small">
                Open loan
              </Button>
            }
          >
            Loan <strong>{loan.number}</strong> · {humanize(loan.status)}
          </Alert>
        ) : null}
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Applicant">
            <Facts
              items={[
                ['Name', name],
                ['Email', <Link key="email" href={`mailto:${application.applicant.email}`}>{application.applicant.email}</Link>],
                ['Application id', application.id],
              ]}
            />
          </Section>
        </Grid>
        {!rent ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title={application.creditProduct?.name ?? 'Credit'}>
              <Facts
                items={[
                  ['Amount financed', formatCedis(application.amountRequested)],
                  ['Repayment', `${application.repaymentMonths} months`],
                  ['Paid to', `${application.payeeName ?? '—'}${application.payeePhone ? `, ${formatGhanaPhone(application.payeePhone)}` : ''}`],
                  ['Reference', application.payeeReference ?? '—'],
                ]}
              />
            </Section>
          </Grid>
        ) : null}
        {application.documentRequirements.length > 0 ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Required documents">
              <Typography variant="body2" sx={{ mb: 1 }}>
                {application.documentsSummary}
              </Typography>
              <List dense disablePadding>
                {application.documentRequirements.map((requirement) => (
                  <ListItem
                    key={requirement.kind}
                    disableGutters
                    secondaryAction={
                      onRequestDocument && open ? (
                        <Button size="small" onClick={() => onRequestDocument(requirement)} aria-label={`Request the ${requirement.label}`}>
                          Request
                        </Button>
                      ) : undefined
                    }
                  >
                    <ListItemText
                      primary={requirement.text}
                      secondary={`${REQUIREMENT_STATE_TEXT[requirement.state] ?? requirement.state}${requirement.note ? `: ${requirement.note}` : ''}`}
                      slotProps={{ primary: { sx: { pr: 8, overflowWrap: 'anywhere' } } }}
                    />
                  </ListItem>
                ))}
              </List>
            </Section>
          </Grid>
        ) : null}
        {rent ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Property and rent">
            <Facts
              items={[
                ['Address', application.propertyAddress ?? '—'],
                ['GhanaPost GPS', application.propertyDigitalAddress ?? '—'],
                ['Landlord', application.landlordName ? `${application.landlordName}, ${formatGhanaPhone(application.landlordPhone ?? '')}` : '—'],
                ['Monthly rent', application.monthlyRent === null ? '—' : formatCedis(application.monthlyRent)],
                ['Advance', `${application.advanceMonths} months`],
                ['Amount financed', formatCedis(application.amountRequested)],
                ['Repayment', `${application.repaymentMonths} months`],
                [
                  'Inspection',
                  <Stack key="inspection" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    {application.property ? <StatusChip status={application.property.inspectionStatus} /> : <span>Not linked to an inspected property</span>}
                    {onLinkProperty ? (
                      <Button size="small" variant="outlined" onClick={onLinkProperty}>
                        {application.property ? 'Change property' : 'Link to property'}
                      </Button>
                    ) : null}
                  </Stack>,
                ],
              ]}
            />
          </Section>
        </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Employer and income">
            <Facts
              items={[
                ['Employer', employer.employerName],
                ['Job title', employer.jobTitle],
                ['Employment', humanize(employer.employmentType)],
                ['Net monthly income', formatCedis(employer.monthlyNetIncome)],
                ['Since', formatDate(employer.startDate)],
                ['Address', employer.employerAddress],
                ['Phone', formatGhanaPhone(employer.employerPhone)],
              ]}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Section title="Emergency contacts">
            <List dense disablePadding>
              {application.emergencyContacts.map((contact) => (
                <ListItem key={contact.id} disableGutters>
                  <ListItemText primary={`${contact.name} (${contact.relationship})`} secondary={formatGhanaPhone(contact.phone)} />
                </ListItem>
              ))}
            </List>
          </Section>
        </Grid>
        {application.disclosure ? (
          <Grid size={12}>
            <Section title="Accepted disclosure">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                The figures the applicant accepted
                {application.disclosureAcceptedAt ? ` on ${formatDateTime(application.disclosureAcceptedAt)}` : ''} before submitting.
              </Typography>
              {/* The borrower's own disclosure component, so staff read the same labels (nominal annual rate, APR) and schedule. */}
              <CreditDisclosure quote={application.disclosure} headingComponent="h3" title="Cost of credit" product="rent" />
            </Section>
          </Grid>
        ) : null}
        {documents ? (
          <Grid size={12}>
            <Section title="Documents">
              {documents.length === 0 ? (
                <Typography color="text.secondary">The applicant has not uploaded any documents.</Typography>
              ) : (
                <Grid container spacing={2}>
                  {documents.map((document) => (
                    <Grid key={document.id} size={{ xs: 12, md: 6 }}>
                      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                        <Typography variant="subtitle2" component="h3">
                          {humanize(document.type)}
                        </Typography>
                        <StatusChip status={document.status} />
                        {document.applicationId === application.id ? <Chip size="small" variant="outlined" label="Filed with this application" /> : null}
                      </Stack>
                      <FilePreview url={document.url} mimeType={document.mimeType} fileName={document.fileName} height={240} />
                      {document.reviewNote ? (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                          Note: {document.reviewNote}
                        </Typography>
                      ) : null}
                    </Grid>
                  ))}
                </Grid>
              )}
            </Section>
          </Grid>
        ) : null}
        {audit ? (
          <Grid size={12}>
            <Section title="Audit history">
              {audit.length === 0 ? (
                <Typography color="text.secondary">No recorded changes yet.</Typography>
              ) : (
                <List dense disablePadding>
                  {audit.map((event, index) => (
                    // Only list items in the list (axe: list/listitem): the separator is the item's own border.
                    <ListItem key={event.id} disableGutters divider={index < audit.length - 1}>
                      <ListItemText
                        primary={`${event.action} by ${event.actorEmail ?? 'a removed account'} (${humanize(event.actorRole)})`}
                        secondary={formatDateTime(event.at)}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </Section>
          </Grid>
        ) : null}
      </Grid>
    </PageContainer>
  );
}

const ACTION_TOASTS: Record<ApplicationAction, string> = {
  review: 'Application taken into review',
  approve: 'Application approved',
  reject: 'Application rejected',
};

export const FIRST_APPROVAL_TOAST = 'First approval recorded: a second approver must complete it.';

export function ApplicationDetailRoute() {
  const { id = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const { can, me } = usePermissions();
  const [action, setAction] = useState<ApplicationAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [linkingProperty, setLinkingProperty] = useState(false);
  const [requesting, setRequesting] = useState<{ kind: string; label: string } | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const { data, loading, error } = useQuery(StaffApplicationDetailDocument, { variables: { id } });
  const application = data?.application;
  const canSeeDocuments = can('viewAllDocuments');
  const canSeeAudit = can('manageSystem');
  const documentsQuery = useQuery(StaffApplicantDocumentsDocument, {
    variables: { userId: application?.applicant.id ?? '' },
    skip: !application || !canSeeDocuments,
  });
  const auditQuery = useQuery(StaffApplicationAuditDocument, { variables: { entityId: id }, skip: !canSeeAudit });
  const loanQuery = useQuery(StaffApplicationLoanDocument, { variables: { applicationId: id }, skip: application?.status !== 'approved' });
  const refetchQueries = canSeeAudit ? ['ListStaffApplications', 'StaffApplicationAudit'] : ['ListStaffApplications'];
  const [startReview, review] = useMutation(StaffStartApplicationReviewDocument, { refetchQueries });
  const [approve, approval] = useMutation(StaffApproveApplicationDocument, { refetchQueries });
  const [reject, rejection] = useMutation(StaffRejectApplicationDocument, { refetchQueries });
  const [requestDocument, documentRequest] = useMutation(StaffRequestDocumentDocument, { refetchQueries: ['StaffApplicationDetail'] });
  const busy = review.loading || approval.loading || rejection.loading;

  if (loading && !application) return <LoadingSpinner message="Loading application..." />;
  if (error || !application) {
    const problem = error ? describeServerError(error) : null;
    return (
      <PageContainer title="Application not available">
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem?.code === 'NOT_FOUND' || !problem ? 'This application does not exist.' : problem.message}
        </Alert>
        <Button component={RouterLink} to={paths.adminPage('applications')} startIcon={<ArrowBack />}>
          All applications
        </Button>
      </PageContainer>
    );
  }

  const run = async (chosen: ApplicationAction, reason?: string) => {
    setActionError(null);
    try {
      if (chosen === 'review') await startReview({ variables: { id } });
      else if (chosen === 'approve') {
        const result = await approve({ variables: { id, reason: reason ?? '' } });
        if (result.data && result.data.approveApplication.status !== 'approved') {
          // Four eyes: the first approval is recorded; the application waits for a second approver.
          setAction(null);
          enqueueSnackbar(FIRST_APPROVAL_TOAST, toastOptions('success'));
          return;
        }
      } else await reject({ variables: { id, reason: reason ?? '' } });
      setAction(null);
      enqueueSnackbar(ACTION_TOASTS[chosen], toastOptions('success'));
    } catch (caught) {
      const problem = describeServerError(caught);
      setActionError(problem.message);
      enqueueSnackbar(problem.message, toastOptions('error'));
    }
  };
  const close = () => {
    setAction(null);
    setActionError(null);
  };
  const name = `${application.applicant.firstName} ${application.applicant.lastName}`;

  return (
    <>
      <ApplicationDetail
        application={application}
        loan={loanQuery.data?.loans.nodes[0] ?? null}
        documents={canSeeDocuments ? (documentsQuery.data?.documents.nodes ?? []) : null}
        audit={canSeeAudit ? (auditQuery.data?.auditEvents.nodes ?? []) : null}
        canManage={can('manageAllApplications')}
        viewerId={me?.id ?? null}
        busy={busy}
        onAction={(chosen) => {
          setActionError(null);
          setAction(chosen);
        }}
        onLinkProperty={can('manageProperties') && application.status !== 'cancelled' && application.status !== 'rejected' && application.monthlyRent !== null ? () => setLinkingProperty(true) : undefined}
        onRequestDocument={can('verifyDocuments') ? (requirement) => { setRequestError(null); setRequesting(requirement); } : undefined}
      />
      <ReasonDialog
        open={requesting !== null}
        title={`Request the ${requesting?.label ?? 'document'} again?`}
        message={`${name} is notified with your reason, and the document shows as requested until they upload it.`}
        label="Reason"
        minLength={REASON_MIN}
        maxLength={500}
        helperText={`Missing, unreadable, expired…: ${REASON_MIN} to 500 characters.`}
        confirmLabel="Request document"
        busy={documentRequest.loading}
        error={requestError}
        onSubmit={(reason) => {
          if (!requesting) return;
          requestDocument({ variables: { applicationId: id, kind: requesting.kind, reason } })
            .then(() => {
              setRequesting(null);
              enqueueSnackbar('Document requested: the applicant has been notified.', toastOptions('success'));
            })
            .catch((caught: unknown) => setRequestError(describeServerError(caught).message));
        }}
        onClose={() => setRequesting(null)}
      />
      <LinkPropertyDialog
        open={linkingProperty}
        applicationId={application.id}
        digitalAddress={application.propertyDigitalAddress ?? ''}
        currentPropertyId={application.property?.id ?? null}
        refreshAudit={canSeeAudit}
        onClose={() => setLinkingProperty(false)}
      />
      <ConfirmDialog
        open={action === 'review'}
        title="Start review?"
        message={`The application from ${name} moves to Under review with you as its reviewer.`}
        confirmLabel="Start review"
        busy={busy}
        error={actionError}
        onConfirm={() => void run('review')}
        onClose={close}
      />
      <ReasonDialog
        open={action === 'approve' || action === 'reject'}
        title={action === 'approve' ? `Approve ${formatCedis(application.amountRequested)} for ${name}?` : `Reject the application from ${name}?`}
        message="The applicant reads this reason. The decision cannot be undone."
        label="Reason"
        minLength={REASON_MIN}
        helperText={`${REASON_MIN} to 1000 characters.`}
        confirmLabel={action === 'approve' ? 'Approve' : 'Reject'}
        destructive={action === 'reject'}
        busy={busy}
        error={actionError}
        onSubmit={(reason) => void run(action === 'approve' ? 'approve' : 'reject', reason)}
        onClose={close}
      />
    </>
  );
}
