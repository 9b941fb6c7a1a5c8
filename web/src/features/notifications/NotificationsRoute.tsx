import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { PageContainer } from '../../components/PageContainer';
import { ListMyNotificationsDocument, MarkAllNotificationsReadDocument, MarkNotificationReadDocument } from '../../gql/graphql';
import { toastOptions } from '../../lib/toasts';
import { NotificationsPage } from './NotificationsPage';

export const NOTIFICATIONS_PAGE_SIZE = 20;
// The sidebar's unread badge query (app/layouts/layout.graphql), refetched by name after a change here.
const UNREAD_COUNT_QUERY = 'SidebarUnreadNotificationCount';

export default function NotificationsRoute() {
  const { data, loading, error, fetchMore, refetch } = useQuery(ListMyNotificationsDocument, {
    variables: { first: NOTIFICATIONS_PAGE_SIZE },
    notifyOnNetworkStatusChange: false,
  });
  const [markRead] = useMutation(MarkNotificationReadDocument, { refetchQueries: [UNREAD_COUNT_QUERY] });
  const [markAll] = useMutation(MarkAllNotificationsReadDocument, { refetchQueries: [ListMyNotificationsDocument, UNREAD_COUNT_QUERY] });
  const { enqueueSnackbar } = useSnackbar();
  const [pendingIds, setPendingIds] = useState<ReadonlySet<string>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);

  if (loading && !data) return <LoadingSpinner size="large" message="Loading your notifications…" />;
  if (!data) {
    return (
      <PageContainer title="Notifications" maxWidth="md">
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          We could not load your notifications. Please check your connection and try again.
        </Alert>
      </PageContainer>
    );
  }

  const connection = data.myNotifications;

  const onMarkRead = async (id: string) => {
    setPendingIds((ids) => new Set(ids).add(id));
    try {
      await markRead({ variables: { id } });
    } catch {
      enqueueSnackbar('Could not mark the notification as read. Please try again.', toastOptions('error'));
    } finally {
      setPendingIds((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  };

  const onMarkAllRead = async () => {
    setMarkingAll(true);
    try {
      const result = await markAll();
      const changed = result.data?.markAllNotificationsRead ?? 0;
      enqueueSnackbar(`${changed} notification${changed === 1 ? '' : 's'} marked as read`, toastOptions('success'));
    } catch {
      enqueueSnackbar('Could not mark your notifications as read. Please try again.', toastOptions('error'));
    } finally {
      setMarkingAll(false);
    }
  };

  const onLoadMore = async () => {
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after: connection.pageInfo.endCursor },
        updateQuery: (previous, { fetchMoreResult }) => {
          if (!fetchMoreResult || !previous) return previous as typeof fetchMoreResult;
          const seen = new Set(previous.myNotifications.nodes.map((node) => node.id));
          return {
            ...fetchMoreResult,
            myNotifications: {
              ...fetchMoreResult.myNotifications,
              nodes: [...previous.myNotifications.nodes, ...fetchMoreResult.myNotifications.nodes.filter((node) => !seen.has(node.id))],
            },
          };
        },
      });
    } catch {
      enqueueSnackbar('Could not load more notifications. Please try again.', toastOptions('error'));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <NotificationsPage
      notifications={connection.nodes}
      hasMore={connection.pageInfo.hasNextPage}
      loadingMore={loadingMore}
      pendingIds={pendingIds}
      markingAll={markingAll}
      error={error ? 'Showing saved notifications: we could not refresh them just now.' : null}
      onLoadMore={() => void onLoadMore()}
      onMarkRead={(id) => void onMarkRead(id)}
      onMarkAllRead={() => void onMarkAllRead()}
    />
  );
}
