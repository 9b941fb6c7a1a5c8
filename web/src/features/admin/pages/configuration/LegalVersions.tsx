// Act 843: the versions of the Terms and the Privacy Policy (one list, on the server). Publishing a new version asks
// every customer to accept it (a banner with this summary) before they can take new credit.
import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ListLegalDocumentVersionsDocument, PublishLegalDocumentVersionDocument, type LegalDocument } from '../../gql/graphql';
import { formatDateTime } from '../../../../lib/money';
import { toastOptions } from '../../../../lib/toasts';
import { ConfirmDialog, describeServerError } from '../../shared';

const TITLES: Record<LegalDocument, string> = { terms: 'Terms of Service', privacy: 'Privacy Policy' };

const schema = z.object({
  document: z.enum(['terms', 'privacy']),
  version: z.string().trim().min(1, 'Give a version label').max(40, 'At most 40 characters'),
  summary: z.string().trim().min(5, 'Summarise the changes (at least 5 characters)').max(2000, 'At most 2000 characters'),
});
type Values = z.infer<typeof schema>;

export function LegalVersions({ editable }: { editable: boolean }) {
  const { enqueueSnackbar } = useSnackbar();
  const { data, error, refetch } = useQuery(ListLegalDocumentVersionsDocument, { fetchPolicy: 'cache-and-network' });
  const [publish, publishing] = useMutation(PublishLegalDocumentVersionDocument);
  const [pending, setPending] = useState<Values | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const { register, control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { document: 'privacy', version: '', summary: '' },
  });
  const versions = data?.legalDocumentVersions ?? [];
  const current = new Map<LegalDocument, (typeof versions)[number]>();
  for (const entry of versions) if (!current.has(entry.document)) current.set(entry.document, entry);

  const confirm = async () => {
    if (!pending) return;
    setDialogError(null);
    try {
      await publish({ variables: { input: pending } });
      enqueueSnackbar(`${TITLES[pending.document]} version ${pending.version} published`, toastOptions('success'));
      setPending(null);
      reset({ document: pending.document, version: '', summary: '' });
      await refetch();
    } catch (caught) {
      setDialogError(describeServerError(caught).message);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="legal-versions-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="legal-versions-heading" variant="h6" component="h2">
        Terms and Privacy Policy versions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Publish a new version after changing the Terms or the Privacy Policy. Customers then see the summary and must accept it before applying or checking out.
      </Typography>
      {error && <Alert severity="error">{describeServerError(error).message}</Alert>}
      <Stack spacing={1} sx={{ mb: 2 }}>
        {(['terms', 'privacy'] as const).map((document) => {
          const entry = current.get(document);
          return (
            <Typography key={document} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{TITLES[document]}:</strong> {entry ? `version ${entry.version}, published ${formatDateTime(entry.publishedAt)} — ${entry.summary}` : '…'}
            </Typography>
          );
        })}
      </Stack>
      {editable && (
        <Box component="form" noValidate onSubmit={handleSubmit((values) => { setDialogError(null); setPending(values); })}>
          <Stack spacing={2}>
            <Controller
              name="document"
              control={control}
              render={({ field }) => (
                <TextField select label="Document" {...field}>
                  <MenuItem value="terms">{TITLES.terms}</MenuItem>
                  <MenuItem value="privacy">{TITLES.privacy}</MenuItem>
                </TextField>
              )}
            />
            <TextField label="Version label" placeholder="e.g. 2027-01-15" {...register('version')} error={Boolean(formState.errors.version)} helperText={formState.errors.version?.message} />
            <TextField
              label="Summary of changes"
              multiline
              minRows={3}
              {...register('summary')}
              error={Boolean(formState.errors.summary)}
              helperText={formState.errors.summary?.message ?? 'Plain words; customers read this before accepting.'}
            />
            <div>
              <Button type="submit" variant="contained" disabled={publishing.loading}>
                Publish new version
              </Button>
            </div>
          </Stack>
        </Box>
      )}
      <ConfirmDialog
        open={pending !== null}
        title="Publish this version?"
        message={pending ? `${TITLES[pending.document]} version ${pending.version}. Every customer will be asked to accept it before taking new credit.` : ''}
        confirmLabel="Publish"
        busy={publishing.loading}
        error={dialogError}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </Paper>
  );
}
