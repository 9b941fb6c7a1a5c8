import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { paths } from '../../../lib/paths';
import { OfflineBanner } from '../../../components/OfflineBanner';
import { RouteErrorBoundary } from '../../../components/RouteErrorBoundary';
import { authClient } from '../../../lib/auth-client';
import { useAuth } from '../../../lib/auth-context';
import { useColorMode } from '../../../lib/color-mode';
import { useConnectivityToasts } from '../../../lib/online';
import { useSiteSettings } from '../../../lib/site-settings';
import { TOAST_TEXTS, toastOptions } from '../../../lib/toasts';
import { AdminHeader } from './AdminHeader';
import { AdminSidebar } from './AdminSidebar';
import { searchScopes, useAdminViewer } from './AdminViewerContext';
import { adminPageTitle, roleName } from './menu';
import { ADMIN_DRAWER_WIDTH_PX } from '../shared/layout';

export const ADMIN_DRAWER_WIDTH = ADMIN_DRAWER_WIDTH_PX;

/** The staff frame: permanent sidebar on desktop, temporary drawer on phones, header with title, search and role. */
export function AdminLayout() {
  const viewer = useAdminViewer();
  const scopes = searchScopes(viewer);
  const { signedOut } = useAuth();
  const { mode, toggle } = useColorMode();
  const online = useConnectivityToasts();
  const site = useSiteSettings();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const signOut = async () => {
    await authClient.signOut().catch(() => undefined);
    signedOut();
    enqueueSnackbar(TOAST_TEXTS.loggedOut, toastOptions('success'));
    navigate(paths.home);
  };

  const drawer = (
    <>
      <Toolbar sx={{ minHeight: { xs: 56, sm: 64 }, px: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" variant="subtitle1" noWrap sx={{ fontWeight: 700, color: 'primary.main' }}>
            {site.brandName}
          </Typography>
          <Typography component="p" variant="caption" color="text.secondary" noWrap>
            Staff area · {roleName(viewer.role)}
          </Typography>
        </Box>
      </Toolbar>
      <Divider />
      <AdminSidebar adminRoutes={viewer.adminRoutes} onNavigate={() => setDrawerOpen(false)} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#admin-main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' } }}
      >
        Skip to content
      </Box>
      <Box sx={{ width: { md: ADMIN_DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: ADMIN_DRAWER_WIDTH } }}
        >
          {drawer}
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{ display: { xs: 'none', md: 'block' }, '& .MuiDrawer-paper': { width: ADMIN_DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {drawer}
        </Drawer>
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AdminHeader
          title={adminPageTitle(location.pathname)}
          roleName={roleName(viewer.role)}
          mode={mode}
          onToggleMode={toggle}
          onOpenMenu={() => setDrawerOpen(true)}
          onSignOut={() => void signOut()}
          searchKinds={scopes}
        />
        <OfflineBanner online={online} />
        <Box component="main" id="admin-main" sx={{ flexGrow: 1, minWidth: 0, overflowX: 'auto' }}>
          <RouteErrorBoundary resetKey={location.pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </Box>
      </Box>
    </Box>
  );
}

export default AdminLayout;
