import { useState } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router-dom';
import {
  AppBar, Badge, Box, Button, Divider, Drawer, IconButton, List, ListItem, ListItemButton, ListItemText, Menu, MenuItem,
  Stack, Toolbar, Typography,
} from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import { useSnackbar } from 'notistack';
import { AuthStatusBadge } from '../../components/AuthStatusBadge';
import { CartDrawer } from '../../components/CartDrawer';
import { Footer } from '../../components/Footer';
import { OfflineBanner } from '../../components/OfflineBanner';
import { authClient } from '../../lib/auth-client';
import { useAuth } from '../../lib/auth-context';
import { useCart } from '../../lib/cart';
import { useColorMode } from '../../lib/color-mode';
import { useConnectivityToasts } from '../../lib/online';
import { useSiteSettings } from '../../lib/site-settings';
import { TOAST_TEXTS, toastOptions } from '../../lib/toasts';
import { paths } from '../paths';
import { useUserSidebar } from './useUserSidebar';

const NAV_LINKS = [
  { label: 'Home', to: paths.home },
  { label: 'Eligibility Check', to: paths.eligibility },
];

export function MainLayout() {
  const { user, signedOut } = useAuth();
  const { itemCount } = useCart();
  const online = useConnectivityToasts();
  const site = useSiteSettings();
  const { mode, toggle } = useColorMode();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [cartOpen, setCartOpen] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const sidebar = useUserSidebar();

  const signOut = async () => {
    setMenuAnchor(null);
    setDrawerOpen(false);
    sidebar.clearCache();
    await authClient.signOut().catch(() => undefined);
    signedOut();
    enqueueSnackbar(TOAST_TEXTS.loggedOut, toastOptions('success'));
    navigate(paths.home);
  };

  const accountLinks = user
    ? [
        { label: 'Dashboard', to: paths.dashboard },
        { label: 'Profile', to: paths.profile },
      ]
    : [
        { label: 'Login', to: paths.login },
        { label: 'Register', to: paths.register },
      ];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, p: 1, bgcolor: 'background.paper' } }}
      >
        Skip to content
      </Box>
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, minHeight: { xs: 56, sm: 64 }, px: { xs: 1, sm: 2 } }}>
          <IconButton edge="start" aria-label="Open menu" onClick={() => setDrawerOpen(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
          <Typography component={RouterLink} to={paths.home} variant="h6" sx={{ fontWeight: 700, color: 'primary.main', textDecoration: 'none', flexGrow: { xs: 1, md: 0 }, mr: { md: 2 }, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontSize: { xs: '1.05rem', sm: '1.25rem' } }}>
            {site.brandName}
          </Typography>
          <Stack direction="row" component="nav" aria-label="Main" spacing={1} sx={{ display: { xs: 'none', md: 'flex' }, flexGrow: 1 }}>
            {NAV_LINKS.map((link) => (
              <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
                {link.label}
              </Button>
            ))}
          </Stack>
          {/* A native title instead of MUI Tooltip keeps popper.js out of the first route. */}
          <IconButton onClick={toggle} aria-label={mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme'} title={mode === 'light' ? 'Switch to dark theme' : 'Switch to light theme'}>
            {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
          </IconButton>
          {user && (
            <IconButton onClick={() => setCartOpen(true)} aria-haspopup="dialog" aria-label={`Cart, ${itemCount} item${itemCount === 1 ? '' : 's'}`}>
              <Badge badgeContent={itemCount} color="secondary" showZero={false}>
                <ShoppingCartOutlined />
              </Badge>
            </IconButton>
          )}
          {user ? (
            <>
              <IconButton aria-label="Account menu" aria-haspopup="menu" onClick={(event) => setMenuAnchor(event.currentTarget)}>
                <AccountCircleOutlined />
              </IconButton>
              <Menu anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
                {accountLinks.map((link) => (
                  <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={() => setMenuAnchor(null)}>
                    {link.label}
                  </MenuItem>
                ))}
                <MenuItem onClick={signOut}>Sign out</MenuItem>
              </Menu>
            </>
          ) : (
            <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', sm: 'flex' } }}>
              <Button component={RouterLink} to={paths.login} color="inherit">
                Login
              </Button>
              <Button component={RouterLink} to={paths.register} variant="contained">
                Register
              </Button>
            </Stack>
          )}
        </Toolbar>
      </AppBar>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} slotProps={{ paper: { 'aria-label': 'Menu' } }}>
        <Box sx={{ width: 260 }} role="navigation" aria-label="Main menu">
          <Typography variant="h6" sx={{ p: 2, color: 'primary.main', fontWeight: 700 }}>
            {site.brandName}
          </Typography>
          <Divider />
          <List>
            {[...NAV_LINKS, ...accountLinks].map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton component={RouterLink} to={link.to} onClick={() => setDrawerOpen(false)}>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
            {user && (
              <ListItem disablePadding>
                <ListItemButton onClick={signOut}>
                  <ListItemText primary="Sign out" />
                </ListItemButton>
              </ListItem>
            )}
          </List>
          {sidebar.visible && (
            <>
              <Divider />
              {sidebar.render(() => setDrawerOpen(false))}
            </>
          )}
        </Box>
      </Drawer>
      {user && <CartDrawer open={cartOpen} onClose={() => setCartOpen(false)} />}
      <OfflineBanner online={online} />
      <Box sx={{ display: 'flex', flexGrow: 1, minWidth: 0 }}>
        {sidebar.visible && (
          <Box component="aside" sx={{ display: { xs: 'none', md: 'block' }, width: 264, flexShrink: 0, borderRight: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
            <Box sx={{ position: 'sticky', top: 64, maxHeight: 'calc(100vh - 64px)', overflowY: 'auto' }}>{sidebar.render()}</Box>
          </Box>
        )}
        <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 2, py: 1 }}>
        <AuthStatusBadge authenticated={Boolean(user)} />
      </Box>
      <Footer
        brand={{ name: site.brandName, tagline: site.tagline }}
        contact={{ supportEmail: site.supportEmail, supportPhone: site.supportPhone, officeAddress: site.officeAddress }}
        social={site.social}
      />
    </Box>
  );
}

export default MainLayout;
