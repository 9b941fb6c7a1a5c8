// The frame of the sign-in steps the server enforces (change a temporary password, set up two-factor sign-in): staff
// reach them before their staff area opens, so they show no customer navigation (applications, shop, cart): the
// staff frame's header (our name, "Staff area" and the role, as the admin sidebar shows them) and a way to sign out.
// The admin layout itself cannot frame them: its menu and search read the staff area, which the server refuses
// until these steps are done.
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { LoadingSpinner } from '../../components/LoadingSpinner';
import { RouteErrorBoundary } from '../../components/RouteErrorBoundary';
import { authClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { paths } from '../../lib/paths';
import { roleName } from '../../lib/roles';
import { useSiteSettings } from '../../lib/site-settings';

export function SignInStepLayout() {
  const { user, signedOut } = useAuth();
  const site = useSiteSettings();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const staff = Boolean(user && user.role !== 'user');
  const signOut = async () => {
    await authClient.signOut().catch(() => undefined);
    signedOut();
    navigate(paths.login);
  };
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="static" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: 1, minHeight: { xs: 56, sm: 64 }, px: { xs: 1.5, sm: 2 } }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography component="p" variant="h6" noWrap sx={{ fontWeight: 700, color: staff ? 'primary.main' : undefined, fontSize: { xs: '1rem', sm: '1.25rem' } }}>
              {site.brandName}
            </Typography>
            {staff && user ? (
              <Typography component="p" variant="caption" color="text.secondary" noWrap>
                Staff area · {roleName(user.role)}
              </Typography>
            ) : null}
          </Box>
          {user && (
            <Button color="inherit" onClick={() => void signOut()}>
              Sign out
            </Button>
          )}
        </Toolbar>
      </AppBar>
      <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </Box>
    </Box>
  );
}

export default SignInStepLayout;
