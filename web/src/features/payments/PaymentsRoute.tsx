import { useEffect, useMemo, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ListMyPaymentsDocument, MyLoansToPayDocument, OnMyPaymentChangedDocument } from '../../gql/graphql';
import { CreditBalanceNotice, LoanPayPanel, loanTitle, PAYMENT_REFETCH_QUERIES } from './LoanPayPanel';
import { bySoonestDue } from '../../lib/loans';
import { useOnlineStatus } from '../../lib/online';
import { LoanPicker } from './LoanPicker';
import { readPaymentsCache, savePaymentsCache } from '../../lib/storage';
import { PaymentsPage, type PaymentRow } from './PaymentsPage';
import { ReceiptsList, type ReceiptView } from './ReceiptsList';
import { StatementDownload, type StatementLoan } from './StatementDownload';

const PAGE_SIZE = 20;

/** A payment as listed (and cached), with its receipt once it succeeded. */
type PaymentWithReceipt = PaymentRow & { loanId?: string | null; loanNumber?: string | null; receipt?: Omit<ReceiptView, 'paymentId' | 'method' | 'loanLabel'> | null };

/** Receipts of the successful payments in the list, newest first, each naming its loan (product + number). */
export function receiptsOf(payments: readonly PaymentWithReceipt[], loanLabels: ReadonlyMap<string, string> = new Map()): ReceiptView[] {
  return payments.flatMap((payment) =>
    payment.status === 'successful' && payment.receipt
      ? [{ ...payment.receipt, paymentId: payment.id, method: payment.method, loanLabel: loanLabelOf(payment, loanLabels) }]
      : [],
  );
}

/** "Rent assistance loan LN-…" when the loan is known, else "Loan LN-…" (a cached row, or a loan not listed). */
function loanLabelOf(payment: PaymentWithReceipt, loanLabels: ReadonlyMap<string, string>): string | null {
  const known = payment.loanId ? loanLabels.get(payment.loanId) : undefined;
  return known ?? (payment.loanNumber ? `Loan ${payment.loanNumber}` : null);
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
    // A payment settling changes the loan's figures too (the next instalment, the payoff amount).
    onData: ({ client }) => void client.refetchQueries({ include: PAYMENT_REFETCH_QUERIES }).catch(() => undefined),
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
  const loanLabels = useMemo(() => new Map((loans.data?.myLoans.nodes ?? []).map((loan) => [loan.id, loanTitle(loan)])), [loans.data]);
  const statementLoans = useMemo<StatementLoan[]>(
    () =>
      (loans.data?.myLoans.nodes ?? []).map((loan) => ({
        id: loan.id,
        label: loanTitle(loan),
      })),
    [loans.data],
  );

  return (
    <PaymentsPage
      payPanel={payPanel}
      receiptsPanel={payments.length > 0 ? <ReceiptsList receipts={receiptsOf(payments, loanLabels)} highlightPaymentId={highlightReceipt} /> : null}
      statementPanel={online ? <StatementDownload key={statementLoans.map((loan) => loan.id).join()} loans={statementLoans} /> : null}
      payments={payments.map((payment) => ({ ...payment, loanLabel: loanLabelOf(payment, loanLabels) }))}
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

/** `/payments?loan=<loanId>`: where a dashboard loan card's pay link leads. */
function loanFromAddress(): string | null {
  return new URLSearchParams(window.location.search).get('loan');
}

/** Loans with money to pay, the one due soonest first. */
export function payableLoans<L extends { status: string; outstandingBalance: number; id: string; nextInstalment?: { dueDate: string } | null }>(loans: readonly L[]): L[] {
  return bySoonestDue(loans.filter((loan) => (loan.status === 'active' || loan.status === 'in_arrears') && loan.outstandingBalance > 0));
}

/**
 * The pay panel: with several loans to pay, the customer picks one (the address's `?loan=`, else the one due
 * soonest) and sees what is due across all; a note for paid-off loans and any credit held.
 */
function usePayPanel(online: boolean) {
  const loans = useQuery(MyLoansToPayDocument, { skip: !online, fetchPolicy: 'cache-and-network' });
  const [chosenId, setChosenId] = useState(loanFromAddress);
  const nodes = loans.data?.myLoans.nodes ?? [];
  const payable = payableLoans(nodes);
  const loan = payable.find((candidate) => candidate.id === chosenId) ?? payable[0];
  const others = nodes.filter((candidate) => !payable.includes(candidate) && (candidate.status === 'paid_off' || candidate.creditBalance > 0));
  if (!loan && others.length === 0) return null;
  const choose = (loanId: string) => {
    setChosenId(loanId);
    // Kept in the address, so a reload or the back button comes back to the same loan.
    const address = new URL(window.location.href);
    address.searchParams.set('loan', loanId);
    window.history.replaceState(window.history.state, '', address);
  };
  return (
    <>
      {others.map((other) => (
        <Box key={other.id}>
          {other.status === 'paid_off' ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              Your {loanTitle(other)} is paid off. Download its statement below.
            </Alert>
          ) : null}
          <CreditBalanceNotice loan={other} />
        </Box>
      ))}
      {payable.length > 1 && loan ? <LoanPicker loans={payable} selectedId={loan.id} onSelect={choose} /> : null}
      {loan ? <LoanPayPanel key={loan.id} loan={loan} online={online} /> : null}
    </>
  );
}
