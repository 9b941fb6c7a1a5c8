import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { PageContainer } from '../../components/PageContainer';
import { loanProductName } from '../../lib/loans';
import { formatCedis, formatDateTime } from '../../lib/money';
import { paths } from '../../lib/paths';

export const AGREEMENT_TEXTS = {
  intro: 'Read your credit agreement, then sign it with the code we send to your phone. We pay the money out once you have signed.',
  /** For a loan paying for an order: the plan starts at the signature and the goods go after it. */
  introGoods: 'Read your credit agreement, then sign it with the code we send to your phone. Your plan starts when you sign, and we then prepare your order for delivery.',
  nextMoney: 'We pay the money out next and let you know when we have.',
  nextGoods: 'Your plan has started: your first instalment is due a month from the day you signed, and we are preparing your order for delivery.',
  read: 'I have read the credit agreement and agree to its terms.',
  signed: 'You signed this agreement',
  none: 'This loan needs no separate agreement: you accepted its terms when you applied.',
} as const;

export interface AgreementPageProps {
  loan: { id: string; number: string; source: string; principal: number; months: number; orderId?: string | null };
  agreement: { status: string; documentUrl: string; documentSha256: string; signedAt: string | null } | null;
  /** Where the code went ("024 *** 4567") once one is sent. */
  codeSentTo: string | null;
  /** The code itself, only while SMS is simulated outside production. */
  developmentCode: string | null;
  sending: boolean;
  signing: boolean;
  error: string | null;
  onRequestCode: () => void;
  onSign: (code: string) => void;
}

/** /loans/:id/agreement: the PDF to read, the acceptance tick, the SMS code and the signature. */
export function AgreementPage({ loan, agreement, codeSentTo, developmentCode, sending, signing, error, onRequestCode, onSign }: AgreementPageProps) {
  const [read, setRead] = useState(false);
  const [code, setCode] = useState('');
  const title = `${loanProductName(loan.source)} ${loan.number}`;
  return (
    <PageContainer title="Credit agreement" subtitle={`${title} · ${formatCedis(loan.principal)} over ${loan.months} months`} maxWidth="md">
      <Card variant="outlined">
        <CardContent>
          {!agreement ? (
            <Typography>{AGREEMENT_TEXTS.none}</Typography>
          ) : agreement.status === 'signed' ? (
            <Stack spacing={2}>
              <Alert severity="success" role="status">
                {AGREEMENT_TEXTS.signed}
                {agreement.signedAt ? ` on ${formatDateTime(agreement.signedAt)}` : ''}. {loan.orderId ? AGREEMENT_TEXTS.nextGoods : AGREEMENT_TEXTS.nextMoney}
              </Alert>
              <DocumentLink loanId={loan.id} />
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                Document fingerprint (SHA-256): {agreement.documentSha256}
              </Typography>
              <Box>
                <Button component={RouterLink} to={paths.dashboard}>
                  Go to dashboard
                </Button>
              </Box>
            </Stack>
          ) : (
            <Stack spacing={2}>
              <Typography>{loan.orderId ? AGREEMENT_TEXTS.introGoods : AGREEMENT_TEXTS.intro}</Typography>
              <DocumentLink loanId={loan.id} />
              <FormControlLabel control={<Checkbox checked={read} onChange={(event) => setRead(event.target.checked)} />} label={AGREEMENT_TEXTS.read} />
              {error ? (
                <Alert severity="error" role="alert">
                  {error}
                </Alert>
              ) : null}
              {codeSentTo ? (
                <Alert severity="info" role="status">
                  We sent a 6-digit code by SMS to {codeSentTo}. It expires in 10 minutes.
                  {developmentCode ? ` Test SMS (not sent in this environment): ${developmentCode}.` : ''}
                </Alert>
              ) : null}
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <Button variant={codeSentTo ? 'outlined' : 'contained'} onClick={onRequestCode} disabled={!read || sending}>
                  {sending ? 'Sending…' : codeSentTo ? 'Send a new code' : 'Send me a code by SMS'}
                </Button>
              </Stack>
              {codeSentTo ? (
                <Box
                  component="form"
                  noValidate
                  onSubmit={(event) => {
                    event.preventDefault();
                    onSign(code);
                  }}
                >
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                    <TextField
                      label="Code from the SMS"
                      value={code}
                      onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                      slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
                      helperText="6 digits"
                    />
                    <Button type="submit" variant="contained" disabled={!read || code.length !== 6 || signing} sx={{ mt: { sm: 1 } }}>
                      {signing ? 'Signing…' : 'Sign the agreement'}
                    </Button>
                  </Stack>
                </Box>
              ) : null}
            </Stack>
          )}
        </CardContent>
      </Card>
    </PageContainer>
  );
}

function DocumentLink({ loanId }: { loanId: string }) {
  return (
    <Link href={paths.loanAgreementPdf(loanId)} download sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <DescriptionOutlined fontSize="small" aria-hidden="true" />
      Download the credit agreement (PDF)
    </Link>
  );
}
