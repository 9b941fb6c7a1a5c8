// SPEC §2 user sidebar: Main / Support / Account links, the Upload Document button and the application-status badge.
import { Link as RouterLink } from 'react-router-dom';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import AddCommentOutlined from '@mui/icons-material/AddCommentOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useId, type ReactNode } from 'react';
import { paths } from '../lib/paths';
import { ApplicationStatusBadge } from './ApplicationStatusBadge';
import { visuallyHidden } from '../lib/visually-hidden';

export interface MyApplicationTargetInput {
  signedIn: boolean;
  /** The locally kept eligibility result (readEligibility() === true). */
  eligible: boolean;
  /** The customer already has an application (any status): that counts as eligible. */
  hasApplication?: boolean;
  pathname: string;
}

/**
 * SPEC §2: /register when signed out; /bnpl while on /bnpl; otherwise /application if eligible, else /eligibility.
 * Having an application counts as eligible: its status lives on /application, whatever the local check says.
 */
export function myApplicationTarget({ signedIn, eligible, hasApplication = false, pathname }: MyApplicationTargetInput): string {
  if (!signedIn) return paths.register;
  if (pathname === paths.bnpl || pathname.startsWith(`${paths.bnpl}/`)) return paths.bnpl;
  return eligible || hasApplication ? paths.application : paths.eligibility;
}

export interface SidebarStatus {
  status: string | null;
  loading: boolean;
  error: boolean;
  /** True once the newest application was read and exists (a missing one still shows as pending, SPEC §4). */
  hasApplication?: boolean;
}

export interface UserSidebarProps extends MyApplicationTargetInput {
  applicationStatus: SidebarStatus;
  unreadNotifications: number;
  /** Called after any link is followed (closes the phone drawer). */
  onNavigate?: () => void;
}

interface SidebarLink {
  label: string;
  to: string;
  icon: ReactNode;
  badge?: number;
}

function isCurrent(pathname: string, to: string): boolean {
  return pathname === to;
}

export function UserSidebar({ signedIn, eligible, hasApplication, pathname, applicationStatus, unreadNotifications, onNavigate }: UserSidebarProps) {
  // Unique ids: the desktop column and the phone drawer may both be in the page.
  const idPrefix = useId();
  const sections: Array<{ id: string; title: string; links: SidebarLink[] }> = [
    {
      id: 'main',
      title: 'Main',
      links: [
        { label: 'Dashboard', to: paths.dashboard, icon: <DashboardOutlined /> },
        { label: 'My Application', to: myApplicationTarget({ signedIn, eligible, hasApplication: hasApplication ?? applicationStatus.hasApplication, pathname }), icon: <DescriptionOutlined /> },
        { label: 'Buy Now Pay Later', to: paths.bnpl, icon: <ShoppingBagOutlined /> },
        { label: 'Payment History', to: paths.payments, icon: <ReceiptLongOutlined /> },
        { label: 'Documents', to: paths.documents, icon: <FolderOutlined /> },
        { label: 'Shop', to: paths.shop, icon: <StorefrontOutlined /> },
      ],
    },
    {
      id: 'support',
      title: 'Support',
      links: [
        { label: 'Create Ticket', to: paths.ticketsCreate, icon: <AddCommentOutlined /> },
        { label: 'View Tickets', to: paths.tickets, icon: <ForumOutlined /> },
        { label: 'Help Center', to: paths.help, icon: <HelpOutlineOutlined /> },
      ],
    },
    {
      id: 'account',
      title: 'Account',
      links: [
        { label: 'Profile Settings', to: paths.profile, icon: <ManageAccountsOutlined /> },
        { label: 'Notifications', to: paths.notifications, icon: <NotificationsOutlined />, badge: unreadNotifications },
      ],
    },
  ];

  return (
    <Box component="nav" aria-label="Account navigation" sx={{ py: 1 }}>
      <Stack spacing={1} sx={{ px: 2, pt: 1, pb: 1 }}>
        <Typography variant="caption" component="p" color="text.secondary" id={`${idPrefix}-status`}>
          Application status
        </Typography>
        <Box aria-labelledby={`${idPrefix}-status`} role="status">
          <ApplicationStatusBadge status={applicationStatus.status} loading={applicationStatus.loading} error={applicationStatus.error} />
        </Box>
        <Button
          component={RouterLink}
          to={paths.documents}
          onClick={onNavigate}
          variant="contained"
          startIcon={<UploadFileOutlined />}
          fullWidth
        >
          Upload Document
        </Button>
      </Stack>
      {sections.map((section) => (
        <Box key={section.id}>
          <Typography
            id={`${idPrefix}-${section.id}`}
            component="h2"
            variant="overline"
            color="text.secondary"
            sx={{ display: 'block', px: 2, pt: 1, lineHeight: '28px' }}
          >
            {section.title}
          </Typography>
          <List dense disablePadding aria-labelledby={`${idPrefix}-${section.id}`}>
            {section.links.map((link) => {
              const current = isCurrent(pathname, link.to);
              const unread = link.badge ?? 0;
              return (
                <ListItem key={link.label} disablePadding>
                  <ListItemButton
                    component={RouterLink}
                    to={link.to}
                    onClick={onNavigate}
                    selected={current}
                    aria-current={current ? 'page' : undefined}
                    sx={{ borderRadius: 1, mx: 1 }}
                  >
                    <ListItemIcon sx={{ minWidth: 36 }} aria-hidden="true">
                      {unread > 0 ? (
                        <Badge badgeContent={unread} color="error" max={99}>
                          {link.icon}
                        </Badge>
                      ) : (
                        link.icon
                      )}
                    </ListItemIcon>
                    <ListItemText
                      primary={
                        <>
                          {link.label}
                          {unread > 0 ? <Box component="span" sx={visuallyHidden}>{`, ${unread} unread`}</Box> : null}
                        </>
                      }
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}

export default UserSidebar;
