import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import {
  ListMyPaymentsDocument, LoanPayableAmountsDocument, MyLoansToPayDocument, OnMyPaymentChangedDocument, PayLoanInstalmentDocument,
} from '../../gql/graphql';
import { formatCedis, formatDate } from '../../lib/money';
import { PayInstalmentForm, type PaymentNextActionView, type PayInstalmentValues } from './PayInstalmentForm';
import { useOnlineStatus } from '../../lib/online';
import { readPaymentsCache, savePaymentsCache } from '../../lib/storage';
import { PaymentsPage, type PaymentRow } from './PaymentsPage';
import { ReceiptsList, type ReceiptView } from './ReceiptsList';
import { loanNumber, StatementDownload, type StatementLoan } from './StatementDownload';

const PAGE_SIZE = 20;

/** A payment as listed (and cached), with its receipt once it succeeded. */
type PaymentWithReceipt = PaymentRow & { receipt?: Omit<ReceiptView, 'paymentId' | 'method'> | null };

/** Receipts of the successful payments in the list, newest first. */
function receiptsOf(payments: readonly PaymentWithReceipt[]): ReceiptView[] {
  return payments.flatMap((payment) =>
    payment.status === 'successful' && payment.receipt ? [{ ...payment.receipt, paymentId: payment.id, method: payment.method }] : [],
  );
}

/** `/payments?receipt=<paymentId>`: where a "Payment received" notification leads. */
function receiptFromAddress(): string | null {
  return new URLSearchParams(window.location.search).get('receipt');
}

/** /payments: history from the server, or from the 30-minute cache when offline or the server fails. */
export default function PaymentsRoute() {
  const online = useOnlineStatus();
  const [highlightReceipt] = useState(receiptFromAddress);
  const { data, loading, error, refetch, fetchMore } = useQuery(ListMyPaymentsDocument, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    skip: !online,
  });
  useSubscription(OnMyPaymentChangedDocument, {
    skip: !online,
    onData: ({ client }) => void client.refetchQueries({ include: ['ListMyPayments'] }),
  });

  const live = data?.myPayments.nodes;
  useEffect(() => {
    if (live) savePaymentsCache(live);
  }, [live]);
  const cached = useMemo(() => (live ? null : readPaymentsCache<PaymentWithReceipt>()), [live]);
  const fromCache = !live && cached !== null && (!online || Boolean(error));

  const loadMore = () =>
    void fetchMore({
      variables: { after: data?.myPayments.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        myPayments: { ...fetchMoreResult.myPayments, nodes: [...(previous.myPayments?.nodes ?? []), ...fetchMoreResult.myPayments.nodes] },
      }),
    }).catch(() => undefined);

  const payPanel = usePayPanel(online);
  const payments: readonly PaymentWithReceipt[] = live ?? (fromCache ? cached : null) ?? [];
  const loans = useQuery(MyLoansToPayDocument, { skip: !online, fetchPolicy: 'cache-first' });
  const statementLoans = useMemo<StatementLoan[]>(
    () =>
      (loans.data?.myLoans.nodes ?? []).map((loan) => ({
        id: loan.id,
        label: `${loan.source === 'bnpl' ? 'Buy Now Pay Later' : 'Rent assistance'} loan ${loanNumber(loan.id)}`,
      })),
    [loans.data],
  );

  return (
    <PaymentsPage
      payPanel={payPanel}
      receiptsPanel={payments.length > 0 ? <ReceiptsList receipts={receiptsOf(payments)} highlightPaymentId={highlightReceipt} /> : null}
      statementPanel={online ? <StatementDownload key={statementLoans.map((loan) => loan.id).join()} loans={statementLoans} /> : null}
      payments={payments}
      loading={online && loading}
      fromCache={fromCache}
      error={
        live || fromCache
          ? null
          : !online
            ? 'You are offline and there is no saved payment history on this device.'
            : error
              ? 'We could not load your payments. Please check your connection and try again.'
              : null
      }
      onRetry={online ? () => void refetch() : undefined}
      hasMore={Boolean(data?.myPayments.pageInfo.hasNextPage)}
      onLoadMore={loadMore}
    />
  );
}

type GraphQLErrorLike = { errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }> };

/** 'Pay an instalment' for the customer's first loan with money owed; a new Idempotency-Key per attempt, reused on a retry of the same one. */
function usePayPanel(online: boolean) {
  const loans = useQuery(MyLoansToPayDocument, { skip: !online, fetchPolicy: 'cache-and-network' });
  const loan = loans.data?.myLoans.nodes.find((candidate) => (candidate.status === 'active' || candidate.status === 'in_arrears') && candidate.outstandingBalance > 0);
  const amounts = useQuery(LoanPayableAmountsDocument, { variables: { loanId: loan?.id ?? '' }, skip: !online || !loan, fetchPolicy: 'cache-and-network' });
  const [pay, { loading }] = useMutation(PayLoanInstalmentDocument, { refetchQueries: ['ListMyPayments', 'MyLoansToPay', 'LoanPayableAmounts'] });
  const [error, setError] = useState<string | null>(null);
  const [nextAction, setNextAction] = useState<PaymentNextActionView | null>(null);
  const attempt = useRef<{ key: string; details: string } | null>(null);

  if (!loan) return null;

  const submit = async (values: PayInstalmentValues) => {
    const details = JSON.stringify([loan.id, values.amount, values.method, values.phone]);
    if (attempt.current?.details !== details) attempt.current = { key: crypto.randomUUID(), details };
    setError(null);
    setNextAction(null);
    try {
      const { data } = await pay({ variables: { idempotencyKey: attempt.current.key, input: { loanId: loan.id, ...values } } });
      if (!data) throw new Error('no payment returned');
      attempt.current = null;
      const action = data.payInstalment.nextAction;
      setNextAction(action);
      if (action.kind === 'redirect' && action.url) window.location.assign(action.url);
    } catch (caught) {
      const first = (caught as GraphQLErrorLike).errors?.[0];
      const code = first?.extensions?.code;
      if (code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'RATE_LIMITED') attempt.current = null;
      setError(
        code === 'BAD_USER_INPUT' || code === 'CONFLICT' || code === 'RATE_LIMITED' || code === 'NOT_FOUND'
          ? first!.message
          : 'We could not start the payment. Please check your connection and try again; you will not be charged twice.',
      );
    }
  };

  const next = loan.nextInstalment;
  const label = `${loan.source === 'bnpl' ? 'Buy Now Pay Later' : 'Rent assistance'} loan · ${formatCedis(loan.outstandingBalance)} outstanding${
    next ? ` · next ${formatCedis(next.amountDue)} due ${formatDate(next.dueDate)}` : ''
  }`;
  return (
    <PayInstalmentForm
      loanLabel={label}
      amounts={
        amounts.data
          ? {
              nextInstalment: Number(amounts.data.payableAmounts.nextInstalment),
              overdue: Number(amounts.data.payableAmounts.overdue),
              outstanding: Number(amounts.data.payableAmounts.outstanding),
            }
          : null
      }
      onSubmit={(values) => void submit(values)}
      submitting={loading}
      error={error}
      nextAction={nextAction}
    />
  );
}
