import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { paths } from '../../lib/paths';
import { ApplicationStatusBadge, statusLabel } from '../../components/ApplicationStatusBadge';
import { CreditDisclosure, type CreditDisclosureQuote } from '../../components/CreditDisclosure';
import { PageContainer } from '../../components/PageContainer';
import { formatCedis, formatDate } from '../../lib/money';
import { daysLateText, loanProductName } from '../../lib/loans';

export interface DashboardApplication {
  status: string;
  amountRequested: number;
  repaymentMonths: number;
  createdAt: string;
  decisionReason?: string | null;
  /** The product applied for (null on applications older than products: rent assistance). */
  creditProduct?: { name: string } | null;
  /** "2 of 3 documents: a mobile money statement is missing". */
  documentsSummary?: string | null;
  documentRequirements?: ReadonlyArray<{ state: string }>;
}

export interface DashboardLoan {
  id: string;
  source: string;
  /** The loan's product (its version's name); absent: named by its source. */
  product?: { name: string } | null;
  status: string;
  principal: number;
  outstandingBalance: number;
  amountOverdue: number;
  months: number;
  paidInstalments: number;
  nextInstalment?: { number: number; amountDue: number; dueDate: string } | null;
  /** Days the oldest unpaid instalment is late (0 when none). */
  daysPastDue?: number;
  /** The loan number people quote (LN-…). */
  number?: string;
  /** Money received beyond what was owed, held for the customer. */
  creditBalance?: number;
  /** The terms the customer accepted (Act 1052 disclosure). */
  disclosure?: CreditDisclosureQuote | null;
  /** When the customer signed the credit agreement (a loan paid out after approval waits for it). */
  agreementSignedAt?: string | null;
}

/**
 * The dashboard's heading. index.html's static shell draws the greeting (without the name, which only the session
 * knows) and the subtitle at the first paint, where React then draws them (app/static-shell.test.ts keeps the two
 * equal): the subtitle is the screen's largest text, so the first paint is its LCP.
 */
export const DASHBOARD_HEADING = {
  greeting: 'Welcome',
  subtitle: 'Your rent assistance, orders and payments in one place.',
} as const;

export const CREDIT_BALANCE_NOTE = 'We will refund or apply it; contact support.';

export interface DashboardPayment {
  id: string;
  signedAmount: number;
  method: string;
  status: string;
  createdAt: string;
}

export interface DashboardDocument {
  id: string;
  fileName: string;
  type: string;
  status: string;
  createdAt: string;
}

export interface DashboardViewProps {
  firstName: string;
  roleLabel: string;
  /** Staff roles get a link to the admin area. */
  showAdminLink: boolean;
  application: DashboardApplication | null;
  /** Every open loan, the one due soonest first (or the newest paid-off one when none is open); undefined fields are left out. */
  loans: readonly DashboardLoan[];
  /** Loans paid off besides those shown (their statements are on the Payments page). */
  paidOffCount?: number;
  payments: DashboardPayment[];
  documents: DashboardDocument[];
  /** Where "Apply" goes (SPEC §2 My Application rule). */
  applyTarget: string;
  loading?: boolean;
  error?: string | null;
  /**
   * Nothing to show: the figures could not be loaded and none are kept for this screen. Only `error` is shown, never
   * an empty status or "no active loan" that would read as true.
   */
  unavailable?: boolean;
}

const METHOD_LABELS: Record<string, string> = {
  mtn_momo: 'MTN Mobile Money',
  telecel_cash: 'Telecel Cash',
  airteltigo_money: 'AirtelTigo Money',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
};

const DOCUMENT_LABELS: Record<string, string> = {
  ghana_card: 'Ghana Card',
  payslip: 'Payslip',
  bank_statement: 'Bank statement',
  momo_statement: 'Mobile money statement',
  tenancy_agreement: 'Tenancy agreement',
  utility_bill: 'Utility bill',
  other: 'Other document',
};

function recordColor(status: string): 'success' | 'warning' | 'error' | 'default' {
  if (status === 'successful' || status === 'verified') return 'success';
  if (status === 'pending') return 'warning';
  if (status === 'failed' || status === 'rejected') return 'error';
  return 'default';
}

function SectionCard({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card variant="outlined" component="section" aria-labelledby={id} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id={id} variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" color={tone === 'error' ? 'error' : undefined} sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

const NO_LOAN_TEXT =
  'You have no active loan. Once rent assistance is approved and paid to your landlord, or a Buy Now Pay Later order is confirmed, your balance and next instalment appear here.';

/** One loan: product and number, status and days late, balance, next instalment, progress, terms and a pay link. */
export function LoanSummary({ loan, headingLevel }: { loan: DashboardLoan | null; headingLevel?: 'h3' }) {
  if (!loan) return <Typography color="text.secondary">{NO_LOAN_TEXT}</Typography>;
  const progress = loan.months > 0 ? Math.round((loan.paidInstalments / loan.months) * 100) : 0;
  const paidOff = loan.status === 'paid_off';
  const next = loan.nextInstalment;
  const late = daysLateText(loan.daysPastDue);
  const title = `${loanProductName(loan.source, loan.product)}${loan.number ? ` ${loan.number}` : ''}`;
  return (
    <Stack spacing={2}>
      {headingLevel ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={`dashboard-loan-${loan.id}`} variant="subtitle1" component={headingLevel} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Chip size="small" label={statusLabel(loan.status)} color={loan.status === 'in_arrears' ? 'error' : loan.status === 'paid_off' ? 'success' : 'default'} />
          {late ? <Chip size="small" color="error" variant="outlined" label={late} /> : null}
        </Stack>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {headingLevel ? '' : `${title} · `}
        {formatCedis(loan.principal)} over {loan.months} months{headingLevel ? '' : ` · ${statusLabel(loan.status)}`}
        {!headingLevel && late ? ` · ${late}` : ''}
      </Typography>
      {paidOff ? (
        <Alert severity="success">This loan is paid off. Your statement is on the Payments page.</Alert>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Figure label="Outstanding balance" value={formatCedis(loan.outstandingBalance)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Figure
              label={next ? `Next instalment (no. ${next.number}, due ${formatDate(`${next.dueDate}T12:00:00Z`)})` : 'Next instalment'}
              value={next ? formatCedis(next.amountDue) : 'None due'}
            />
          </Grid>
        </Grid>
      )}
      {loan.status === 'awaiting_disbursement' ? (
        loan.agreementSignedAt ? (
          <Alert severity="info">You signed the credit agreement. We pay the money out next and let you know when we have.</Alert>
        ) : (
          <Alert
            severity="warning"
            action={
              <Button component={RouterLink} to={paths.loanAgreement(loan.id)} color="inherit" size="small">
                Read and sign
              </Button>
            }
          >
            {loan.source === 'bnpl' ? 'Approved: read and sign your credit agreement so we can prepare your order.' : 'Approved: read and sign your credit agreement so we can pay the money out.'}
          </Alert>
        )
      ) : null}
      {loan.amountOverdue > 0 ? (
        <Alert severity="error">
          {formatCedis(loan.amountOverdue)} is overdue. Please pay as soon as you can, or contact us to agree a new date.
        </Alert>
      ) : null}
      {(loan.creditBalance ?? 0) > 0 ? (
        <Alert severity="info">
          Credit balance: {formatCedis(loan.creditBalance ?? 0)}. {CREDIT_BALANCE_NOTE}
        </Alert>
      ) : null}
      <Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', mb: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="body2" id={`loan-progress-${loan.id}`}>
            Repayment progress
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {loan.paidInstalments} of {loan.months} instalments paid
          </Typography>
        </Stack>
        <LinearProgress variant="determinate" value={paidOff ? 100 : progress} aria-labelledby={`loan-progress-${loan.id}`} sx={{ height: 8, borderRadius: 4 }} />
      </Box>
      {loan.disclosure ? (
        // The terms (and their repayment schedule table) are drawn when opened, not hidden inside the closed panel
        // on every visit: they were a good part of the dashboard's first render on a phone.
        <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls={`dashboard-loan-terms-${loan.id}`} id={`dashboard-loan-terms-summary-${loan.id}`}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              Loan terms
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`dashboard-loan-terms-${loan.id}`}>
            <CreditDisclosure quote={loan.disclosure} product={loan.source === 'bnpl' ? 'bnpl' : 'rent'} title="Your loan terms" headingComponent="h3" />
          </AccordionDetails>
        </Accordion>
      ) : null}
      {paidOff || loan.status === 'awaiting_disbursement' ? null : (
        <div>
          <Button component={RouterLink} to={paths.payLoan(loan.id)} variant="contained" startIcon={<PaymentsOutlined />} aria-label={headingLevel ? `Pay this loan: ${title}` : undefined}>
            {headingLevel ? 'Pay this loan' : 'Pay an instalment'}
          </Button>
        </div>
      )}
    </Stack>
  );
}

/** Every open loan: one shows as before; several as a list, each its own labelled card, with what they owe in all. */
export function LoanList({ loans, paidOffCount = 0 }: { loans: readonly DashboardLoan[]; paidOffCount?: number }) {
  const paidOffNote =
    paidOffCount > 0 ? (
      <Typography variant="body2" color="text.secondary">
        {paidOffCount === 1 ? '1 loan is paid off' : `${paidOffCount} loans are paid off`}: statements are on the Payments page.
      </Typography>
    ) : null;
  if (loans.length <= 1) {
    return (
      <Stack spacing={2}>
        <LoanSummary loan={loans[0] ?? null} />
        {paidOffNote}
      </Stack>
    );
  }
  const outstanding = loans.reduce((sum, loan) => sum + loan.outstandingBalance, 0);
  const overdue = loans.reduce((sum, loan) => sum + loan.amountOverdue, 0);
  return (
    <Stack spacing={2}>
      <Typography>
        {loans.length} open loans · {formatCedis(outstanding)} outstanding in all
        {overdue > 0 ? ` · ${formatCedis(overdue)} overdue` : ''}
      </Typography>
      <Stack component="ul" spacing={2} aria-label="Your loans" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {loans.map((loan) => (
          <Box component="li" key={loan.id}>
            <Card variant="outlined" component="article" aria-labelledby={`dashboard-loan-${loan.id}`}>
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <LoanSummary loan={loan} headingLevel="h3" />
              </CardContent>
            </Card>
          </Box>
        ))}
      </Stack>
      {paidOffNote}
    </Stack>
  );
}

export function DashboardView({
  firstName,
  roleLabel,
  showAdminLink,
  application,
  loans,
  paidOffCount = 0,
  payments,
  documents,
  applyTarget,
  loading = false,
  error = null,
  unavailable = false,
}: DashboardViewProps) {
  const quickActions = [
    { label: 'Make a payment', to: paths.payments, icon: <PaymentsOutlined /> },
    { label: 'Upload a document', to: paths.documents, icon: <UploadFileOutlined /> },
    { label: 'Shop with BNPL', to: paths.shop, icon: <StorefrontOutlined /> },
    { label: 'My orders', to: paths.orders, icon: <LocalShippingOutlined /> },
    { label: 'Create a ticket', to: paths.ticketsCreate, icon: <AddCommentOutlined /> },
    { label: 'Help Center', to: paths.help, icon: <HelpOutlineOutlined /> },
  ];
  return (
    <PageContainer title={`${DASHBOARD_HEADING.greeting}, ${firstName}`} subtitle={DASHBOARD_HEADING.subtitle}>
      <Stack direction="row" spacing={1} sx={{ mb: 3, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        <Chip label={`Role: ${roleLabel}`} color="primary" variant="outlined" />
        {/* Its own line on phones, so the badge's loading and final widths never re-wrap the row (CLS). */}
        {unavailable ? null : <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: { xs: '100%', sm: 'auto' } }}>
          <Typography component="span" variant="body2" color="text.secondary">
            Application status:
          </Typography>
          <ApplicationStatusBadge status={application?.status ?? null} loading={loading && !application} />
        </Stack>}
      </Stack>
      {error ? (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {unavailable ? null : loading ? (
        // Placeholders until the first figures arrive (never "no active loan" before we know); the layout keeps the
        // footer below the fold, so the cards replacing them push nothing visible (CLS).
        <Grid container spacing={2} aria-hidden="true" data-testid="dashboard-skeleton">
          {[0, 1, 2, 3].map((key) => (
            <Grid key={key} size={{ xs: 12, md: 6 }}>
              <Skeleton variant="rounded" height={280} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: loans.length > 1 ? 12 : 6 }}>
            <SectionCard id="dashboard-loan" title="Loan summary">
              <LoanList loans={loans} paidOffCount={paidOffCount} />
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard id="dashboard-application" title={`${application?.creditProduct?.name ?? 'Rent assistance'} application`}>
              {application ? (
                <Stack spacing={1.5}>
                  <Typography>
                    {formatCedis(application.amountRequested)} repaid over {application.repaymentMonths} months, submitted{' '}
                    {formatDate(application.createdAt)}.
                  </Typography>
                  {application.decisionReason ? <Typography color="text.secondary">{application.decisionReason}</Typography> : null}
                  {application.documentsSummary && (application.status === 'pending' || application.status === 'under_review') && (application.documentRequirements?.length ?? 0) > 0 ? (
                    <Typography data-testid="dashboard-documents" color={application.documentRequirements?.every((item) => item.state === 'pending' || item.state === 'verified') ? 'text.secondary' : 'warning.main'}>
                      {application.documentsSummary}
                    </Typography>
                  ) : null}
                  <div>
                    <Button component={RouterLink} to={paths.application} variant="outlined">
                      View application
                    </Button>
                  </div>
                </Stack>
              ) : (
                <Stack spacing={1.5}>
                  <Typography color="text.secondary">
                    We pay your landlord upfront; you repay in monthly instalments. Check your eligibility, then apply in minutes.
                  </Typography>
                  <div>
                    <Button component={RouterLink} to={applyTarget} variant="contained">
                      {applyTarget === paths.application ? 'Start your application' : 'Check eligibility'}
                    </Button>
                  </div>
                </Stack>
              )}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard
              id="dashboard-payments"
              title="Recent payments"
              action={
                <Button component={RouterLink} to={paths.payments} size="small">
                  Payment History
                </Button>
              }
            >
              {payments.length === 0 ? (
                <Typography color="text.secondary">No payments yet.</Typography>
              ) : (
                <List dense disablePadding aria-labelledby="dashboard-payments">
                  {payments.map((payment) => (
                    <ListItem key={payment.id} disableGutters divider secondaryAction={<Chip size="small" label={statusLabel(payment.status)} color={recordColor(payment.status)} />}>
                      <ListItemText
                        primary={formatCedis(payment.signedAmount)}
                        secondary={`${METHOD_LABELS[payment.method] ?? statusLabel(payment.method)} · ${formatDate(payment.createdAt)}`}
                        sx={{ pr: 10 }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <SectionCard
              id="dashboard-documents"
              title="Recent documents"
              action={
                <Button component={RouterLink} to={paths.documents} size="small">
                  All documents
                </Button>
              }
            >
              {documents.length === 0 ? (
                <Typography color="text.secondary">No documents uploaded yet.</Typography>
              ) : (
                <List dense disablePadding aria-labelledby="dashboard-documents">
                  {documents.map((document) => (
                    <ListItem key={document.id} disableGutters divider secondaryAction={<Chip size="small" label={statusLabel(document.status)} color={recordColor(document.status)} />}>
                      <ListItemText
                        primary={DOCUMENT_LABELS[document.type] ?? statusLabel(document.type)}
                        secondary={`${document.fileName} · ${formatDate(document.createdAt)}`}
                        sx={{ pr: 10, '& .MuiListItemText-secondary': { overflowWrap: 'anywhere' } }}
                      />
                    </ListItem>
                  ))}
                </List>
              )}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, md: showAdminLink ? 6 : 12 }}>
            <SectionCard id="dashboard-actions" title="Quick actions">
              <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(180px, 1fr))' } }}>
                {quickActions.map((action) => (
                  <Button key={action.label} component={RouterLink} to={action.to} variant="outlined" startIcon={action.icon} sx={{ justifyContent: 'flex-start' }}>
                    {action.label}
                  </Button>
                ))}
              </Box>
            </SectionCard>
          </Grid>
          {showAdminLink ? (
            <Grid size={{ xs: 12, md: 6 }}>
              <SectionCard id="dashboard-staff" title="Staff area">
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  Your role has a dashboard in the admin area with the queues and figures you work on.
                </Typography>
                <Button component={RouterLink} to={paths.admin} variant="contained">
                  Open the admin area
                </Button>
              </SectionCard>
            </Grid>
          ) : null}
        </Grid>
      )}
    </PageContainer>
  );
}

export default DashboardView;
