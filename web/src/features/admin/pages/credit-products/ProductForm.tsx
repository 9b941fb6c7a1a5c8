// The credit product editor: every term of a version, checked here first (zod) and by the server again; the
// server's reasons are shown under the fields they name and as a summary above the buttons.
import { useEffect, useMemo, type ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch, type Control, type FieldPath } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import {
  APPROVAL_CHECK_LABELS,
  APPROVAL_CHECKS,
  METHOD_LABELS,
  PAYEE_KIND_LABELS,
  PAYEE_KINDS,
  parseTermMonths,
  productFormSchema,
  type ProductFormValues,
} from './product-form';
import { parseScaled, perAnnum } from '../configuration/setting-editors';

/** One reason the server refused the terms, already turned into the editor's field name (null: no field). */
export interface FormReason {
  field: string | null;
  message: string;
}

export interface ProductFormProps {
  initial: ProductFormValues;
  /** Creating asks for the code; editing keeps the product's. */
  creating: boolean;
  busy: boolean;
  /** The server's reasons for the last refusal (empty when none). */
  reasons: readonly FormReason[];
  submitLabel: string;
  onSubmit(values: ProductFormValues): void;
  onCancel(): void;
}

const GRID_SX = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } } as const;

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`cp-${id}`} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={`cp-${id}`} variant="h6" component="h2">
        {title}
      </Typography>
      {intro ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {intro}
        </Typography>
      ) : null}
      <Box sx={{ ...GRID_SX, mt: 2 }}>{children}</Box>
    </Paper>
  );
}

type TextName = Exclude<FieldPath<ProductFormValues>, 'feeFinanced' | 'approvalChecks' | 'requiredDocuments' | `requiredDocuments.${number}`>;

function Text({ control, name, label, hint, wide = false, ...extra }: { control: Control<ProductFormValues>; name: TextName; label: string; hint?: string; wide?: boolean } & Record<string, unknown>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...field}
          // The input itself, so a refused submit moves the focus to the first field at fault.
          inputRef={ref}
          value={field.value ?? ''}
          label={label}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? hint}
          sx={wide ? { gridColumn: '1 / -1' } : undefined}
          {...extra}
        />
      )}
    />
  );
}

function TermsPreview({ control }: { control: Control<ProductFormValues> }) {
  const text = useWatch({ control, name: 'termMonths' });
  const months = parseTermMonths(text ?? '');
  if (!months) return null;
  return (
    <Stack direction="row" useFlexGap spacing={0.5} aria-label="Allowed terms" role="list" sx={{ flexWrap: 'wrap', gridColumn: '1 / -1' }}>
      {months.map((month) => (
        <Chip key={month} role="listitem" size="small" label={`${month} mo`} />
      ))}
    </Stack>
  );
}

function RateHint({ control }: { control: Control<ProductFormValues> }) {
  const rate = useWatch({ control, name: 'monthlyRate' });
  const bp = parseScaled((rate ?? '').trim(), 2);
  return bp && bp > 0 ? (
    <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
      {perAnnum(bp)}
    </Typography>
  ) : null;
}

export function ProductForm({ initial, creating, busy, reasons, submitLabel, onSubmit, onCancel }: ProductFormProps) {
  const { control, handleSubmit, reset, setError } = useForm<ProductFormValues>({ resolver: zodResolver(productFormSchema), defaultValues: initial, mode: 'onTouched' });
  const documents = useFieldArray({ control, name: 'requiredDocuments' });
  useEffect(() => reset(initial), [initial, reset]);
  useEffect(() => {
    for (const reason of reasons) {
      if (reason.field) setError(reason.field as FieldPath<ProductFormValues>, { type: 'server', message: reason.message });
    }
  }, [reasons, setError]);
  const summary = useMemo(() => [...new Set(reasons.map((reason) => reason.message))], [reasons]);

  return (
    <form noValidate aria-label={creating ? 'New credit product' : 'Edit credit product'} onSubmit={handleSubmit(onSubmit)}>
      <Stack spacing={3}>
        <Section id="product" title="Product" intro="What the customer is told the credit is for.">
          {creating ? <Text control={control} name="code" label="Code" hint="Never changes: lower-case letters, digits and dashes, e.g. school-fees." required /> : null}
          <Text control={control} name="name" label="Name" required />
          <Controller
            name="payeeKind"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField {...field} inputRef={ref} select label="Payee kind" required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message ?? 'Who receives the money'}>
                {PAYEE_KINDS.map((kind) => (
                  <MenuItem key={kind} value={kind}>
                    {PAYEE_KIND_LABELS[kind]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Text control={control} name="purpose" label="Purpose" required />
          <Text control={control} name="description" label="Description" required multiline minRows={3} wide />
        </Section>

        <Section id="amounts" title="Amounts and terms">
          <Text control={control} name="minAmount" label="Smallest amount (GH₵)" required inputMode="decimal" />
          <Text control={control} name="maxAmount" label="Largest amount (GH₵)" required inputMode="decimal" />
          <Text control={control} name="termMonths" label="Allowed terms (months)" required hint="A range or a list, e.g. 3–10 or 3, 6, 12" wide />
          <TermsPreview control={control} />
        </Section>

        <Section id="price" title="Interest and fees" intro="Fixed for the whole term; the disclosure shows them per annum (Act 1052).">
          <Text control={control} name="monthlyRate" label="Monthly interest rate (%)" required inputMode="decimal" />
          <Controller
            name="method"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField {...field} inputRef={ref} select label="Interest method" required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message}>
                {Object.entries(METHOD_LABELS).map(([value, label]) => (
                  <MenuItem key={value} value={value}>
                    {label}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <RateHint control={control} />
          <Text control={control} name="feePercent" label="Processing fee (% of principal)" inputMode="decimal" />
          <Text control={control} name="feeFixed" label="Processing fee, fixed part (GH₵)" inputMode="decimal" />
          <Text control={control} name="feeCap" label="Processing fee cap (GH₵)" hint="Empty: no cap" inputMode="decimal" />
          <Controller
            name="feeFinanced"
            control={control}
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
                label="Fee added to the first instalment (off: paid at disbursement)"
              />
            )}
          />
        </Section>

        <Section id="late" title="Late payment and early settlement">
          <Text control={control} name="graceDays" label="Grace period (days)" required inputMode="numeric" />
          <Text control={control} name="penaltyRateAnnual" label="Penalty rate (% a year)" required inputMode="decimal" />
          <Text control={control} name="penaltyCap" label="Penalty cap (% of principal)" required inputMode="decimal" />
          <Text control={control} name="earlySettlementFee" label="Early-settlement fee (% of principal)" hint="At most 0.25% (Bank of Ghana)" required inputMode="decimal" />
        </Section>

        <Section id="approval" title="Approval">
          <Text control={control} name="fourEyesThreshold" label="Second approver needed above (GH₵)" required inputMode="decimal" />
          <Text control={control} name="maxInstalmentShare" label="Largest instalment share of net income (%)" required inputMode="decimal" />
          <Controller
            name="approvalChecks"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
                <FormLabel component="legend">Approval checks</FormLabel>
                <FormGroup>
                  {APPROVAL_CHECKS.map((check) => (
                    <FormControlLabel
                      key={check}
                      label={APPROVAL_CHECK_LABELS[check]}
                      control={
                        <Checkbox
                          checked={field.value.includes(check)}
                          onChange={(event) => field.onChange(event.target.checked ? [...field.value, check] : field.value.filter((value) => value !== check))}
                        />
                      }
                    />
                  ))}
                </FormGroup>
                {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
              </FormControl>
            )}
          />
        </Section>

        <Paper variant="outlined" component="section" aria-labelledby="cp-documents" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="cp-documents" variant="h6" component="h2">
            Required documents
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            The document type, and the sentence the customer reads at the upload step.
          </Typography>
          <Stack spacing={2}>
            {documents.fields.map((row, index) => (
              <Stack key={row.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }} role="group" aria-label={`Document ${index + 1}`}>
                <Controller
                  name={`requiredDocuments.${index}.kind`}
                  control={control}
                  render={({ field: { ref, ...field }, fieldState }) => (
                    <TextField {...field} inputRef={ref} label={`Document ${index + 1} kind`} placeholder="ghana_card" required error={Boolean(fieldState.error)} helperText={fieldState.error?.message} sx={{ width: { sm: 220 } }} />
                  )}
                />
                <Controller
                  name={`requiredDocuments.${index}.text`}
                  control={control}
                  render={({ field: { ref, ...field }, fieldState }) => (
                    <TextField {...field} inputRef={ref} label={`Document ${index + 1} text`} required fullWidth error={Boolean(fieldState.error)} helperText={fieldState.error?.message} />
                  )}
                />
                <IconButton aria-label={`Remove document ${index + 1}`} onClick={() => documents.remove(index)} sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                  <DeleteOutlined />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button startIcon={<AddOutlined />} onClick={() => documents.append({ kind: '', text: '' })}>
                Add document
              </Button>
            </Box>
          </Stack>
        </Paper>

        <Section id="disclosure" title="Disclosure texts" intro="Printed on the Act 1052 disclosure and the agreement.">
          <Text control={control} name="disclosurePayee" label="Who is paid and when" placeholder="The school, on the day we pay the fees" required wide />
          <Text control={control} name="disclosureNotes" label="Notes" multiline minRows={2} wide />
        </Section>

        {summary.length > 0 ? (
          <Alert severity="error" role="alert" aria-label="The server refused these terms">
            <Typography variant="subtitle2" component="p">
              The server refused these terms:
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {summary.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </Box>
          </Alert>
        ) : null}

        <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : submitLabel}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
