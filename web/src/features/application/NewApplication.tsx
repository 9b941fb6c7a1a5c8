// The new-application form (react-hook-form, zod schemas, uploads): a chunk of its own, loaded only when the customer
// starts an application, so the status view of an existing one never downloads or evaluates it.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  AttachApplicationDocumentDocument,
  ProductQuoteDisclosureDocument,
  RentQuoteDisclosureDocument,
  SaveApplicantProfileDocument,
  SubmitApplicationDocument,
  SubmitProductApplicationDocument,
  type ApplicantProfileQuery,
  type CreditProductsToApplyQuery,
} from '../../gql/graphql';
import { clearDraft, readDraft, readDraftPosition, saveDraft, saveDraftPosition } from '../../lib/storage';
import { formatGhanaPhone } from '../../lib/phone';
import { toastOptions } from '../../lib/toasts';
import { uploadFile } from '../../lib/upload';
import { emptyApplicationForm, mergeDraft, toApplicationInput, toProductApplicationInput, toProfileInput, type ApplicationFormValues } from './application-form';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
import { toFormError } from './server-errors';

/** Empty form prefilled from the profile, then whatever the stored draft holds. */
export function initialFormValues(profile: ApplicantProfileQuery['myProfile'] | undefined, months: number[], draft: unknown): ApplicationFormValues {
  const base = emptyApplicationForm(String(months.includes(6) ? 6 : months[0]));
  if (profile) {
    base.personal = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ? formatGhanaPhone(profile.phone) : '',
      ghanaCardNumber: profile.ghanaCardNumber ?? '',
      dateOfBirth: profile.dateOfBirth ?? '',
      residentialAddress: profile.residentialAddress ?? '',
      city: profile.city ?? '',
      region: profile.region ?? '',
      digitalAddress: profile.digitalAddress ?? '',
    };
  }
  return draft ? mergeDraft(base, draft) : base;
}

export type ApplicableProduct = CreditProductsToApplyQuery['creditProductsToApply'][number];

export interface NewApplicationProps {
  profile: ApplicantProfileQuery['myProfile'] | undefined;
  /** The products the customer can apply for (creditProductsToApply); rent keeps its own steps. Empty: rent only. */
  products?: readonly ApplicableProduct[];
  months: number[];
  /** credit.max_instalment_share_bp: the review step warns above it. */
  maxInstalmentShareBp: number;
  onSubmitted(): void;
}

export default function NewApplication({ profile, products = [], months, maxInstalmentShareBp, onSubmitted }: NewApplicationProps) {
  const submitted = useRef(false);
  const [draft] = useState(() => readDraft<unknown>());
  // A reload of a draft returns to the product and step the customer was on (an offered product only).
  const [resumeAt] = useState(() => {
    const position = draft === null ? null : readDraftPosition();
    const offered = products.length === 0 ? position?.product === 'rent' : products.some((product) => product.code === position?.product);
    return position && offered ? position : null;
  });
  const [code, setCode] = useState(() => resumeAt?.product ?? (products.some((product) => product.code === 'rent') || products.length === 0 ? 'rent' : products[0].code));
  const chosen = products.find((product) => product.code === code) ?? null;
  const product = chosen && chosen.code !== 'rent' ? chosen : null;
  // Changing product starts its own form, so the choice is offered before the first step is left.
  const [step, setStep] = useState(0);
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [formKey, setFormKey] = useState(0);
  const [draftRestored, setDraftRestored] = useState(draft !== null);
  const defaults = useMemo(() => initialFormValues(profile, months, formKey === 0 ? draft : null), [profile, months, draft, formKey]);
  const initialStep = formKey === 0 && resumeAt && resumeAt.product === code ? resumeAt.step : 0;
  const onStepChange = useCallback(
    (current: number) => {
      setStep(current);
      if (!submitted.current) saveDraftPosition({ step: current, product: code });
    },
    [code],
  );
  const [saveProfile] = useMutation(SaveApplicantProfileDocument);
  const [submitApplication] = useMutation(SubmitApplicationDocument);
  const [submitProductApplication] = useMutation(SubmitProductApplicationDocument);
  const [fetchProductQuote, productQuoteResult] = useLazyQuery(ProductQuoteDisclosureDocument, { fetchPolicy: 'network-only' });
  const [attachDocument] = useMutation(AttachApplicationDocumentDocument);
  const [fetchQuote, quoteResult] = useLazyQuery(RentQuoteDisclosureDocument, { fetchPolicy: 'network-only' });

  const onDraftChange = useCallback((values: ApplicationFormValues) => {
    if (!submitted.current) saveDraft({ ...values, acceptedDisclosure: false });
  }, []);

  const onSaveProfile: ApplicationFormProps['onSaveProfile'] = async (personal) => {
    try {
      await saveProfile({ variables: { input: toProfileInput(personal) } });
      return null;
    } catch (error) {
      return toFormError(error);
    }
  };

  const onUpload: ApplicationFormProps['onUpload'] = (file, type, onProgress) => uploadFile(file, { type, onProgress });

  const onSubmit: ApplicationFormProps['onSubmit'] = async (values, quote) => {
    let applicationId: string;
    try {
      const accepted = { totalRepayable: quote.totalRepayable, aprBp: quote.aprBp };
      if (product) {
        const { data } = await submitProductApplication({ variables: { input: toProductApplicationInput(values, product.code, accepted) } });
        if (!data) return { message: 'The application could not be submitted. Please try again.' };
        applicationId = data.submitProductApplication.id;
      } else {
        const { data } = await submitApplication({ variables: { input: toApplicationInput(values, accepted) } });
        if (!data) return { message: 'The application could not be submitted. Please try again.' };
        applicationId = data.submitApplication.id;
      }
    } catch (error) {
      return toFormError(error);
    }
    submitted.current = true;
    clearDraft();
    const failed: string[] = [];
    for (const document of values.documents) {
      try {
        await attachDocument({ variables: { input: { uploadId: document.uploadId, type: document.type, applicationId } } });
      } catch {
        failed.push(document.fileName);
      }
    }
    enqueueSnackbar('Application submitted. We will review it within 24-48 hours.', toastOptions('success'));
    if (failed.length > 0) {
      enqueueSnackbar(`We could not attach ${failed.join(', ')}. Please upload ${failed.length === 1 ? 'it' : 'them'} again on the Documents page.`, toastOptions('warning'));
    }
    await client.refetchQueries({ include: ['MyLatestApplicationDetails', 'SidebarApplicationStatus', 'DashboardOverview', 'ListMyDocuments'] });
    onSubmitted();
    return null;
  };

  const activeQuote = product ? productQuoteResult : quoteResult;
  const quoteError = activeQuote.error ? toFormError(activeQuote.error).message : null;
  const quote = product ? (productQuoteResult.data?.productQuote ?? null) : (quoteResult.data?.rentQuote ?? null);
  return (
    <Stack spacing={3}>
      {products.length > 1 && step === 0 && (
        <Stack spacing={1}>
          <TextField select label="What do you need credit for?" value={code} onChange={(event) => setCode(event.target.value)} fullWidth>
            {products.map((option) => (
              <MenuItem key={option.code} value={option.code}>
                {option.name}
              </MenuItem>
            ))}
          </TextField>
          {chosen && <Typography color="text.secondary">{chosen.description}</Typography>}
        </Stack>
      )}
    <ApplicationForm
      key={`${code}:${formKey}`}
      product={product ? { code: product.code, name: product.name, payeeKind: product.payeeKind, minAmount: product.minAmount, maxAmount: product.maxAmount, termMonths: product.termMonths } : null}
      requiredDocuments={chosen?.requiredDocuments ?? []}
      onStepChange={onStepChange}
      initialStep={initialStep}
      defaultValues={defaults}
      repaymentMonthsOptions={months}
      draftRestored={draftRestored}
      onDiscardDraft={() => {
        clearDraft();
        setDraftRestored(false);
        setFormKey((key) => key + 1);
      }}
      onDraftChange={onDraftChange}
      onSaveProfile={onSaveProfile}
      onUpload={onUpload}
      onRequestQuote={(terms) =>
        void ('code' in terms ? fetchProductQuote({ variables: terms }) : fetchQuote({ variables: terms })).catch(() => undefined)
      }
      quoteState={{ quote, loading: activeQuote.loading, error: quoteError }}
      onSubmit={onSubmit}
      maxInstalmentShareBp={maxInstalmentShareBp}
    />
    </Stack>
  );
}
