import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useFormContext, type FieldPath } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Grid,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Step,
  StepLabel,
  Stepper,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { GHANA_REGION_OPTIONS } from '../../lib/ghana-regions';
import { formatCedis } from '../../lib/money';
import { formatGhanaPhone } from '../../lib/phone-format';
import { percentFromBp } from '../../lib/site-settings';
import { ACCEPTED_UPLOAD_TYPES, checkFileBeforeUpload, type UploadedFile } from '../../lib/upload';
import {
  affordabilityOf,
  applicationFormSchema,
  PRODUCT_STEP_FIELDS,
  PRODUCT_STEPS,
  productFormSchema,
  productQuoteTerms,
  type ProductChoice,
  EMPLOYMENT_LABELS,
  EMPTY_CONTACT,
  formPathForServerField,
  MAX_EMERGENCY_CONTACTS,
  quoteTerms,
  RENT_ACT_ADVANCE_LIMIT,
  STEP_FIELDS,
  STEPS,
  type ApplicationFormValues,
  type AttachedDocument,
} from './application-form';
import { RentDisclosure, type RentDisclosureQuote } from './RentDisclosure';
import type { FormError } from './server-errors';

type DocumentType = string;

export const DOCUMENT_TYPE_LABELS: Record<string, string> = {
  ghana_card: 'Ghana Card',
  payslip: 'Payslip',
  bank_statement: 'Bank statement',
  momo_statement: 'Mobile money statement',
  tenancy_agreement: 'Tenancy agreement',
  utility_bill: 'Utility bill',
  other: 'Other',
};

/** A kind's label: the generic ones by name, a product's own kind from its code ("admission_letter" → "Admission letter"). */
export function documentTypeLabel(kind: string): string {
  const label = DOCUMENT_TYPE_LABELS[kind] ?? kind.replace(/_/g, ' ');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** A document the product asks for, with the sentence the upload step shows. */
export interface RequiredDocumentItem {
  kind: string;
  text: string;
}

/** What the review step asks a quote for: rent's figures, or a product's code, amount and months. */
export type QuoteRequest = { monthlyRent: number; advanceMonths: number; repaymentMonths: number } | { code: string; amount: number; months: number };

export interface QuoteState {
  quote: RentDisclosureQuote | null;
  loading: boolean;
  error: string | null;
}

export interface ApplicationFormProps {
  defaultValues: ApplicationFormValues;
  repaymentMonthsOptions: readonly number[];
  draftRestored?: boolean;
  onDiscardDraft?(): void;
  /** Every change, to keep the local draft. */
  onDraftChange?(values: ApplicationFormValues): void;
  /** Saves the personal details to the profile when leaving step 1; resolves to an error to show, or null. */
  onSaveProfile(personal: ApplicationFormValues['personal']): Promise<FormError | null>;
  onUpload(file: File, type: DocumentType, onProgress: (percent: number) => void): Promise<UploadedFile>;
  /** Asks for the disclosure of these terms (on entering the review step). */
  onRequestQuote(terms: QuoteRequest): void;
  /** The product applied for when it is not rent (its second step asks for the amount, term and payee). */
  product?: ProductChoice | null;
  /** The documents the product asks for: the upload step lists each with its text and whether it is attached. */
  requiredDocuments?: readonly RequiredDocumentItem[];
  quoteState: QuoteState;
  onSubmit(values: ApplicationFormValues, quote: RentDisclosureQuote): Promise<FormError | null>;
  /** The eligibility rule's limit on an instalment's share of income (credit.max_instalment_share_bp); 3000 = 30%. */
  maxInstalmentShareBp: number;
  /** For tests: start on another step. */
  initialStep?: number;
  /** Each step change (the page offers the product choice on the first step only). */
  onStepChange?(step: number): void;
}

type FieldName = FieldPath<ApplicationFormValues>;

function FormField({ name, children, ...props }: { name: FieldName; children?: ReactNode } & Omit<TextFieldProps, 'name'>) {
  const { control, trigger } = useFormContext<ApplicationFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <TextField
          {...field}
          onChange={(event) => {
            onChange(event);
            // A field showing an error re-checks on every change, so the message clears as soon as it is fixed.
            if (fieldState.error) void trigger(name);
          }}
          value={(value as string | undefined) ?? ''}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.helperText}
          fullWidth
          {...props}
        >
          {children}
        </TextField>
      )}
    />
  );
}

function PersonalStep() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.firstName" label="First name" autoComplete="given-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.lastName" label="Last name" autoComplete="family-name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.phone" label="Phone number" placeholder="+233241234567" autoComplete="tel" inputMode="tel" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.ghanaCardNumber" label="Ghana Card number" placeholder="GHA-123456789-0" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.dateOfBirth" label="Date of birth" type="date" slotProps={{ inputLabel: { shrink: true } }} autoComplete="bday" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.digitalAddress" label="Home GhanaPost GPS address" placeholder="GA-183-8164" />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormField name="personal.residentialAddress" label="Residential address" autoComplete="street-address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.city" label="City or town" autoComplete="address-level2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="personal.region" label="Region" select>
          {GHANA_REGION_OPTIONS.map(({ value, label }) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </FormField>
      </Grid>
    </Grid>
  );
}

function PropertyStep({ repaymentMonthsOptions }: { repaymentMonthsOptions: readonly number[] }) {
  const { watch } = useFormContext<ApplicationFormValues>();
  const advance = Number(watch('property.advanceMonths'));
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormField name="property.monthlyRent" label="Monthly rent (GH₵)" inputMode="decimal" />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormField name="property.advanceMonths" label="Months of advance" type="number" slotProps={{ htmlInput: { min: 1, max: 24 } }} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormField name="property.repaymentMonths" label="Repayment months" select>
          {repaymentMonthsOptions.map((months) => (
            <MenuItem key={months} value={String(months)}>
              {months} months
            </MenuItem>
          ))}
        </FormField>
      </Grid>
      {advance > RENT_ACT_ADVANCE_LIMIT && (
        <Grid size={{ xs: 12 }}>
          <Alert severity="warning">
            The Rent Act, 1963 (Act 220) s.25(5) limits rent advances to 6 months. You can still apply; our staff will review this with you.
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12 }}>
        <FormField name="property.propertyAddress" label="Property address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="property.propertyDigitalAddress" label="Property GhanaPost GPS address" placeholder="GA-183-8164" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }} />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="property.landlordName" label="Landlord's name" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="property.landlordPhone" label="Landlord's phone number" placeholder="+233241234567" inputMode="tel" />
      </Grid>
    </Grid>
  );
}

const PAYEE_LABELS: Record<string, string> = { school: 'school', landlord: 'landlord', merchant: 'merchant', customer: 'payee', other: 'payee' };

/** A product other than rent: how much, over how long, and who we pay. */
function CreditStep({ product }: { product: ProductChoice }) {
  const payee = PAYEE_LABELS[product.payeeKind] ?? 'payee';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12 }}>
        <Typography color="text.secondary">
          {product.name}: from {formatCedis(product.minAmount)} to {formatCedis(product.maxAmount)}, repaid over {product.termMonths.join(', ')} months. We pay the {payee} directly.
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="credit.amount" label="Amount (GH₵)" inputMode="decimal" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="credit.termMonths" label="Repayment months" select>
          {product.termMonths.map((months) => (
            <MenuItem key={months} value={String(months)}>
              {months} months
            </MenuItem>
          ))}
        </FormField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="credit.payeeName" label={`Name of the ${payee}`} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="credit.payeePhone" label={`Phone number of the ${payee}`} placeholder="+233302123456" inputMode="tel" />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormField
          name="credit.payeeReference"
          label="Reference"
          helperText={product.payeeKind === 'school' ? 'The student’s name and class or student number.' : 'Your account or reference with them.'}
        />
      </Grid>
    </Grid>
  );
}

function EmployerStep() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="employer.employerName" label="Employer name" autoComplete="organization" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="employer.jobTitle" label="Job title" autoComplete="organization-title" />
      </Grid>
      <Grid size={{ xs: 12 }}>
        <FormField name="employer.employerAddress" label="Employer address" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="employer.employerPhone" label="Employer phone number" placeholder="+233302123456" inputMode="tel" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="employer.employmentType" label="Employment type" select>
          {Object.entries(EMPLOYMENT_LABELS).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </FormField>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="employer.monthlyNetIncome" label="Monthly net income (GH₵)" inputMode="decimal" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormField name="employer.startDate" label="Start date" type="date" slotProps={{ inputLabel: { shrink: true } }} />
      </Grid>
    </Grid>
  );
}

function ContactsStep() {
  const { control, formState } = useFormContext<ApplicationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'emergencyContacts' });
  const listError = formState.errors.emergencyContacts?.root?.message ?? formState.errors.emergencyContacts?.message;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">Give one to three people we can call if we cannot reach you.</Typography>
      {fields.map((field, index) => (
        <Card key={field.id} variant="outlined" role="group" aria-labelledby={`contact-${index}-heading`}>
          <CardContent>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography id={`contact-${index}-heading`} component="h3" variant="subtitle1">
                Contact {index + 1}
              </Typography>
              {fields.length > 1 && (
                <IconButton aria-label={`Remove contact ${index + 1}`} onClick={() => remove(index)}>
                  <DeleteOutlineIcon />
                </IconButton>
              )}
            </Stack>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormField name={`emergencyContacts.${index}.name`} label={`Contact ${index + 1} name`} />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormField name={`emergencyContacts.${index}.phone`} label={`Contact ${index + 1} phone`} placeholder="+233241234567" inputMode="tel" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <FormField name={`emergencyContacts.${index}.relationship`} label={`Contact ${index + 1} relationship`} placeholder="e.g. sister" />
              </Grid>
            </Grid>
          </CardContent>
        </Card>
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      {fields.length < MAX_EMERGENCY_CONTACTS && (
        <Box>
          <Button variant="outlined" onClick={() => append({ ...EMPTY_CONTACT })}>
            Add another contact
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function DocumentsStep({ onUpload, requiredDocuments }: { onUpload: ApplicationFormProps['onUpload']; requiredDocuments: readonly RequiredDocumentItem[] }) {
  const { watch, setValue } = useFormContext<ApplicationFormValues>();
  const documents = watch('documents') as AttachedDocument[];
  const [type, setType] = useState<DocumentType>(requiredDocuments[0]?.kind ?? 'ghana_card');
  // The product's kinds first (with their own names), then the generic ones.
  const typeOptions = [...requiredDocuments.map((item) => item.kind), ...Object.keys(DOCUMENT_TYPE_LABELS).filter((kind) => !requiredDocuments.some((item) => item.kind === kind))];
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkFileBeforeUpload(file);
    if (inputRef.current) inputRef.current.value = '';
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    setProgress(0);
    try {
      const uploaded = await onUpload(file, type, setProgress);
      setValue('documents', [...documents, { uploadId: uploaded.id, fileName: uploaded.fileName, type }], { shouldDirty: true });
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : 'The file could not be uploaded.');
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Stack spacing={2}>
      {requiredDocuments.length > 0 ? (
        <Box>
          <Typography color="text.secondary">
            We need these documents. PDF, JPEG or PNG, up to 10 MB each. They are attached to your application when you submit it.
          </Typography>
          <List aria-label="Required documents" dense>
            {requiredDocuments.map((item) => {
              const attached = documents.some((document) => document.type === item.kind);
              return (
                <ListItem key={item.kind} divider>
                  <ListItemText primary={item.text} secondary={attached ? 'Attached' : 'Not uploaded yet'} slotProps={{ secondary: { color: attached ? 'success.main' : 'text.secondary' } }} />
                </ListItem>
              );
            })}
          </List>
        </Box>
      ) : (
        <Typography color="text.secondary">
          Upload your Ghana Card and proof of income (payslip, bank or mobile money statement). PDF, JPEG or PNG, up to 10 MB each. They are attached to your application when you submit it.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField select label="Document type" value={type} onChange={(event) => setType(event.target.value as DocumentType)} disabled={busy} sx={{ minWidth: 220 }}>
          {typeOptions.map((value) => (
            <MenuItem key={value} value={value}>
              {documentTypeLabel(value)}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
          Upload a file
          <input ref={inputRef} hidden type="file" accept={ACCEPTED_UPLOAD_TYPES} aria-label="Document file" onChange={(event) => void upload(event.target.files?.[0])} />
        </Button>
      </Stack>
      {busy && (
        <Box>
          <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />
          <Typography variant="body2" aria-live="polite" sx={{ mt: 0.5 }}>
            Uploading… {progress}%
          </Typography>
        </Box>
      )}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {documents.length > 0 ? (
        <List aria-label="Documents to attach" dense>
          {documents.map((document, index) => (
            <ListItem
              key={document.uploadId}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${document.fileName}`}
                  onClick={() => setValue('documents', documents.filter((_, position) => position !== index), { shouldDirty: true })}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText primary={document.fileName} secondary={documentTypeLabel(document.type)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 4 } } }} />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No documents yet. You can also add them later on the Documents page.
        </Typography>
      )}
    </Stack>
  );
}

/** One decimal at most: 2950 → '29.5%', 5912 → '59.1%'. */
function sharePercent(bp: number): string {
  return percentFromBp(Math.round(bp / 10) * 10);
}

/** The instalment's share of income beside the quote, and a warning above the limit, before the applicant submits. */
export function AffordabilityNote({ quote, incomeText, limitBp }: { quote: RentDisclosureQuote; incomeText: string; limitBp: number }) {
  const affordability = affordabilityOf(quote, incomeText, limitBp);
  if (!affordability) return null;
  const share = sharePercent(affordability.shareBp);
  const sentence = `The monthly instalment of ${formatCedis(affordability.instalment)} is ${share} of your monthly net income of ${formatCedis(affordability.income)}.`;
  return affordability.overLimit ? (
    <Alert severity="warning" role="alert" data-testid="affordability">
      {sentence} That is more than the {percentFromBp(limitBp)} of income we can usually approve: choose more repayment months or fewer months of
      advance, or submit and we will review it.
    </Alert>
  ) : (
    <Alert severity="info" data-testid="affordability">
      {sentence} That is within the {percentFromBp(limitBp)} limit.
    </Alert>
  );
}

function ReviewStep({ quoteState, maxInstalmentShareBp, product }: { quoteState: QuoteState; maxInstalmentShareBp: number; product: ProductChoice | null }) {
  const { control, watch } = useFormContext<ApplicationFormValues>();
  const values = watch();
  const creditRows: ReadonlyArray<readonly [string, string]> = product
    ? [
        ['Credit', product.name],
        ['Pay to', `${values.credit.payeeName} (${formatGhanaPhone(values.credit.payeePhone)})`],
        ['Reference', values.credit.payeeReference],
      ]
    : [
        ['Property', `${values.property.propertyAddress} (${values.property.propertyDigitalAddress})`],
        ['Landlord', `${values.property.landlordName} (${formatGhanaPhone(values.property.landlordPhone)})`],
      ];
  return (
    <Stack spacing={3}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 2, rowGap: 0.5 }}>
        {(
          [
            ['Applicant', `${values.personal.firstName} ${values.personal.lastName}`],
            ...creditRows,
            ['Employer', `${values.employer.employerName}, ${values.employer.jobTitle}`],
            ['Emergency contacts', values.emergencyContacts.map((contact) => contact.name).join(', ')],
            ['Documents', values.documents.length === 0 ? 'None yet' : values.documents.map((document) => document.fileName).join(', ')],
          ] as const
        ).map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {quoteState.loading && <Typography aria-live="polite">Preparing your cost of credit disclosure…</Typography>}
      {quoteState.error && <Alert severity="error">{quoteState.error}</Alert>}
      {quoteState.quote && <AffordabilityNote quote={quoteState.quote} incomeText={values.employer.monthlyNetIncome} limitBp={maxInstalmentShareBp} />}
      {quoteState.quote && <RentDisclosure quote={quoteState.quote} />}
      <Controller
        name="acceptedDisclosure"
        control={control}
        render={({ field: { value, onChange, ref, ...field }, fieldState }) => (
          <Box>
            <FormControlLabel
              control={<Checkbox {...field} ref={ref} checked={Boolean(value)} onChange={(event) => onChange(event.target.checked)} disabled={!quoteState.quote} />}
              label="I have read the cost of credit disclosure, including the fixed nominal and effective annual rates (APR), total repayable, schedule, early repayment terms and late-payment policy, and I accept these terms."
            />
            {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
          </Box>
        )}
      />
    </Stack>
  );
}

export function ApplicationForm({
  defaultValues,
  repaymentMonthsOptions,
  draftRestored = false,
  onDiscardDraft,
  onDraftChange,
  onSaveProfile,
  onUpload,
  onRequestQuote,
  quoteState,
  onSubmit,
  maxInstalmentShareBp,
  initialStep = 0,
  product = null,
  requiredDocuments = [],
  onStepChange,
}: ApplicationFormProps) {
  const schema = product ? productFormSchema(product) : applicationFormSchema;
  const steps = product ? PRODUCT_STEPS : STEPS;
  const stepFields = product ? PRODUCT_STEP_FIELDS : STEP_FIELDS;
  const methods = useForm<ApplicationFormValues>({ resolver: zodResolver(schema) as never, defaultValues, mode: 'onTouched' });
  const { trigger, getValues, setError, handleSubmit, watch, formState } = methods;
  const [step, setStep] = useState(initialStep);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (!onDraftChange) return;
    const subscription = watch((values) => onDraftChange(values as ApplicationFormValues));
    return () => subscription.unsubscribe();
  }, [watch, onDraftChange]);

  useEffect(() => {
    // Move focus to the new step's heading so screen readers announce it (not on first load).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => onStepChange?.(step), [step, onStepChange]);

  // Opened on the review step (a reloaded draft): its disclosure is asked for here, as leaving the step before does.
  const opensOnReview = useRef(initialStep === steps.length - 1);
  useEffect(() => {
    if (!opensOnReview.current) return;
    opensOnReview.current = false;
    const terms = product ? productQuoteTerms(getValues('credit'), product.code) : quoteTerms(getValues('property'));
    if (terms) onRequestQuote(terms);
  }, [product, getValues, onRequestQuote]);

  const showServerError = (error: FormError) => {
    const target = error.field ? formPathForServerField(error.field) : null;
    if (target) {
      setError(target.path as FieldName, { type: 'server', message: error.message });
      setStep(target.step);
    }
    setFormError(error.message);
  };

  const next = async () => {
    setFormError(null);
    const valid = await trigger(stepFields[step] as unknown as FieldName[], { shouldFocus: true });
    if (!valid) return;
    if (step === 0) {
      setBusy(true);
      const error = await onSaveProfile(getValues('personal'));
      setBusy(false);
      if (error) {
        showServerError(error);
        return;
      }
    }
    if (step === steps.length - 2) {
      const terms = product ? productQuoteTerms(getValues('credit'), product.code) : quoteTerms(getValues('property'));
      if (terms) onRequestQuote(terms);
    }
    setStep(step + 1);
  };

  const submit = handleSubmit(
    async (values) => {
      if (!quoteState.quote) return;
      setFormError(null);
      setBusy(true);
      const error = await onSubmit(values, quoteState.quote);
      setBusy(false);
      if (error) showServerError(error);
    },
    (errors) => {
      const firstStep = stepFields.findIndex((fields) => fields.some((name) => name in errors));
      if (firstStep >= 0 && firstStep !== step) {
        setStep(firstStep);
        setFormError('Please correct the highlighted fields.');
      }
    },
  );

  const last = step === steps.length - 1;
  return (
    <FormProvider {...methods}>
      <Box component="form" noValidate aria-labelledby="application-step-heading" onSubmit={(event) => void (last ? submit(event) : (event.preventDefault(), next()))}>
        <Stack spacing={3}>
          {draftRestored && (
            <Alert
              severity="info"
              action={
                onDiscardDraft && (
                  <Button color="inherit" size="small" onClick={onDiscardDraft}>
                    Discard draft
                  </Button>
                )
              }
            >
              We restored the draft you saved on this device. Drafts are kept for 30 days.
            </Alert>
          )}
          <Stepper activeStep={step} aria-label="Application steps" sx={{ '& .MuiStepLabel-labelContainer': { display: { xs: 'none', md: 'block' } } }}>
            {steps.map((label) => (
              <Step key={label}>
                <StepLabel>{label}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Typography id="application-step-heading" ref={headingRef} tabIndex={-1} variant="h5" component="h2" sx={{ outline: 'none' }}>
            Step {step + 1} of {steps.length}: {steps[step]}
          </Typography>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          {step === 0 && <PersonalStep />}
          {step === 1 && (product ? <CreditStep product={product} /> : <PropertyStep repaymentMonthsOptions={repaymentMonthsOptions} />)}
          {step === 2 && <EmployerStep />}
          {step === 3 && <ContactsStep />}
          {step === 4 && <DocumentsStep onUpload={onUpload} requiredDocuments={requiredDocuments} />}
          {step === 5 && <ReviewStep quoteState={quoteState} maxInstalmentShareBp={maxInstalmentShareBp} product={product} />}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button onClick={() => setStep(step - 1)} disabled={step === 0 || busy}>
              Back
            </Button>
            {last ? (
              <Button type="submit" variant="contained" disabled={busy || formState.isSubmitting || !quoteState.quote}>
                {busy ? 'Submitting…' : 'Submit application'}
              </Button>
            ) : (
              <Button type="submit" variant="contained" disabled={busy}>
                {busy ? 'Saving…' : 'Next'}
              </Button>
            )}
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
