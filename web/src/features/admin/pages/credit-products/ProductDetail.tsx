// One credit product: the draft waiting for a second admin (four eyes), the live preview a customer would be
// shown, the terms of each version and the version history; edit, activate and retire.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CreditDisclosure, formatRate } from '../../../../components/CreditDisclosure';
import { LoadingSpinner } from '../../../../components/LoadingSpinner';
import { PageContainer } from '../../../../components/PageContainer';
import { formatCedis, formatDateTime, parseCedisToPesewas } from '../../../../lib/money';
import { useDebouncedValue } from '../../../../lib/use-debounced-value';
import { toastOptions } from '../../../../lib/toasts';
import {
  ActivateCreditProductVersionDocument,
  CreditProductDetailDocument,
  CreditProductPreviewDocument,
  RetireCreditProductDocument,
  type CreditProductVersionFieldsFragment,
} from '../../gql/graphql';
import { describeServerError } from '../../shared/errors';
import { ReasonDialog } from '../../shared/ReasonDialog';
import { StatusChip } from '../../shared/StatusChip';
import { usePermissions } from '../../shared/usePermissions';
import { CREDIT_PRODUCTS_PATH } from './links';
import { ProductAccounts } from './ProductAccounts';
import { APPROVAL_CHECK_LABELS, METHOD_LABELS, PAYEE_KIND_LABELS, formatTermMonths } from './product-form';

type Version = CreditProductVersionFieldsFragment;

const VERSION_CHIP: Record<string, string> = { draft: 'pending', active: 'approved', superseded: 'cancelled' };
const PRODUCT_CHIP: Record<string, string> = { draft: 'pending', active: 'approved', retired: 'cancelled' };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function TermsSummary({ version }: { version: Version }) {
  const fee = [version.feeBp > 0 ? formatRate(version.feeBp) : null, version.feeFixed > 0 ? formatCedis(version.feeFixed) : null].filter(Boolean).join(' + ') || 'None';
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
      <Figure label="Payee" value={PAYEE_KIND_LABELS[version.payeeKind]} />
      <Figure label="Monthly rate" value={`${formatRate(version.monthlyRateBp)} (${METHOD_LABELS[version.method] ?? version.method})`} />
      <Figure label="Amounts" value={`${formatCedis(version.minAmount)} – ${formatCedis(version.maxAmount)}`} />
      <Figure label="Terms (months)" value={formatTermMonths(version.termMonths)} />
      <Figure label="Processing fee" value={`${fee}${version.feeCap !== null ? `, at most ${formatCedis(version.feeCap)}` : ''}${version.feeFinanced ? ', in the first instalment' : ', at disbursement'}`} />
      <Figure label="Grace period" value={`${version.graceDays} days`} />
      <Figure label="Penalty" value={`${formatRate(version.penaltyRateAnnualBp)} a year, at most ${formatRate(version.penaltyCapBp)} of principal`} />
      <Figure label="Early-settlement fee" value={formatRate(version.earlySettlementFeeBp)} />
      <Figure label="Second approver above" value={formatCedis(version.fourEyesThreshold)} />
      <Figure label="Largest instalment share" value={`${formatRate(version.maxInstalmentShareBp)} of net income`} />
      <Figure label="Approval checks" value={version.approvalChecks.map((check) => APPROVAL_CHECK_LABELS[check]).join(', ') || 'None'} />
      <Figure label="Documents" value={version.requiredDocuments.map((document) => `${document.text} (${document.kind})`).join('; ') || 'None'} />
    </Box>
  );
}

/** A live quote on `version` for a sample amount and term, as the customer would be shown it. */
function Preview({ version }: { version: Version }) {
  const [amountText, setAmountText] = useState(() => String(Math.round(Math.max(version.minAmount, Math.min(version.maxAmount, 500_000)) / 100)));
  const [months, setMonths] = useState(() => version.termMonths[0] ?? 1);
  useEffect(() => {
    setMonths((current) => (version.termMonths.includes(current) ? current : version.termMonths[0] ?? 1));
  }, [version]);
  const amount = useDebouncedValue(parseCedisToPesewas(amountText), 300);
  const outside = amount !== null && (amount < version.minAmount || amount > version.maxAmount);
  const { data, previousData, loading, error } = useQuery(CreditProductPreviewDocument, {
    variables: { versionId: version.id, amount: amount ?? 0, months },
    skip: amount === null || outside,
  });
  const quote = (data ?? previousData)?.creditProductPreview;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="cp-preview" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="cp-preview" variant="h6" component="h2">
        Preview of version {version.version}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        The quote, schedule and Act 1052 disclosure a customer would see for this amount and term.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          label="Sample amount (GH₵)"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          inputMode="decimal"
          error={amount === null || outside}
          helperText={amount === null ? 'Enter an amount in GH₵' : `From ${formatCedis(version.minAmount)} to ${formatCedis(version.maxAmount)}`}
        />
        <TextField select label="Sample term (months)" value={months} onChange={(event) => setMonths(Number(event.target.value))} sx={{ minWidth: 180 }}>
          {version.termMonths.map((month) => (
            <MenuItem key={month} value={month}>
              {month} months
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{describeServerError(error).message}</Alert> : null}
      {loading && !quote ? <LoadingSpinner message="Pricing..." /> : null}
      {quote && !outside && amount !== null ? <CreditDisclosure quote={quote} title="Cost of credit (preview)" headingComponent="h3" /> : null}
    </Paper>
  );
}

export function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { me, can } = usePermissions();
  const { data, loading, error } = useQuery(CreditProductDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const refetchQueries = ['ListCreditProducts', 'CreditProductDetail'];
  const [activate, activating] = useMutation(ActivateCreditProductVersionDocument, { refetchQueries });
  const [retire, retiring] = useMutation(RetireCreditProductDocument, { refetchQueries });
  const [activateError, setActivateError] = useState<string | null>(null);
  const [retireOpen, setRetireOpen] = useState(false);
  const [retireError, setRetireError] = useState<string | null>(null);
  const [previewId, setPreviewId] = useState<string | null>(null);

  if (loading && !data) return <LoadingSpinner message="Loading the product..." />;
  const product = data?.creditProduct;
  if (!product) {
    return (
      <PageContainer title="Credit product">
        <Alert severity="error">{error ? describeServerError(error).message : 'This credit product was not found.'}</Alert>
        <Button sx={{ mt: 2 }} onClick={() => navigate(CREDIT_PRODUCTS_PATH)}>
          Back to credit products
        </Button>
      </PageContainer>
    );
  }
  const manage = can('manageCreditProducts');
  const draft = product.draftVersion;
  const retired = product.status === 'retired';
  const previewable = product.versions.filter((version) => version.status !== 'superseded');
  const previewVersion = previewable.find((version) => version.id === previewId) ?? draft ?? product.currentVersion ?? product.versions[0];
  // The server decides (SECOND_APPROVER_REQUIRED); the button says beforehand who may not.
  const ownDraft = Boolean(draft && me && (draft.createdBy === me.id || draft.updatedBy === me.id));

  const doActivate = async () => {
    if (!draft) return;
    setActivateError(null);
    try {
      await activate({ variables: { versionId: draft.id } });
      enqueueSnackbar(`Version ${draft.version} of ${draft.name} is active: new quotes and applications use it.`, toastOptions('success'));
    } catch (caught) {
      setActivateError(describeServerError(caught).message);
    }
  };
  const doRetire = async (reason: string) => {
    setRetireError(null);
    try {
      await retire({ variables: { id: product.id, reason } });
      setRetireOpen(false);
      enqueueSnackbar(`${product.name} is retired. Loans and applications already on it keep their terms.`, toastOptions('success'));
    } catch (caught) {
      setRetireError(describeServerError(caught).message);
    }
  };

  return (
    <PageContainer
      title={product.name}
      subtitle={
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <span>Code {product.code}</span>
          <StatusChip status={PRODUCT_CHIP[product.status] ?? product.status} label={capitalised(product.status)} />
          {product.currentVersion ? <span>Version {product.currentVersion.version} in force</span> : <span>Never activated</span>}
        </Stack>
      }
      actions={
        manage && !retired ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => navigate(`${CREDIT_PRODUCTS_PATH}/${encodeURIComponent(product.id)}/edit`)}>
              {draft ? 'Edit draft' : 'Edit (new version)'}
            </Button>
            <Button color="error" variant="outlined" onClick={() => setRetireOpen(true)}>
              Retire
            </Button>
          </Stack>
        ) : null
      }
    >
      <Stack spacing={3}>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => navigate(CREDIT_PRODUCTS_PATH)}>
          All credit products
        </Button>
        {retired ? <Alert severity="info">Retired: no new applications. Loans and applications already on it keep their version's terms.</Alert> : null}

        {draft ? (
          <Paper variant="outlined" component="section" aria-labelledby="cp-draft" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="cp-draft" variant="h6" component="h2">
              Draft version {draft.version}: waiting for a second admin
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Saved {formatDateTime(draft.createdAt)}. {product.currentVersion ? `Version ${product.currentVersion.version} stays in force until this one is activated.` : 'Customers cannot apply until it is activated.'}
            </Typography>
            <TermsSummary version={draft} />
            {manage && !retired ? (
              <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
                <Button variant="contained" color="success" disabled={ownDraft || activating.loading} aria-describedby={ownDraft ? 'cp-own-draft' : undefined} onClick={() => void doActivate()}>
                  {activating.loading ? 'Activating…' : `Activate version ${draft.version}`}
                </Button>
                {ownDraft ? (
                  <Typography id="cp-own-draft" variant="body2" color="text.secondary">
                    You created or edited this version, so a second admin must activate it (four eyes).
                  </Typography>
                ) : null}
                {activateError ? <Alert severity="error">{activateError}</Alert> : null}
              </Stack>
            ) : null}
          </Paper>
        ) : null}

        {product.currentVersion ? (
          <Paper variant="outlined" component="section" aria-labelledby="cp-current" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id="cp-current" variant="h6" component="h2" sx={{ mb: 2 }}>
              Version {product.currentVersion.version} in force
            </Typography>
            <TermsSummary version={product.currentVersion} />
          </Paper>
        ) : null}

        {previewVersion ? (
          <Stack spacing={1}>
            {previewable.length > 1 ? (
              <TextField select label="Preview version" value={previewVersion.id} onChange={(event) => setPreviewId(event.target.value)} sx={{ maxWidth: 320 }}>
                {previewable.map((version) => (
                  <MenuItem key={version.id} value={version.id}>
                    Version {version.version} ({version.status})
                  </MenuItem>
                ))}
              </TextField>
            ) : null}
            <Preview key={previewVersion.id} version={previewVersion} />
          </Stack>
        ) : null}

        <ProductAccounts productId={product.id} name={product.name} accounts={product.accounts} manage={manage && !retired} />

        <Paper variant="outlined" component="section" aria-labelledby="cp-history" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="cp-history" variant="h6" component="h2" sx={{ mb: 1 }}>
            Version history
          </Typography>
          <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {product.versions.map((version) => (
              <Box component="li" key={version.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography variant="subtitle2" component="span">
                    Version {version.version}
                  </Typography>
                  <StatusChip status={VERSION_CHIP[version.status] ?? version.status} label={capitalised(version.status)} />
                  <Typography variant="body2" color="text.secondary" component="span">
                    {formatRate(version.monthlyRateBp)} a month · {formatCedis(version.minAmount)} – {formatCedis(version.maxAmount)} · {formatTermMonths(version.termMonths)} months
                  </Typography>
                </Stack>
                <Typography variant="caption" color="text.secondary">
                  Saved {formatDateTime(version.createdAt)}
                  {version.activatedAt ? ` · activated ${formatDateTime(version.activatedAt)}` : ''}
                  {me && version.createdBy === me.id ? ' · created by you' : ''}
                </Typography>
              </Box>
            ))}
          </Stack>
        </Paper>
      </Stack>

      <ReasonDialog
        open={retireOpen}
        title={`Retire ${product.name}?`}
        message="Customers can no longer apply for it. Loans and applications already on it are unaffected: they keep the terms of their version. This cannot be undone."
        label="Reason"
        minLength={1}
        maxLength={500}
        confirmLabel="Retire product"
        destructive
        busy={retiring.loading}
        error={retireError}
        onSubmit={(reason) => void doRetire(reason)}
        onClose={() => setRetireOpen(false)}
      />
    </PageContainer>
  );
}
