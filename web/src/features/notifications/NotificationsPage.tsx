import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DoneAllOutlined from '@mui/icons-material/DoneAllOutlined';
import { notificationTargetPath, type NotificationTargetRef } from '../../lib/paths';
import { PageContainer } from '../../components/PageContainer';
import { formatDateTime } from '../../lib/money';

export interface NotificationItem {
  id: string;
  title: string;
  body: string;
  kind: string;
  /** The record it is about; the app's paths table decides the screen. */
  target?: NotificationTargetRef | null;
  /** Broadcasts only: the in-app path staff typed. */
  link?: string | null;
  readAt?: string | null;
  createdAt: string;
}

export interface NotificationsPageProps {
  notifications: NotificationItem[];
  hasMore: boolean;
  loadingMore?: boolean;
  /** Ids being marked read right now. */
  pendingIds?: ReadonlySet<string>;
  markingAll?: boolean;
  error?: string | null;
  onLoadMore: () => void;
  onMarkRead: (id: string) => void;
  onMarkAllRead: () => void;
}

/** Only in-app paths are followed; anything else is shown without a link. */
function safeLink(link: string | null | undefined): string | null {
  return link && link.startsWith('/') && !link.startsWith('//') ? link : null;
}

export function NotificationsPage({
  notifications,
  hasMore,
  loadingMore = false,
  pendingIds = new Set(),
  markingAll = false,
  error = null,
  onLoadMore,
  onMarkRead,
  onMarkAllRead,
}: NotificationsPageProps) {
  const unread = notifications.filter((item) => !item.readAt).length;
  return (
    <PageContainer
      title="Notifications"
      subtitle={unread === 0 ? 'You are all caught up.' : `${unread} unread notification${unread === 1 ? '' : 's'}`}
      maxWidth="md"
      actions={
        <Button variant="outlined" startIcon={<DoneAllOutlined />} onClick={onMarkAllRead} disabled={unread === 0 || markingAll}>
          Mark all as read
        </Button>
      }
    >
      {error ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {notifications.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>No notifications yet. We will let you know here when your application, documents or payments change.</Typography>
        </Paper>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Your notifications">
          {notifications.map((item) => {
            const isUnread = !item.readAt;
            const link = item.target ? notificationTargetPath(item.target) : safeLink(item.link);
            return (
              <Paper
                key={item.id}
                component="li"
                variant="outlined"
                sx={{
                  p: 2,
                  borderLeft: 4,
                  borderLeftColor: isUnread ? 'primary.main' : 'divider',
                  bgcolor: isUnread ? 'action.hover' : 'background.paper',
                }}
              >
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
                  <Box sx={{ minWidth: 0 }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: isUnread ? 700 : 500, overflowWrap: 'anywhere' }}>
                        {item.title}
                      </Typography>
                      {isUnread ? <Chip size="small" color="primary" label="Unread" /> : null}
                    </Stack>
                    <Typography color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                      {item.body}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
                      <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                    </Typography>
                  </Box>
                  <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                    {link ? (
                      <Button component={RouterLink} to={link} size="small" aria-label={`Open: ${item.title}`} onClick={isUnread ? () => onMarkRead(item.id) : undefined}>
                        Open
                      </Button>
                    ) : null}
                    {isUnread ? (
                      <Button size="small" variant="outlined" aria-label={`Mark as read: ${item.title}`} onClick={() => onMarkRead(item.id)} disabled={pendingIds.has(item.id) || markingAll}>
                        Mark as read
                      </Button>
                    ) : null}
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      {hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </Box>
      ) : null}
    </PageContainer>
  );
}

export default NotificationsPage;
