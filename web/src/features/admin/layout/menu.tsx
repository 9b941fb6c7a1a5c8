// The admin menu definition: every entry in menu order. Which entries show comes only from `me.adminRoutes`.
import SupportOutlined from '@mui/icons-material/SupportOutlined';
import type { ReactElement } from 'react';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PhoneInTalkOutlined from '@mui/icons-material/PhoneInTalkOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import HomeWorkOutlined from '@mui/icons-material/HomeWorkOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import OutboxOutlined from '@mui/icons-material/OutboxOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import MemoryOutlined from '@mui/icons-material/MemoryOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { AdminRoute } from '../gql/graphql';
import { paths } from '../../../lib/paths';

export interface AdminMenuEntry {
  route: AdminRoute;
  label: string;
  icon: ReactElement;
  to: string;
}

export const ADMIN_MENU: readonly AdminMenuEntry[] = [
  { route: 'dashboard', label: 'Dashboard', icon: <DashboardOutlined />, to: paths.admin },
  { route: 'users', label: 'Users', icon: <PeopleOutlined />, to: paths.adminPage('users') },
  { route: 'applications', label: 'Applications', icon: <AssignmentOutlined />, to: paths.adminPage('applications') },
  { route: 'payments', label: 'Payments', icon: <PaymentsOutlined />, to: paths.adminPage('payments') },
  { route: 'suspense', label: 'Suspense', icon: <HourglassEmptyOutlined />, to: paths.adminPage('suspense') },
  { route: 'loans', label: 'Loans', icon: <RequestQuoteOutlined />, to: paths.adminPage('loans') },
  { route: 'collections', label: 'Collections', icon: <PhoneInTalkOutlined />, to: paths.adminPage('collections') },
  { route: 'orders', label: 'Orders', icon: <LocalShippingOutlined />, to: paths.adminPage('orders') },
  { route: 'catalogue', label: 'Shop catalogue', icon: <Inventory2Outlined />, to: paths.adminPage('catalogue') },
  { route: 'documents', label: 'Documents', icon: <DescriptionOutlined />, to: paths.adminPage('documents') },
  { route: 'configuration', label: 'Configuration', icon: <TuneOutlined />, to: paths.adminPage('configuration') },
  // A GraphQL enum value cannot hold a dash: the route is creditProducts, the address /admin/credit-products.
  { route: 'creditProducts', label: 'Credit products', icon: <CreditScoreOutlined />, to: paths.adminPage('credit-products') },
  { route: 'support', label: 'Support', icon: <SupportAgentOutlined />, to: paths.adminPage('support') },
  { route: 'analytics', label: 'Analytics', icon: <InsightsOutlined />, to: paths.adminPage('analytics') },
  { route: 'properties', label: 'Properties', icon: <HomeWorkOutlined />, to: paths.adminPage('properties') },
  { route: 'security', label: 'Security', icon: <SecurityOutlined />, to: paths.adminPage('security') },
  { route: 'notifications', label: 'Notifications', icon: <NotificationsOutlined />, to: paths.adminPage('notifications') },
  { route: 'settings', label: 'Settings', icon: <SettingsOutlined />, to: paths.adminPage('settings') },
  { route: 'messages', label: 'Sent messages', icon: <OutboxOutlined />, to: paths.adminPage('messages') },
  { route: 'help', label: 'Help', icon: <HelpOutlineOutlined />, to: paths.adminPage('help') },
  { route: 'system', label: 'System', icon: <MemoryOutlined />, to: paths.adminPage('system') },
  // A menu entry no role lists today, so it never shows (SPEC §2).
  { route: 'roles', label: 'Roles', icon: <AdminPanelSettingsOutlined />, to: paths.adminPage('roles') },
  { route: 'privacy', label: 'Privacy requests', icon: <PrivacyTipOutlined />, to: paths.adminPage('privacy') },
  { route: 'hardship', label: 'Hardship', icon: <SupportOutlined />, to: paths.adminPage('hardship') },
  { route: 'accounting', label: 'Accounting', icon: <AccountBalanceOutlined />, to: paths.adminPage('accounting') },
  // Maker-checker: what waits for a second person.
  { route: 'approvals', label: 'Approvals', icon: <FactCheckOutlined />, to: paths.adminPage('approvals') },
];

/** The entries the role may open, in menu order. */
export function visibleMenu(adminRoutes: readonly string[]): AdminMenuEntry[] {
  return ADMIN_MENU.filter((entry) => adminRoutes.includes(entry.route));
}

/** The entry's address under /admin/ (the route itself, except where an enum value cannot spell it). */
export function pathSegmentOf(entry: AdminMenuEntry): string {
  return entry.to.replace(/^\/admin\/?/, '');
}

/** The header title for a path under /admin (the menu label of its first segment). */
export function adminPageTitle(pathname: string): string {
  const segment = pathname.replace(/^\/admin\/?/, '').split('/')[0] ?? '';
  if (segment === '') return 'Dashboard';
  return ADMIN_MENU.find((entry) => entry.route !== 'dashboard' && pathSegmentOf(entry) === segment)?.label ?? 'Page not found';
}

// Role names live in lib/ so the sign-in steps' staff frame names the role without loading the admin chunk.
export { roleName } from '../../../lib/roles';
