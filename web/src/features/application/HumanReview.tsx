// Act 843: a customer may ask a person to look again at a rejected application (once per application); a credit
// analyst answers and the customer is notified. The server refuses a second request and any other application.
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { RequestApplicationReviewDocument, type ReviewRequestFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/money';
import { toFormError } from './server-errors';

export function HumanReview({ applicationId, request }: { applicationId: string; request: ReviewRequestFieldsFragment | null | undefined }) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading, data }] = useMutation(RequestApplicationReviewDocument, {
    update(cache, result) {
      const created = result.data?.requestApplicationReview;
      if (!created) return;
      cache.modify({
        id: cache.identify({ __typename: 'Application', id: applicationId }),
        fields: { reviewRequest: (_existing, { toReference }) => toReference({ __typename: 'ApplicationReviewRequest', id: created.id }) ?? null },
      });
    },
  });
  const current = request ?? data?.requestApplicationReview ?? null;

  if (current) {
    return (
      <Alert severity={current.status === 'answered' ? 'success' : 'info'} role="status">
        <Typography variant="subtitle2" component="h3">
          Human review {current.status === 'answered' ? 'answered' : 'requested'}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          You asked on {formatDateTime(current.createdAt)}: {current.message}
        </Typography>
        {current.answer ? (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <strong>Our answer{current.answeredAt ? ` (${formatDateTime(current.answeredAt)})` : ''}:</strong> {current.answer}
          </Typography>
        ) : (
          <Typography variant="body2" sx={{ mt: 1 }}>
            A credit analyst will look at your application again and answer you here and in your notifications.
          </Typography>
        )}
      </Alert>
    );
  }

  const submit = async () => {
    setError(null);
    const text = message.trim();
    if (text.length < 5) {
      setError('Tell us in at least 5 characters why the decision should be looked at again.');
      return;
    }
    try {
      await send({ variables: { applicationId, message: text } });
    } catch (thrown) {
      setError(toFormError(thrown).message);
    }
  };

  return (
    <Box>
      {!open ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary">
            Think we got it wrong? You can ask a person in our credit team to review this decision once.
          </Typography>
          <Box>
            <Button variant="outlined" onClick={() => setOpen(true)}>
              Ask for a human review
            </Button>
          </Box>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <TextField
            label="Why should we look again?"
            multiline
            minRows={3}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            helperText="For example: new payslips, a change of job, or a mistake in the details we used."
            fullWidth
          />
          {error && <Alert severity="error">{error}</Alert>}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="contained" onClick={() => void submit()} disabled={loading}>
              {loading ? 'Sending…' : 'Send review request'}
            </Button>
            <Button onClick={() => setOpen(false)} disabled={loading}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      )}
    </Box>
  );
}

export default HumanReview;
