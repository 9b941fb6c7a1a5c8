import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { NotFoundPage } from '../../components/NotFoundPage';
import { MyLoanAgreementDocument, RequestAgreementCodeDocument, SignCreditAgreementDocument } from '../../gql/graphql';
import { AgreementPage } from './AgreementPage';

type GraphQLErrorLike = { errors?: ReadonlyArray<{ message: string; extensions?: { code?: unknown } }> };

const READABLE = new Set(['BAD_USER_INPUT', 'CONFLICT', 'RATE_LIMITED']);

function messageOf(caught: unknown, fallback: string): string {
  const first = (caught as GraphQLErrorLike).errors?.[0];
  const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : '';
  if (code === 'RATE_LIMITED') return 'A code was sent a moment ago. Please wait a minute before asking for another.';
  return first && READABLE.has(code) ? first.message : fallback;
}

/** /loans/:id/agreement for the borrower. */
export default function AgreementRoute() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(MyLoanAgreementDocument, { variables: { loanId: id }, fetchPolicy: 'network-only' });
  const [requestCode, { loading: sending }] = useMutation(RequestAgreementCodeDocument);
  const [sign, { loading: signing }] = useMutation(SignCreditAgreementDocument);
  const [sent, setSent] = useState<{ sentTo: string; developmentCode: string | null } | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const loan = data?.loan ?? null;
  if (!loan) {
    if (loading) return <LoadingSpinner message="Loading your agreement..." />;
    const code = (error as GraphQLErrorLike | undefined)?.errors?.[0]?.extensions?.code;
    return code === 'NOT_FOUND' || !error ? <NotFoundPage /> : <LoadingSpinner message="We could not load your agreement. Retrying when you are back online..." />;
  }
  return (
    <AgreementPage
      loan={loan}
      agreement={data?.creditAgreement ?? null}
      codeSentTo={sent?.sentTo ?? null}
      developmentCode={sent?.developmentCode ?? null}
      sending={sending}
      signing={signing}
      error={actionError}
      onRequestCode={() => {
        setActionError(null);
        requestCode({ variables: { loanId: id } })
          .then((result) => {
            const answer = result.data?.requestAgreementCode;
            if (answer) setSent({ sentTo: answer.sentTo, developmentCode: answer.developmentCode ?? null });
          })
          .catch((caught: unknown) => setActionError(messageOf(caught, 'We could not send the code. Please check your connection and try again.')));
      }}
      onSign={(code) => {
        setActionError(null);
        sign({ variables: { loanId: id, code } })
          .then(() => refetch())
          .catch((caught: unknown) => setActionError(messageOf(caught, 'We could not sign the agreement. Please check your connection and try again.')));
      }}
    />
  );
}
