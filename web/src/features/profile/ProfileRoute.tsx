import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PageContainer } from '../../components/PageContainer';
import { MeDocument, ProfileDetailsDocument, SaveProfileDetailsDocument } from '../../gql/graphql';
import { authClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { toastOptions } from '../../lib/toasts';
import { ProfilePage, WEAK_PASSWORD_MESSAGE } from './ProfilePage';
import { serverFieldError, toProfileInput, type ProfileFormValues } from './profileSchema';

export const PROFILE_SAVED_TOAST = 'Profile updated successfully';
export const PASSWORD_CHANGED_TOAST = 'Password changed successfully';

/** better-auth change-password failures → what the customer should do. */
export function changePasswordErrorMessage(error: { code?: string; status?: number; message?: string }): string {
  if (error.code === 'INVALID_PASSWORD') return 'Your current password is incorrect.';
  if (error.code === 'PASSWORD_TOO_SHORT' || error.code === 'PASSWORD_TOO_LONG' || error.code === 'PASSWORD_TOO_WEAK') {
    return WEAK_PASSWORD_MESSAGE;
  }
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  return 'We could not change your password. Please try again.';
}

export default function ProfileRoute() {
  const { data, loading, error, refetch } = useQuery(ProfileDetailsDocument);
  const [save] = useMutation(SaveProfileDetailsDocument, { refetchQueries: [MeDocument] });
  const { user, signedIn } = useAuth();
  const { enqueueSnackbar } = useSnackbar();

  if (loading && !data) return <LoadingSpinner size="large" message="Loading your profile…" />;
  if (!data) {
    return (
      <PageContainer title="Profile settings">
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {error ? 'We could not load your profile. Please check your connection and try again.' : 'No profile found.'}
        </Alert>
      </PageContainer>
    );
  }

  const onSave = async (values: ProfileFormValues) => {
    try {
      const result = await save({ variables: { input: toProfileInput(values) } });
      const saved = result.data?.updateProfile;
      if (saved && user) signedIn({ ...user, firstName: saved.firstName, lastName: saved.lastName });
      enqueueSnackbar(PROFILE_SAVED_TOAST, toastOptions('success'));
      return null;
    } catch (caught) {
      return serverFieldError(caught);
    }
  };

  const onChangePassword = async (currentPassword: string, newPassword: string) => {
    try {
      const result = await authClient.changePassword(currentPassword, newPassword);
      if (result.error) return changePasswordErrorMessage(result.error);
      enqueueSnackbar(PASSWORD_CHANGED_TOAST, toastOptions('success'));
      return null;
    } catch {
      return 'Network error. Please check your internet connection and try again.';
    }
  };

  return <ProfilePage profile={data.myProfile} onSave={onSave} onChangePassword={onChangePassword} />;
}
