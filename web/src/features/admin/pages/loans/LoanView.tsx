// /admin/loans/:id: one loan as staff see it — figures, borrower, terms and disclosure, the current schedule and its
// earlier versions, every ledger entry with its running balance, penalties, payments with receipts, credit balance,
// settlement quote and statement; finance records payments and refunds or applies credit here.
import { RestructurePanel } from './RestructurePanel';
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSnackbar } from 'notistack';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { paths } from '../../../../lib/paths';
import { CreditDisclosure } from '../../../../components/CreditDisclosure';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { ScheduleTable } from '../../../../components/ScheduleTable';
import { formatCedis, formatDate, formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import {
  ApplyLoanCreditDocument,
  RecordManualPaymentDocument,
  RefundLoanCreditDocument,
  StaffLoanLedgerDocument,
  StaffLoanPaymentsDocument,
  StaffLoanSettlementDocument,
  StaffLoansLiveDocument,
  StaffLoanViewDocument,
  type StaffLoanLedgerQuery,
  type StaffLoanPaymentsQuery,
  type StaffLoanSettlementQuery,
  type StaffLoanViewQuery,
} from '../../gql/graphql';
import { useAdminViewer } from '../../layout/AdminViewerContext';
import { BALANCE_LABELS, ConfirmDialog, describeServerError, humanize, useLiveRefetch, usePermissions } from '../../shared';
import { CollectionsPanel } from '../collections/CollectionsPanel';
import { customerName } from '../payments/customer';
import { DISBURSEMENT_METHOD_LABELS, LOAN_STATUS_COLORS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_COLORS, PAYMENT_STATUS_LABELS, RUNNING_LOAN_STATUSES } from '../payments/labels';
import { manualPaymentInput, manualPaymentRecordedMessage, RecordPaymentDialog, type ManualPayment } from '../payments/RecordPaymentDialog';
import { RefundCreditDialog, type CreditRefund } from '../payments/RefundCreditDialog';
import { formatGhanaPhone, phoneHref } from '../../../../lib/phone-format';

export type StaffLoan = StaffLoanViewQuery['loan'];
export type LoanLedger = StaffLoanLedgerQuery['loanStatement'];
export type LoanPayment = StaffLoanPaymentsQuery['payments']['nodes'][number];
export type LoanSettlement = StaffLoanSettlementQuery['earlySettlementQuote'];

/** Every query of this page: a money event refetches them all (by operation name). */
const LOAN_QUERIES = ['StaffLoanView', 'StaffLoanLedger', 'StaffLoanPayments', 'StaffLoanSettlement'];
const PAYMENTS_SHOWN = 100;

const VERSION_REASONS: Record<string, string> = {
  original: 'Signed schedule',
  prepayment_shorten: 'Prepayment: loan shortened',
  prepayment_lower: 'Prepayment: instalments lowered',
  restructure: 'Hardship restructure',
  settlement: 'Early settlement',
  reallocation: 'Corrected after a reversal',
};

const INSTALMENT_STATUS_COLORS: Record<string, 'success' | 'error' | 'warning' | 'default'> = { paid: 'success', overdue: 'error', due: 'warning', upcoming: 'default', written_off: 'default' };

function Section({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} component="section" aria-labelledby={id}>
      <Typography variant="h6" component="h2" gutterBottom id={id}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A key figure: label above, amount below; wraps instead of scrolling on a 360 px phone. */
function Figure({ label, value, detail, tone }: { label: string; value: string; detail?: string; tone?: 'error' }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%', minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" color={tone === 'error' ? 'error' : undefined} sx={{ overflowWrap: 'anywhere' }} data-testid={`figure-${label}`}>
        {value}
      </Typography>
      {detail ? (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Typography>
      ) : null}
    </Paper>
  );
}

function Facts({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' }, columnGap: 2, rowGap: 0.5 }}>
      {items.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** A wide table scrolls inside its own focusable region, never the page. */
function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ overflowX: 'auto', maxWidth: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }} tabIndex={0} role="region" aria-label={label}>
      <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap', px: 1 } }}>
        {children}
      </Table>
    </Box>
  );
}

function signed(amount: number): string {
  return amount > 0 ? `+${formatCedis(amount)}` : formatCedis(amount);
}

export interface LoanViewProps {
  loan: StaffLoan;
  ledger: LoanLedger | null;
  /** Null: the role may not read payments (the section is hidden). */
  payments: LoanPayment[] | null;
  settlement: LoanSettlement | null;
  canManagePayments: boolean;
  /** Admin pages the viewer may open, for the links to the application and the customer. */
  adminRoutes: readonly string[];
  onRecordPayment(): void;
  onRefund(): void;
  onApplyCredit(): void;
  /** The collections panel (contacts, promises, collector, write-off) for staff with manageCollections. */
  collections?: ReactNode;
  /** The credit agreement of a loan paid out after approval (null: the loan needs none). */
  agreement?: { status: string; documentSha256: string; documentUrl: string; signedAt?: string | null } | null;
}

export function LoanView({ loan, ledger, payments, settlement, canManagePayments, adminRoutes, onRecordPayment, onRefund, onApplyCredit, collections, agreement = null }: LoanViewProps) {
  const running = RUNNING_LOAN_STATUSES.has(loan.status);
  const name = customerName(loan.customer);
  const next = loan.nextInstalment;
  const penalties = ledger?.entries.filter((entry) => entry.kind === 'penalty') ?? [];
  // The penalty entries are what was charged; the schedule's penalty column only shows it for the current version
  // (a write-off takes dues off), so the larger of the two is said.
  const penaltyCharged = Math.max(
    loan.schedule.reduce((sum, row) => sum + row.penaltyDue, 0),
    penalties.reduce((sum, entry) => sum + entry.amount, 0),
  );
  const earlierVersions = (ledger?.scheduleVersions ?? []).filter((version) => version.version !== loan.scheduleVersion);
  const current = ledger?.scheduleVersions.find((version) => version.version === loan.scheduleVersion);
  return (
    <PageContainer
      title={`Loan ${loan.number}`}
      subtitle={
        <Stack direction="row" spacing={1} component="span" sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={humanize(loan.status)} color={LOAN_STATUS_COLORS[loan.status] ?? 'default'} />
          <span>
            {loan.source === 'bnpl' ? 'Buy Now Pay Later' : 'Rent assistance'} · {name}
          </span>
        </Stack>
      }
      actions={
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          {canManagePayments && running ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onRecordPayment}>
              Record payment
            </Button>
          ) : null}
          {loan.disbursedAt ? (
            <Button variant="outlined" startIcon={<DownloadOutlined />} href={paths.loanStatementPdf(loan.id)} download>
              Statement PDF
            </Button>
          ) : null}
        </Stack>
      }
    >
      <Button component={RouterLink} to={paths.adminPage('loans')} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        All loans
      </Button>
      {loan.pendingApprovals.map((request) => (
        <Alert key={request.id} severity="warning" sx={{ mb: 2 }} data-testid="pending-approval">
          Waiting for a second person: {request.summary} (asked by {request.maker.firstName} {request.maker.lastName}, {formatDateTime(request.createdAt)}).{' '}
          <Link component={RouterLink} to={paths.adminApproval(request.id)}>
            Open in Approvals
          </Link>
        </Alert>
      ))}
      <Stack spacing={2}>
        {loan.status === 'awaiting_disbursement' ? <Alert severity="info">The repayment schedule starts when finance records the payment to the landlord.</Alert> : null}
        {agreement ? (
          <Alert
            severity={agreement.status === 'signed' ? 'success' : 'warning'}
            action={
              <Button href={agreement.documentUrl} download color="inherit" size="small">
                Agreement PDF
              </Button>
            }
          >
            {agreement.status === 'signed'
              ? `Credit agreement signed by the borrower on ${formatDateTime(agreement.signedAt ?? '')} (SHA-256 ${agreement.documentSha256.slice(0, 12)}…).`
              : 'Credit agreement not signed yet: the money can be paid out once the borrower signs it.'}
          </Alert>
        ) : null}
        {loan.status === 'written_off' ? (
          <Alert severity="warning">
            Written off: {formatCedis(loan.writtenOff)} (principal, interest earned to the day, fees and penalties; interest not yet earned was cancelled).
            {loan.recovered > 0 ? ` Recovered since: ${formatCedis(loan.recovered)} (recoveries income).` : ' Nothing recovered yet.'}
          </Alert>
        ) : null}
        {loan.amountOverdue > 0 ? (
          <Alert severity="error">
            {formatCedis(loan.amountOverdue)} overdue, {loan.daysPastDue} days past due.
          </Alert>
        ) : null}
        <Grid container spacing={2} aria-label="Key figures" role="group">
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label={BALANCE_LABELS.totalOwed} value={formatCedis(loan.outstandingBalance)} detail={`${loan.paidInstalments} of ${loan.schedule.length || loan.months} instalments paid`} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label="Next due" value={next ? formatCedis(next.amountDue) : '—'} detail={next ? `Instalment ${next.number}, ${formatDate(next.dueDate)}` : 'Nothing left to pay on the schedule'} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label="Overdue" value={formatCedis(loan.amountOverdue)} detail={loan.daysPastDue > 0 ? `${loan.daysPastDue} days past due` : 'Not late'} tone={loan.amountOverdue > 0 ? 'error' : undefined} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Figure label="Credit balance" value={formatCedis(loan.creditBalance)} detail="Received beyond what was owed" />
          </Grid>
        </Grid>

        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Borrower" id="loan-borrower">
              <Facts
                items={[
                  ['Name', adminRoutes.includes('users') ? <Link component={RouterLink} to={paths.adminUserFocus(loan.customer.id)}>{name}</Link> : name],
                  ['Phone', loan.customer.phone ? <Link href={phoneHref(loan.customer.phone)}>{formatGhanaPhone(loan.customer.phone)}</Link> : 'Not given'],
                  ['Email', <Link key="email" href={`mailto:${loan.customer.email}`}>{loan.customer.email}</Link>],
                  ...(loan.customer.city ? [['City', loan.customer.city] as [string, ReactNode]] : []),
                  ...(loan.customer.residentialAddress !== undefined ? [['Address', loan.customer.residentialAddress ?? 'Not given'] as [string, ReactNode]] : []),
                  ...(loan.customer.digitalAddress !== undefined ? [['GhanaPost GPS', loan.customer.digitalAddress ?? 'Not given'] as [string, ReactNode]] : []),
                ]}
              />
            </Section>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <Section title="Loan" id="loan-terms">
              <Facts
                items={[
                  ['Principal', formatCedis(loan.principal)],
                  ['Term', `${loan.months} months at ${(loan.monthlyRateBp / 100).toFixed(2)}% a month (${loan.method === 'flat' ? 'flat' : 'reducing balance'})`],
                  ['Processing fee', formatCedis(loan.processingFee)],
                  ['Disbursed', loan.disbursedAt ? formatDateTime(loan.disbursedAt) : 'Not yet'],
                  ...(loan.disbursement
                    ? [['Paid to', `${loan.disbursement.paidTo} · ${DISBURSEMENT_METHOD_LABELS[loan.disbursement.method] ?? humanize(loan.disbursement.method)} · ${loan.disbursement.reference}`] as [string, ReactNode]]
                    : []),
                  ['Schedule version', String(loan.scheduleVersion)],
                  ...(loan.applicationId
                    ? [[
                        'Application',
                        adminRoutes.includes('applications') ? <Link component={RouterLink} to={paths.adminApplication(loan.applicationId)}>Open the rent application</Link> : 'Rent application',
                      ] as [string, ReactNode]]
                    : []),
                  ...(loan.orderId
                    ? [['Order', adminRoutes.includes('orders') ? <Link component={RouterLink} to={paths.adminOrder(loan.orderId)}>Open the order</Link> : 'BNPL order'] as [string, ReactNode]]
                    : []),
                ]}
              />
            </Section>
          </Grid>
        </Grid>

        {settlement && running ? (
          <Section title="Settlement quote" id="loan-settlement">
            <Typography variant="body2" sx={{ mb: 1 }}>
              Paying <strong>{formatCedis(settlement.amount)}</strong> on {formatDate(settlement.on)} closes the loan; the figure holds until {formatDate(settlement.validUntil)}.
            </Typography>
            <Facts
              items={[
                ['Principal', formatCedis(settlement.principal)],
                ['Interest to the day', formatCedis(settlement.interest)],
                ['Fees', formatCedis(settlement.fee)],
                ['Penalties', formatCedis(settlement.penalty)],
                ['Of which already due', formatCedis(settlement.overdue)],
                ['Each further day adds', formatCedis(settlement.dailyInterest)],
                ...(settlement.creditDue > 0 ? ([['Interest paid ahead, back to the borrower as credit', formatCedis(settlement.creditDue)]] as Array<[string, ReactNode]>) : []),
              ]}
            />
          </Section>
        ) : null}

        {loan.creditBalance > 0 || canManagePayments ? (
          <Section title="Credit balance" id="loan-credit">
            <Typography variant="body2" sx={{ mb: canManagePayments ? 1 : 0 }}>
              {loan.creditBalance > 0 ? `${formatCedis(loan.creditBalance)} received beyond what was owed is held for the borrower.` : 'No credit held for the borrower.'}
            </Typography>
            {canManagePayments && loan.creditBalance > 0 ? (
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button variant="outlined" onClick={onRefund}>
                  Refund credit
                </Button>
                <Button variant="outlined" onClick={onApplyCredit} disabled={!running || loan.outstandingBalance === 0}>
                  Apply to loan
                </Button>
              </Stack>
            ) : null}
          </Section>
        ) : null}

        <Section title="Current schedule" id="loan-schedule">
          {loan.schedule.length === 0 ? (
            <Typography color="text.secondary">No schedule yet: it is written when the loan is disbursed.</Typography>
          ) : (
            <ScrollTable label={`Schedule version ${loan.scheduleVersion}`}>
              <TableHead>
                <TableRow>
                  <TableCell scope="col">#</TableCell>
                  <TableCell scope="col">Due</TableCell>
                  <TableCell scope="col" align="right">Principal</TableCell>
                  <TableCell scope="col" align="right">Interest</TableCell>
                  <TableCell scope="col" align="right">Fee</TableCell>
                  <TableCell scope="col" align="right">Penalty</TableCell>
                  <TableCell scope="col" align="right">Total</TableCell>
                  <TableCell scope="col" align="right">Paid</TableCell>
                  <TableCell scope="col" align="right">Left</TableCell>
                  {loan.status === 'written_off' ? <TableCell scope="col" align="right">Written off</TableCell> : null}
                  <TableCell scope="col">Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {loan.schedule.map((row) => (
                  <TableRow key={row.number}>
                    <TableCell>{row.number}</TableCell>
                    <TableCell>{formatDate(row.dueDate)}</TableCell>
                    <TableCell align="right">{formatCedis(row.principalDue)}</TableCell>
                    <TableCell align="right">{formatCedis(row.interestDue)}</TableCell>
                    <TableCell align="right">{formatCedis(row.feeDue)}</TableCell>
                    <TableCell align="right">{formatCedis(row.penaltyDue)}</TableCell>
                    <TableCell align="right">{formatCedis(row.totalDue)}</TableCell>
                    <TableCell align="right">{formatCedis(row.paid)}</TableCell>
                    <TableCell align="right">{formatCedis(row.outstanding)}</TableCell>
                    {loan.status === 'written_off' ? <TableCell align="right">{formatCedis(row.writtenOff)}</TableCell> : null}
                    <TableCell>
                      <Chip size="small" label={humanize(row.status)} color={INSTALMENT_STATUS_COLORS[row.status] ?? 'default'} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          )}
          {current ? (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              Version {current.version} ({VERSION_REASONS[current.reason] ?? humanize(current.reason)}), in force from {formatDate(current.effectiveOn)}.
            </Typography>
          ) : null}
        </Section>

        {earlierVersions.length > 0 ? (
          <Section title="Earlier schedule versions" id="loan-versions">
            {earlierVersions.map((version) => (
              <Accordion key={version.version} variant="outlined" disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls={`loan-version-${version.version}`} id={`loan-version-summary-${version.version}`}>
                  <Typography component="span">
                    Version {version.version}: {VERSION_REASONS[version.reason] ?? humanize(version.reason)}, from {formatDate(version.effectiveOn)}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`loan-version-${version.version}`}>
                  <ScheduleTable label={`Schedule version ${version.version}`} rows={version.instalments} />
                </AccordionDetails>
              </Accordion>
            ))}
          </Section>
        ) : null}

        <Section title="Ledger" id="loan-ledger">
          {!ledger ? (
            <Typography color="text.secondary">Loading the ledger…</Typography>
          ) : ledger.entries.length === 0 ? (
            <Typography color="text.secondary">Nothing booked yet.</Typography>
          ) : (
            <>
              <ScrollTable label="Ledger entries with running balance">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">Date</TableCell>
                    <TableCell scope="col">Entry</TableCell>
                    <TableCell scope="col" align="right">Amount</TableCell>
                    <TableCell scope="col" align="right">Balance</TableCell>
                    <TableCell scope="col">Reference</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {ledger.entries.map((entry) => (
                    <TableRow key={entry.id}>
                      <TableCell>{formatDate(entry.date)}</TableCell>
                      <TableCell>{entry.description}</TableCell>
                      <TableCell align="right">{signed(entry.amount)}</TableCell>
                      <TableCell align="right">{formatCedis(entry.balanceAfter)}</TableCell>
                      <TableCell>{entry.reference ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </ScrollTable>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
                Balance: what is owed (scheduled interest included) less credit held. Positive amounts add to it.
              </Typography>
            </>
          )}
        </Section>

        <Section title="Penalties" id="loan-penalties">
          <Typography variant="body2" sx={{ mb: penalties.length ? 1 : 0 }}>
            {penaltyCharged > 0 || penalties.length > 0 ? `${formatCedis(penaltyCharged)} penalty interest charged.` : 'No penalty charged.'}
          </Typography>
          {penalties.length > 0 ? (
            <ScrollTable label="Penalty charges">
              <TableHead>
                <TableRow>
                  <TableCell scope="col">Date</TableCell>
                  <TableCell scope="col">Charge</TableCell>
                  <TableCell scope="col" align="right">Amount</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {penalties.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell>{formatDate(entry.date)}</TableCell>
                    <TableCell>{entry.description}</TableCell>
                    <TableCell align="right">{signed(entry.amount)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </ScrollTable>
          ) : null}
        </Section>

        {payments ? (
          <Section title="Payments and receipts" id="loan-payments">
            {payments.length === 0 ? (
              <Typography color="text.secondary">No payments yet.</Typography>
            ) : (
              <ScrollTable label="Payments of this loan">
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">Date</TableCell>
                    <TableCell scope="col" align="right">Amount</TableCell>
                    <TableCell scope="col">Method</TableCell>
                    <TableCell scope="col">Status</TableCell>
                    <TableCell scope="col">Reference</TableCell>
                    <TableCell scope="col">Receipt</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {payments.map((payment) => (
                    <TableRow key={payment.id}>
                      <TableCell>{formatDateTime(payment.createdAt)}</TableCell>
                      <TableCell align="right">{formatCedis(payment.signedAmount)}</TableCell>
                      <TableCell>{PAYMENT_METHOD_LABELS[payment.method]}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={payment.kind === 'reversal' ? 'Reversal' : PAYMENT_STATUS_LABELS[payment.status]}
                          color={payment.kind === 'reversal' ? 'default' : PAYMENT_STATUS_COLORS[payment.status]}
                        />
                      </TableCell>
                      <TableCell>{payment.providerReference ?? ''}</TableCell>
                      <TableCell>
                        {payment.receipt ? (
                          <Link href={paths.receiptPdf(payment.id)} download aria-label={`Receipt ${payment.receipt.number} PDF`}>
                            {payment.receipt.number}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </ScrollTable>
            )}
          </Section>
        ) : null}

        {collections ? (
          <Section title="Collections" id="loan-collections">
            {collections}
          </Section>
        ) : null}

        <Accordion variant="outlined" disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls="loan-disclosure" id="loan-disclosure-summary">
            <Typography component="span" sx={{ fontWeight: 600 }}>
              Disclosure the borrower accepted
            </Typography>
          </AccordionSummary>
          <AccordionDetails id="loan-disclosure">
            <CreditDisclosure quote={loan.disclosure} product={loan.source === 'bnpl' ? 'bnpl' : 'rent'} title="Cost of credit" headingComponent="h3" />
          </AccordionDetails>
        </Accordion>
      </Stack>
    </PageContainer>
  );
}

export default function LoanViewRoute() {
  const { id = '' } = useParams();
  const { enqueueSnackbar } = useSnackbar();
  const viewer = useAdminViewer();
  const { can } = usePermissions();
  const canReadPayments = can('viewAllPayments');
  const canManagePayments = can('manageAllPayments');
  const view = useQuery(StaffLoanViewDocument, { variables: { id, withAddress: can('viewAllUsers') } });
  const loan = view.data?.loan;
  const disbursed = Boolean(loan?.disbursedAt);
  const ledger = useQuery(StaffLoanLedgerDocument, { variables: { loanId: id }, skip: !disbursed });
  const payments = useQuery(StaffLoanPaymentsDocument, { variables: { loanId: id, first: PAYMENTS_SHOWN, after: null }, skip: !canReadPayments });
  const running = loan ? RUNNING_LOAN_STATUSES.has(loan.status) : false;
  const settlement = useQuery(StaffLoanSettlementDocument, { variables: { loanId: id }, skip: !canReadPayments || !running });
  useLiveRefetch(StaffLoansLiveDocument, LOAN_QUERIES);

  const [recordOpen, setRecordOpen] = useState(false);
  const [recordError, setRecordError] = useState<{ message: string; field: string | null } | null>(null);
  const [recordPayment, recording] = useMutation(RecordManualPaymentDocument);
  const [refunding, setRefunding] = useState(false);
  const [refundError, setRefundError] = useState<string | null>(null);
  const [refund, refundState] = useMutation(RefundLoanCreditDocument);
  const [applying, setApplying] = useState(false);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [apply, applyState] = useMutation(ApplyLoanCreditDocument);

  if (view.loading && !loan) return <LoadingSpinner message="Loading loan..." />;
  if (view.error || !loan) {
    const problem = view.error ? describeServerError(view.error) : null;
    return (
      <PageContainer title="Loan not available">
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem?.code === 'NOT_FOUND' || !problem ? 'This loan does not exist.' : problem.message}
        </Alert>
        <Button component={RouterLink} to={paths.adminPage('loans')} startIcon={<ArrowBack />}>
          All loans
        </Button>
      </PageContainer>
    );
  }
  const label = `${loan.number} · ${customerName(loan.customer)}`;

  const onRecord = async (payment: ManualPayment) => {
    setRecordError(null);
    try {
      const result = await recordPayment({
        variables: { input: { ...manualPaymentInput(payment), loanId: loan.id } },
        refetchQueries: LOAN_QUERIES,
        awaitRefetchQueries: true,
      });
      enqueueSnackbar(manualPaymentRecordedMessage(result.data?.recordManualPayment, payment.amount, loan.number), toastOptions('success'));
      setRecordOpen(false);
    } catch (caught) {
      const problem = describeServerError(caught);
      setRecordError({ message: problem.message, field: problem.field });
    }
  };

  const onRefund = async (input: CreditRefund) => {
    setRefundError(null);
    try {
      await refund({ variables: { loanId: loan.id, input }, refetchQueries: LOAN_QUERIES, awaitRefetchQueries: true });
      enqueueSnackbar(`Refund of ${formatCedis(input.amount)} for ${loan.number} sent for a second person’s approval`, toastOptions('success'));
      setRefunding(false);
    } catch (caught) {
      setRefundError(describeServerError(caught).message);
    }
  };

  const onApply = async () => {
    setApplyError(null);
    try {
      await apply({ variables: { loanId: loan.id }, refetchQueries: LOAN_QUERIES, awaitRefetchQueries: true });
      enqueueSnackbar(`Credit applied to ${loan.number}`, toastOptions('success'));
      setApplying(false);
    } catch (caught) {
      setApplyError(describeServerError(caught).message);
    }
  };

  return (
    <>
      <LoanView
        loan={loan}
        agreement={view.data?.creditAgreement ?? null}
        ledger={ledger.data?.loanStatement ?? null}
        payments={canReadPayments ? (payments.data?.payments.nodes ?? []) : null}
        settlement={settlement.data?.earlySettlementQuote ?? null}
        canManagePayments={canManagePayments}
        adminRoutes={viewer.adminRoutes}
        collections={can('manageCollections') ? <CollectionsPanel loanId={loan.id} /> : undefined}
        onRecordPayment={() => {
          setRecordError(null);
          setRecordOpen(true);
        }}
        onRefund={() => {
          setRefundError(null);
          setRefunding(true);
        }}
        onApplyCredit={() => {
          setApplyError(null);
          setApplying(true);
        }}
      />
      {can('manageAllApplications') && (loan.status === 'active' || loan.status === 'in_arrears') ? <RestructurePanel loanId={loan.id} /> : null}
      {recordOpen ? (
        <RecordPaymentDialog
          open
          loan={loan}
          busy={recording.loading}
          serverError={recordError}
          onSubmit={(payment) => void onRecord(payment)}
          onClose={() => setRecordOpen(false)}
        />
      ) : null}
      {refunding ? (
        <RefundCreditDialog
          open
          loanLabel={label}
          creditBalance={loan.creditBalance}
          busy={refundState.loading}
          serverError={refundError}
          onSubmit={(input) => void onRefund(input)}
          onClose={() => setRefunding(false)}
        />
      ) : null}
      <ConfirmDialog
        open={applying}
        title="Apply the credit balance?"
        message={
          <>
            Up to <strong>{formatCedis(loan.creditBalance)}</strong> of credit pays what loan <strong>{label}</strong> owes today (at most today’s settlement amount).
            Anything left stays as credit.
          </>
        }
        confirmLabel="Apply to loan"
        busy={applyState.loading}
        error={applyError}
        onConfirm={() => void onApply()}
        onClose={() => setApplying(false)}
      />
    </>
  );
}
