import { useCallback, useMemo, useRef, useState } from 'react';
import { useApolloClient, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from '@mui/material';
import { useSnackbar } from 'notistack';
import { PageContainer } from '../../components/PageContainer';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import {
  ApplicantProfileDocument,
  AttachApplicationDocumentDocument,
  CancelMyApplicationDocument,
  MyLatestApplicationDetailsDocument,
  PublicSettingsDocument,
  RentQuoteDisclosureDocument,
  SaveApplicantProfileDocument,
  SubmitApplicationDocument,
  type ApplicantProfileQuery,
  type DocumentType,
} from '../../gql/graphql';
import { clearDraft, readDraft, saveDraft } from '../../lib/storage';
import { toastOptions } from '../../lib/toasts';
import { uploadFile } from '../../lib/upload';
import { emptyApplicationForm, mergeDraft, toApplicationInput, toProfileInput, type ApplicationFormValues } from './application-form';
import { ApplicationForm, type ApplicationFormProps } from './ApplicationForm';
import { ApplicationStatusView } from './ApplicationStatusView';
import { toFormError } from './server-errors';

const FALLBACK_REPAYMENT_MONTHS = [3, 6, 9, 12];

export function repaymentMonthsSetting(entries: ReadonlyArray<{ key: string; value: unknown }> | undefined): number[] {
  const value = entries?.find((entry) => entry.key === 'credit.rent_repayment_months')?.value;
  return Array.isArray(value) && value.length > 0 && value.every((n) => Number.isInteger(n) && n > 0) ? (value as number[]) : FALLBACK_REPAYMENT_MONTHS;
}

/** Empty form prefilled from the profile, then whatever the stored draft holds. */
export function initialFormValues(profile: ApplicantProfileQuery['myProfile'] | undefined, months: number[], draft: unknown): ApplicationFormValues {
  const base = emptyApplicationForm(String(months.includes(6) ? 6 : months[0]));
  if (profile) {
    base.personal = {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone ?? '',
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

function NewApplication({ profile, months, onSubmitted }: { profile: ApplicantProfileQuery['myProfile'] | undefined; months: number[]; onSubmitted(): void }) {
  const { enqueueSnackbar } = useSnackbar();
  const client = useApolloClient();
  const [draft] = useState(() => readDraft<unknown>());
  const [formKey, setFormKey] = useState(0);
  const [draftRestored, setDraftRestored] = useState(draft !== null);
  const defaults = useMemo(() => initialFormValues(profile, months, formKey === 0 ? draft : null), [profile, months, draft, formKey]);
  const [saveProfile] = useMutation(SaveApplicantProfileDocument);
  const [submitApplication] = useMutation(SubmitApplicationDocument);
  const [attachDocument] = useMutation(AttachApplicationDocumentDocument);
  const [fetchQuote, quoteResult] = useLazyQuery(RentQuoteDisclosureDocument, { fetchPolicy: 'network-only' });
  const submitted = useRef(false);

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

  const onUpload: ApplicationFormProps['onUpload'] = (file, type: DocumentType, onProgress) => uploadFile(file, { type, onProgress });

  const onSubmit: ApplicationFormProps['onSubmit'] = async (values, quote) => {
    let applicationId: string;
    try {
      const { data } = await submitApplication({
        variables: { input: toApplicationInput(values, { totalRepayable: quote.totalRepayable, aprBp: quote.aprBp }) },
      });
      if (!data) return { message: 'The application could not be submitted. Please try again.' };
      applicationId = data.submitApplication.id;
    } catch (error) {
      return toFormError(error);
    }
    submitted.current = true;
    clearDraft();
    const failed: string[] = [];
    for (const document of values.documents) {
      try {
        await attachDocument({ variables: { input: { uploadId: document.uploadId, type: document.type as DocumentType, applicationId } } });
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

  const quoteError = quoteResult.error ? toFormError(quoteResult.error).message : null;
  return (
    <ApplicationForm
      key={formKey}
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
      onRequestQuote={(terms) => void fetchQuote({ variables: terms }).catch(() => undefined)}
      quoteState={{ quote: quoteResult.data?.rentQuote ?? null, loading: quoteResult.loading, error: quoteError }}
      onSubmit={onSubmit}
    />
  );
}

export default function ApplicationPage() {
  const { enqueueSnackbar } = useSnackbar();
  const latest = useQuery(MyLatestApplicationDetailsDocument, { fetchPolicy: 'cache-and-network' });
  const profile = useQuery(ApplicantProfileDocument);
  const settings = useQuery(PublicSettingsDocument);
  const [cancelApplication, cancelState] = useMutation(CancelMyApplicationDocument);
  const [startingNew, setStartingNew] = useState(false);
  const months = useMemo(() => repaymentMonthsSetting(settings.data?.publicSettings), [settings.data]);

  const application = latest.data?.myLatestApplication ?? null;
  const loading = (latest.loading && !latest.data) || (profile.loading && !profile.data);

  let content;
  if (loading) content = <LoadingSpinner message="Loading your application…" />;
  else if (latest.error && !latest.data)
    content = (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void latest.refetch()}>Retry</Button>}>
        {toFormError(latest.error).message}
      </Alert>
    );
  else if (application && !startingNew)
    content = (
      <ApplicationStatusView
        application={application}
        cancelling={cancelState.loading}
        onStartNew={() => setStartingNew(true)}
        onCancel={() => {
          if (!window.confirm('Cancel this application? You can start a new one afterwards.')) return;
          cancelApplication({ variables: { id: application.id }, refetchQueries: ['SidebarApplicationStatus'] })
            .then(() => enqueueSnackbar('Application cancelled', toastOptions('success')))
            .catch((error: unknown) => enqueueSnackbar(toFormError(error).message, toastOptions('error')));
        }}
      />
    );
  else content = <NewApplication profile={profile.data?.myProfile} months={months} onSubmitted={() => setStartingNew(false)} />;

  const showingStatus = Boolean(application && !startingNew);

  return (
    <PageContainer
      title={showingStatus ? 'My application' : 'Apply for rent assistance'}
      subtitle={showingStatus ? 'The status of your newest rent assistance application.' : 'We pay your landlord upfront; you repay in monthly instalments.'}
      maxWidth="md"
    >
      {content}
    </PageContainer>
  );
}
