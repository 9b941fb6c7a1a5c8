import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import { CreditDisclosure } from '../../components/CreditDisclosure';
import {
  LoanPayableAmountsDocument,
  LoanPaymentPreviewDocument,
  LoanSettlementQuoteDocument,
  PayerPhoneDocument,
  PayLoanInstalmentDocument,
  type MyLoansToPayQuery,
} from '../../gql/graphql';
import { loanTitle } from '../../lib/loans';
import { formatCedis, formatDate } from '../../lib/money';
import { toastOptions } from '../../lib/toasts';
import { HardshipPanel } from './HardshipPanel';
import { PayInstalmentForm, type AmountChoice, type PaymentNextActionView, type PayInstalmentValues, type PreviewRequest } from './PayInstalmentForm';

export type PayableLoan = MyLoansToPayQuery['myLoans']['nodes'][number];

export const CREDIT_BALANCE_NOTE = 'We will refund or apply it; contact support.';
const PAYMENT_START_FAILED = 'We could not start the payment. Please check your connection and try again; you will not be charged twice.';
/** Every query whose figures a payment changes. */
export const PAYMENT_REFETCH_QUERIES = ['ListMyPayments', 'MyLoansToPay', 'LoanPayableAmounts', 'LoanSettlementQuote'];

type GraphQLErrorLike = { errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }> };

export { loanTitle };

/** Money held for the customer beyond what they owed. */
export function CreditBalanceNotice({ loan }: { loan: Pick<PayableLoan, 'creditBalance' | 'source' | 'number'> }) {
  if (loan.creditBalance <= 0) return null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 2 }}>
      Credit balance on {loanTitle(loan)}: {formatCedis(loan.creditBalance)}. {CREDIT_BALANCE_NOTE}
    </Alert>
  );
}

const STATUS_LABELS: Record<string, string> = { paid: 'Paid', overdue: 'Overdue', due: 'Due', upcoming: 'Upcoming', written_off: 'Written off' };

/** The schedule in force, with what was paid and what is left on each instalment. */
export function LoanSchedule({ loan }: { loan: Pick<PayableLoan, 'id' | 'schedule'> }) {
  return (
    <Accordion variant="outlined" disableGutters sx={{ mb: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls={`loan-schedule-${loan.id}`} id={`loan-schedule-summary-${loan.id}`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Your schedule
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`loan-schedule-${loan.id}`}>
        <Box component="ol" aria-label="Your schedule: paid and left per instalment" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {loan.schedule.map((row) => (
            <Box component="li" key={row.number} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, borderBottom: 1, borderColor: 'divider', pb: 1 }}>
              <Typography component="span" sx={{ fontWeight: 600, minWidth: '11rem' }}>
                {`No. ${row.number}, due ${formatDate(row.dueDate)}`}
              </Typography>
              <Typography component="span">
                {row.status === 'written_off'
                  ? `${formatCedis(row.totalDue)} · written off ${formatCedis(row.writtenOff)}${row.paid > 0 ? ` · paid ${formatCedis(row.paid)}` : ''}`
                  : `${formatCedis(row.totalDue)} · paid ${formatCedis(row.paid)} · left ${formatCedis(row.outstanding)}`}
              </Typography>
              <Typography component="span" color="text.secondary">
                {STATUS_LABELS[row.status] ?? row.status}
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}

/** The loan's terms as disclosed and accepted (Act 1052), collapsed. */
export function LoanTerms({ loan }: { loan: Pick<PayableLoan, 'id' | 'disclosure' | 'source'> }) {
  return (
    <Accordion variant="outlined" disableGutters sx={{ mb: 3 }}>
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} aria-controls={`loan-terms-${loan.id}`} id={`loan-terms-summary-${loan.id}`}>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          Loan terms
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`loan-terms-${loan.id}`}>
        <CreditDisclosure quote={loan.disclosure} product={loan.source} title="Your loan terms" headingComponent="h3" />
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * 'Pay an instalment' for one loan: next instalment, all overdue, the payoff quote or another amount (with the new
 * schedule previewed); a new Idempotency-Key per attempt, reused on a retry of the same one.
 */
export function LoanPayPanel({ loan, online = true }: { loan: PayableLoan; online?: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const [choice, setChoice] = useState<AmountChoice>('next');
  const [previewRequest, setPreviewRequest] = useState<PreviewRequest | null>(null);
  const amounts = useQuery(LoanPayableAmountsDocument, { variables: { loanId: loan.id }, skip: !online, fetchPolicy: 'cache-and-network' });
  const payer = useQuery(PayerPhoneDocument, { skip: !online });
  const quote = useQuery(LoanSettlementQuoteDocument, { variables: { loanId: loan.id }, skip: !online || choice !== 'payoff', fetchPolicy: 'network-only' });
  const preview = useQuery(LoanPaymentPreviewDocument, {
    variables: { loanId: loan.id, amount: previewRequest?.amount ?? 0, prepayment: previewRequest?.prepayment ?? null },
    skip: !online || !previewRequest,
    fetchPolicy: 'network-only',
  });
  const [pay, { loading }] = useMutation(PayLoanInstalmentDocument, { refetchQueries: PAYMENT_REFETCH_QUERIES });
  const [error, setError] = useState<string | null>(null);
  const [nextAction, setNextAction] = useState<PaymentNextActionView | null>(null);
  const attempt = useRef<{ key: string; details: string } | null>(null);
  const onPreviewChange = useCallback((request: PreviewRequest | null) => setPreviewRequest(request), []);

  const submit = async (values: PayInstalmentValues) => {
    const details = JSON.stringify([loan.id, values.amount, values.method, values.phone, values.prepayment, values.settle]);
    if (attempt.current?.details !== details) attempt.current = { key: crypto.randomUUID(), details };
    setError(null);
    setNextAction(null);
    try {
      const { data } = await pay({ variables: { idempotencyKey: attempt.current.key, input: { loanId: loan.id, ...values } } });
      if (!data) throw new Error('no payment returned');
      attempt.current = null;
      const action = data.payInstalment.nextAction;
      setNextAction(action);
      enqueueSnackbar(`Payment of ${formatCedis(values.amount)} started.`, toastOptions('info'));
      if (action.kind === 'redirect' && action.url) window.location.assign(action.url);
    } catch (caught) {
      const first = (caught as GraphQLErrorLike).errors?.[0];
      const code = first?.extensions?.code;
      const known = code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'RATE_LIMITED';
      if (known) attempt.current = null;
      setError(known || code === 'NOT_FOUND' ? first!.message : PAYMENT_START_FAILED);
    }
  };

  const next = loan.nextInstalment;
  const label = `${loanTitle(loan)} · ${formatCedis(loan.outstandingBalance)} outstanding${next ? ` · next ${formatCedis(next.amountDue)} due ${formatDate(next.dueDate)}` : ''}`;
  const payable = amounts.data?.payableAmounts;
  const settlement = quote.data?.earlySettlementQuote;
  const previewData = preview.data?.paymentPreview;
  return (
    <Box>
      <CreditBalanceNotice loan={loan} />
      <PayInstalmentForm
        loanLabel={label}
        defaultPhone={payer.data?.myProfile?.phone ?? null}
        amounts={payable ? { nextInstalment: payable.nextInstalment, overdue: payable.overdue, outstanding: payable.outstanding } : null}
        onSubmit={(values) => void submit(values)}
        submitting={loading}
        error={error}
        nextAction={nextAction}
        onChoiceChange={setChoice}
        quote={settlement ?? null}
        quoteLoading={quote.loading}
        quoteError={quote.error && !settlement ? 'We could not work out your payoff amount. Please try again in a moment.' : null}
        onPreviewChange={onPreviewChange}
        preview={previewData && previewRequest ? { ...previewData, amount: previewRequest.amount, prepayment: previewRequest.prepayment, firstUnpaid: loan.nextInstalment?.number } : null}
        previewLoading={preview.loading}
        previewError={preview.error ? (preview.error as GraphQLErrorLike).errors?.[0]?.message ?? 'We could not preview this payment. You can still pay it.' : null}
      />
      <LoanSchedule loan={loan} />
      <LoanTerms loan={loan} />
      <HardshipPanel loanId={loan.id} />
    </Box>
  );
}

export default LoanPayPanel;
