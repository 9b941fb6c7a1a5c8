import { useEffect, useMemo, useState } from 'react';
import { useQuery, useSubscription } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { ListMyPaymentsDocument, MyLoansToPayDocument, OnMyPaymentChangedDocument } from '../../gql/graphql';
import { CreditBalanceNotice, LoanPayPanel, loanTitle, PAYMENT_REFETCH_QUERIES } from './LoanPayPanel';
import { useOnlineStatus } from '../../lib/online';
import { readPaymentsCache, savePaymentsCache } from '../../lib/storage';
import { PaymentsPage, type PaymentRow } from './PaymentsPage';
import { ReceiptsList, type ReceiptView } from './ReceiptsList';
import { StatementDownload, type StatementLoan } from './StatementDownload';

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

/** The pay panel for the customer's first loan with money owed; a note for paid-off loans and any credit held. */
function usePayPanel(online: boolean) {
  const loans = useQuery(MyLoansToPayDocument, { skip: !online, fetchPolicy: 'cache-and-network' });
  const nodes = loans.data?.myLoans.nodes ?? [];
  const loan = nodes.find((candidate) => (candidate.status === 'active' || candidate.status === 'in_arrears') && candidate.outstandingBalance > 0);
  const others = nodes.filter((candidate) => candidate !== loan && (candidate.status === 'paid_off' || candidate.creditBalance > 0));
  if (!loan && others.length === 0) return null;
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
      {loan ? <LoanPayPanel key={loan.id} loan={loan} online={online} /> : null}
    </>
  );
}
