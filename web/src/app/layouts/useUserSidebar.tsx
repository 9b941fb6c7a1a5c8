// Everything the main layout needs for SPEC §2's user sidebar: who sees it, its live data, and the rendered nav.
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { UserSidebar } from '../../components/UserSidebar';
import { SidebarUnreadNotificationCountDocument, type LiveNotificationAddedSubscription } from '../../gql/graphql';
import { useAuth } from '../../lib/auth-context';
import { useLiveRefetch, type LiveTopic } from '../../lib/realtime';
import { readEligibility } from '../../lib/storage';
import { toastOptions } from '../../lib/toasts';
import { useSidebarStatus } from './useSidebarStatus';

/** admin and superadmin use the admin layout; every other signed-in role sees the sidebar (SPEC §2). */
export function showsUserSidebar(role: string | null | undefined): boolean {
  return Boolean(role) && role !== 'admin' && role !== 'superadmin';
}

export interface UserSidebarState {
  visible: boolean;
  /** The sidebar for the desktop column or the phone drawer; `onNavigate` closes the drawer. */
  render(onNavigate?: () => void): React.ReactNode;
  /** Forget the previous user's cached status on sign-out. */
  clearCache(): void;
}

export function useUserSidebar(): UserSidebarState {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const visible = showsUserSidebar(user?.role);
  const status = useSidebarStatus(visible, user?.id ?? null);
  const unread = useQuery(SidebarUnreadNotificationCountDocument, { skip: !visible });
  const reloadStatus = status.reload;

  const onEvent = useCallback(
    (topic: LiveTopic, data: unknown) => {
      if (topic === 'application') reloadStatus(true);
      if (topic === 'notification') {
        const notification = (data as LiveNotificationAddedSubscription | undefined)?.notificationAdded.notification;
        if (notification) enqueueSnackbar(`New notification: ${notification.title}`, toastOptions('info'));
      }
    },
    [reloadStatus, enqueueSnackbar],
  );
  useLiveRefetch({ enabled: Boolean(user), onEvent });

  const eligible = readEligibility() === true;
  const unreadCount = unread.data?.myUnreadNotificationCount ?? 0;
  return {
    visible,
    clearCache: status.clearCache,
    render: (onNavigate) =>
      visible ? (
        <UserSidebar
          signedIn={Boolean(user)}
          eligible={eligible}
          pathname={pathname}
          applicationStatus={{ status: status.status, loading: status.loading, error: status.error }}
          unreadNotifications={unreadCount}
          onNavigate={onNavigate}
        />
      ) : null,
  };
}
