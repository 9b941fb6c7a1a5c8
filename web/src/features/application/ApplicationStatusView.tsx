import { Alert, Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { ApplicationStatusBadge } from '../../components/ApplicationStatusBadge';
import type { ApplicationDetailsFieldsFragment } from '../../gql/graphql';
import { formatCedis, formatDate, formatDateTime } from '../../lib/money';
import { EMPLOYMENT_LABELS } from './employment-labels';
import { RentDisclosure } from './RentDisclosure';
import { formatGhanaPhone } from '../../lib/phone-format';
import { HumanReview } from './HumanReview';

export interface ApplicationStatusViewProps {
  application: ApplicationDetailsFieldsFragment;
  onCancel(): void;
  onStartNew(): void;
  cancelling?: boolean;
}

const STATUS_TEXT: Record<string, string> = {
  pending: 'We have received your application. A credit analyst will review it within 24-48 hours.',
  under_review: 'A credit analyst is reviewing your application.',
  approved: 'Your application was approved. We will make the payment and set up your repayment schedule.',
  rejected: 'Your application was not approved.',
  cancelled: 'You cancelled this application.',
};

function Details({ title, rows }: { title: string; rows: Array<[string, string]> }) {
  return (
    <Card variant="outlined" component="section" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Box component="dl" sx={{ m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ mb: 1 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

const REQUIREMENT_TEXT: Record<string, string> = {
  missing: 'Not uploaded',
  requested: 'Requested again',
  pending: 'Uploaded, waiting for review',
  verified: 'Verified',
  rejected: 'Rejected',
};
const REQUIREMENT_COLOR: Record<string, string> = { missing: 'text.secondary', requested: 'warning.main', pending: 'text.secondary', verified: 'success.main', rejected: 'error.main' };

/** Each document the product asks for and where it stands; staff's reason when they requested or rejected it. */
export function DocumentRequirementsCard({ application }: { application: Pick<ApplicationDetailsFieldsFragment, 'documentsSummary' | 'documentRequirements'> }) {
  if (application.documentRequirements.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="documents-heading">
      <CardContent>
        <Typography id="documents-heading" variant="h6" component="h2" gutterBottom>
          Documents
        </Typography>
        <Typography sx={{ mb: 1 }}>{application.documentsSummary}</Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Required documents">
          {application.documentRequirements.map((item) => (
            <Box component="li" key={item.kind} sx={{ mb: 1 }}>
              <Typography>{item.text}</Typography>
              <Typography variant="body2" sx={{ color: REQUIREMENT_COLOR[item.state] }}>
                {REQUIREMENT_TEXT[item.state] ?? item.state}
                {item.note ? `: ${item.note}` : ''}
              </Typography>
            </Box>
          ))}
        </Box>
        {application.documentRequirements.some((item) => item.state === 'missing' || item.state === 'requested' || item.state === 'rejected') && (
          <Button href="/documents" variant="outlined" size="small" sx={{ mt: 1 }}>
            Upload documents
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

/** Rent's property and landlord, or another product's amount and payee. */
function creditDetails(application: ApplicationDetailsFieldsFragment): { title: string; rows: Array<[string, string]> } {
  if (application.monthlyRent === null || application.advanceMonths === null) {
    return {
      title: application.creditProduct?.name ?? 'Credit',
      rows: [
        ['Amount financed', formatCedis(application.amountRequested)],
        ['Repayment months', String(application.repaymentMonths)],
        ['Paid to', `${application.payeeName ?? ''}${application.payeePhone ? ` (${formatGhanaPhone(application.payeePhone)})` : ''}`],
        ['Reference', application.payeeReference ?? ''],
      ],
    };
  }
  return {
    title: 'Property and rent',
    rows: [
      ['Monthly rent', formatCedis(application.monthlyRent)],
      ['Months of advance', String(application.advanceMonths)],
      ['Amount financed', formatCedis(application.amountRequested)],
      ['Repayment months', String(application.repaymentMonths)],
      ['Property address', application.propertyAddress ?? ''],
      ['GhanaPost GPS', application.propertyDigitalAddress ?? ''],
      ['Landlord', `${application.landlordName ?? ''} (${formatGhanaPhone(application.landlordPhone ?? '')})`],
    ],
  };
}

export function ApplicationStatusView({ application, onCancel, onStartNew, cancelling = false }: ApplicationStatusViewProps) {
  const canCancel = application.status === 'pending' || application.status === 'under_review';
  const canStartNew = application.status === 'rejected' || application.status === 'cancelled';
  const employer = application.employerInformation;
  const credit = creditDetails(application);
  return (
    <Stack spacing={3}>
      <Card variant="outlined" component="section" aria-labelledby="status-heading">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography id="status-heading" variant="h6" component="h2">
                Application status
              </Typography>
              <ApplicationStatusBadge status={application.status} />
            </Stack>
            <Typography>{STATUS_TEXT[application.status] ?? ''}</Typography>
            <Typography variant="body2" color="text.secondary">
              Submitted {formatDateTime(application.createdAt)}
              {application.decidedAt ? ` · decided ${formatDateTime(application.decidedAt)}` : ''}
            </Typography>
            {application.decisionReason && (
              <Alert severity={application.status === 'approved' ? 'success' : 'info'}>
                <strong>{application.status === 'rejected' ? 'Why we could not approve it' : 'Decision reason'}:</strong> {application.decisionReason}
                {application.status === 'rejected' && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    This decision was made by a member of our credit team after checking your application and documents.
                  </Typography>
                )}
              </Alert>
            )}
            {application.status === 'rejected' && <HumanReview applicationId={application.id} request={application.reviewRequest} />}
            {application.rentActWarning && <Alert severity="warning">{application.rentActWarning}</Alert>}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              {canCancel && (
                <Button variant="outlined" color="error" onClick={onCancel} disabled={cancelling}>
                  {cancelling ? 'Cancelling…' : 'Cancel application'}
                </Button>
              )}
              {canStartNew && (
                <Button variant="contained" onClick={onStartNew}>
                  Start a new application
                </Button>
              )}
            </Stack>
          </Stack>
        </CardContent>
      </Card>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Details title={credit.title} rows={credit.rows} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Details
            title="Employer information"
            rows={[
              ['Employer', employer.employerName],
              ['Address', employer.employerAddress],
              ['Phone', formatGhanaPhone(employer.employerPhone)],
              ['Job title', employer.jobTitle],
              ['Employment type', EMPLOYMENT_LABELS[employer.employmentType] ?? employer.employmentType],
              ['Monthly net income', formatCedis(employer.monthlyNetIncome)],
              ['Start date', formatDate(`${employer.startDate}T12:00:00Z`)],
            ]}
          />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <DocumentRequirementsCard application={application} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Details
            title="Emergency contacts"
            rows={application.emergencyContacts.map((contact) => [contact.name, `${contact.relationship} · ${formatGhanaPhone(contact.phone)}`])}
          />
        </Grid>
        {application.disclosure && (
          <Grid size={{ xs: 12 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" gutterBottom>
                  The terms you accepted
                </Typography>
                {application.disclosureAcceptedAt && (
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    Accepted {formatDateTime(application.disclosureAcceptedAt)}
                  </Typography>
                )}
                {/* The status card above already carries the Rent Act warning. */}
                <RentDisclosure quote={application.disclosure} showRentActWarning={!application.rentActWarning} />
              </CardContent>
            </Card>
          </Grid>
        )}
      </Grid>
    </Stack>
  );
}
