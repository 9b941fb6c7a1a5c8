// Act 843: customers' requests for a human review of a rejected application, waiting for a credit analyst
// (manageAllApplications). Answering notifies the customer and is audited.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { paths } from '../../../../lib/paths';
import { StaffAnswerReviewRequestDocument, StaffReviewRequestsDocument, type StaffReviewRequestsQuery } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ReasonDialog, describeServerError } from '../../shared';

type RequestRow = StaffReviewRequestsQuery['applicationReviewRequests']['nodes'][number];

export function ReviewRequests() {
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, refetch } = useQuery(StaffReviewRequestsDocument, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  const [answer, answering] = useMutation(StaffAnswerReviewRequestDocument);
  const [target, setTarget] = useState<RequestRow | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const rows = data?.applicationReviewRequests.nodes ?? [];
  if (!error && rows.length === 0) return null;

  const submit = async (text: string) => {
    if (!target) return;
    setDialogError(null);
    try {
      await answer({ variables: { id: target.id, answer: text } });
      enqueueSnackbar(`Answer sent to ${target.customerName ?? 'the customer'}`, toastOptions('success'));
      setTarget(null);
      await refetch();
    } catch (caught) {
      setDialogError(describeServerError(caught).message);
    }
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="review-requests-heading" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="review-requests-heading" variant="h6" component="h2" gutterBottom>
          Human review requests ({rows.length}
          {data?.applicationReviewRequests.pageInfo.hasNextPage ? '+' : ''})
        </Typography>
        {error && <Alert severity="error">{describeServerError(error).message}</Alert>}
        <Stack spacing={2}>
          {rows.map((row) => (
            <Stack key={row.id} spacing={0.5} sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}>
              <Typography variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
                {row.customerName ?? 'Customer'} {row.customerEmail ? `(${row.customerEmail})` : ''} · asked {formatDateTime(row.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                <strong>Request:</strong> {row.message}
              </Typography>
              {row.decisionReason && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>Rejected because:</strong> {row.decisionReason}
                </Typography>
              )}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button size="small" variant="contained" onClick={() => { setDialogError(null); setTarget(row); }}>
                  Answer
                </Button>
                <Link component={RouterLink} to={paths.adminApplication(row.applicationId)} variant="body2" sx={{ alignSelf: { sm: 'center' } }}>
                  Open application
                </Link>
              </Stack>
            </Stack>
          ))}
        </Stack>
      </CardContent>
      <ReasonDialog
        open={target !== null}
        title="Answer the review request"
        message={target ? `The customer reads your answer in the app and in a notification.` : undefined}
        label="Answer"
        confirmLabel="Send answer"
        minLength={5}
        maxLength={2000}
        busy={answering.loading}
        error={dialogError}
        onSubmit={(text) => void submit(text)}
        onClose={() => setTarget(null)}
      />
    </Card>
  );
}
