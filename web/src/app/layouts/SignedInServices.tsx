// The signed-in layout's live data, loaded (with Apollo Client) only once someone is signed in: the sidebar's
// application status and unread count, and the realtime subscriptions that refetch lists and toast new notifications.
// It renders nothing; the main layout draws the sidebar from what it reports.
import { useCallback, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import type { SidebarStatus } from '../../components/UserSidebar';
import { SidebarUnreadNotificationCountDocument, type LiveNotificationAddedSubscription } from '../../gql/graphql';
import { useLiveRefetch, type LiveTopic } from '../../lib/realtime';
import { onSocketReconnected } from '../../lib/socket-events';
import { toastOptions } from '../../lib/toasts';
import { useSidebarStatus } from './useSidebarStatus';

export interface SidebarData {
  applicationStatus: SidebarStatus;
  unreadNotifications: number;
}

export interface SignedInServicesProps {
  userId: string;
  /** False for admin and superadmin: no sidebar, so no status or count queries (the live refetch still runs). */
  sidebarVisible: boolean;
  onSidebarData(data: SidebarData): void;
}

export function SignedInServices({ userId, sidebarVisible, onSidebarData }: SignedInServicesProps) {
  const { enqueueSnackbar } = useSnackbar();
  const status = useSidebarStatus(sidebarVisible, userId);
  const unread = useQuery(SidebarUnreadNotificationCountDocument, { skip: !sidebarVisible });
  const reloadStatus = status.reload;

  const onEvent = useCallback(
    (topic: LiveTopic, data: unknown) => {
      // The event's Application is already in the cache (the badge shows it); this read catches a newer application.
      if (topic === 'application') reloadStatus();
      if (topic === 'notification') {
        const notification = (data as LiveNotificationAddedSubscription | undefined)?.notificationAdded.notification;
        if (notification) enqueueSnackbar(`New notification: ${notification.title}`, toastOptions('info'));
      }
    },
    [reloadStatus, enqueueSnackbar],
  );
  useLiveRefetch({ enabled: true, onEvent });
  useEffect(() => (sidebarVisible ? onSocketReconnected(reloadStatus) : undefined), [sidebarVisible, reloadStatus]);

  const unreadNotifications = unread.data?.myUnreadNotificationCount ?? 0;
  useEffect(() => {
    onSidebarData({
      applicationStatus: { status: status.status, loading: status.loading, error: status.error, hasApplication: status.hasApplication },
      unreadNotifications,
    });
  }, [onSidebarData, status.status, status.loading, status.error, status.hasApplication, unreadNotifications]);
  return null;
}

export default SignedInServices;
